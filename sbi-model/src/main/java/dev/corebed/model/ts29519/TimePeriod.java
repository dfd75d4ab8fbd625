// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.519 TimePeriod (TS29519_Policy_Data.yaml). */
public record TimePeriod(
        @NotNull String period,
        @Min(0L) Long maxNumPeriod) {}
