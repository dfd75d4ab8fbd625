// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;

import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.572 UncertaintyEllipse (TS29572_Nlmf_Location.yaml). */
public record UncertaintyEllipse(
        @NotNull @DecimalMin(value = "0") Double semiMajor,
        @NotNull @DecimalMin(value = "0") Double semiMinor,
        @NotNull @Min(0L) @Max(180L) Long orientationMajor) {}
