// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.518 NgKsi (TS29518_Namf_Communication.yaml). */
public record NgKsi(
        @NotNull String tsc,
        @NotNull @Min(0L) @Max(6L) Long ksi) {}
