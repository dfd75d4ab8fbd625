// Generated from the 3GPP Rel-17 OpenAPI file TS29531_Nnssf_NSSelection.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29531;

import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.531 ConfiguredSnssai (TS29531_Nnssf_NSSelection.yaml). */
public record ConfiguredSnssai(
        @NotNull @Valid Snssai configuredSnssai,
        @Valid Snssai mappedHomeSnssai) {}
