// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_PP.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.503 UmtTime (TS29503_Nudm_PP.yaml). */
public record UmtTime(
        @NotNull String timeOfDay,
        @NotNull @Min(1L) @Max(7L) Long dayOfWeek) {}
