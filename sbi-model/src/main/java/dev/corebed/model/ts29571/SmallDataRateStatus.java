// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Min;

/** TS 29.571 SmallDataRateStatus (TS29571_CommonData.yaml). */
public record SmallDataRateStatus(
        @Min(0L) Long remainPacketsUl,
        @Min(0L) Long remainPacketsDl,
        @Format(Format.Kind.DATE_TIME) String validityTime,
        @Min(0L) Long remainExReportsUl,
        @Min(0L) Long remainExReportsDl) {}
