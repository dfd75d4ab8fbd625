// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.TimeWindow;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 EventReportingRequirement (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record EventReportingRequirement(
        String accuracy,
        @Size(min = 1) List<String> accPerSubset,
        @Format(Format.Kind.DATE_TIME) String startTs,
        @Format(Format.Kind.DATE_TIME) String endTs,
        Long offsetPeriod,
        @Min(1L) @Max(100L) Long sampRatio,
        @Min(0L) Long maxObjectNbr,
        @Min(0L) Long maxSupiNbr,
        @Format(Format.Kind.DATE_TIME) String timeAnaNeeded,
        @Size(min = 1) List<String> anaMeta,
        @Valid AnalyticsMetadataIndication anaMetaInd,
        @Valid TimeWindow histAnaTimePeriod) {}
