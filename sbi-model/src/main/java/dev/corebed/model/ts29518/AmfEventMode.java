// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 AmfEventMode (TS29518_Namf_EventExposure.yaml). */
public record AmfEventMode(
        @NotNull String trigger,
        Long maxReports,
        @Format(Format.Kind.DATE_TIME) String expiry,
        Long repPeriod,
        @Min(1L) @Max(100L) Long sampRatio,
        @Size(min = 1) List<String> partitioningCriteria,
        String notifFlag) {}
