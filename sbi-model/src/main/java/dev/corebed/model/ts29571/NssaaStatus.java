// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 NssaaStatus (TS29571_CommonData.yaml). */
public record NssaaStatus(
        @NotNull @Valid Snssai snssai,
        @NotNull String status) {}
