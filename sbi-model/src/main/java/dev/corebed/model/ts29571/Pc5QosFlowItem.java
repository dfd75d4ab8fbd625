// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 Pc5QosFlowItem (TS29571_CommonData.yaml). */
public record Pc5QosFlowItem(
        @NotNull @Min(0L) @Max(255L) Long pqi,
        @Valid Pc5FlowBitRates pc5FlowBitRates,
        @Min(0L) Long range) {}
