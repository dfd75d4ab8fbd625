// Generated from the 3GPP Rel-17 OpenAPI file TS29523_Npcf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29523;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.523 ReportingInformation (TS29523_Npcf_EventExposure.yaml). */
public record ReportingInformation(
        Boolean immRep,
        String notifMethod,
        @Min(0L) Long maxReportNbr,
        @Format(Format.Kind.DATE_TIME) String monDur,
        Long repPeriod,
        @Min(1L) @Max(100L) Long sampRatio,
        @Size(min = 1) List<String> partitionCriteria,
        Long grpRepTime,
        String notifFlag) {}
