// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.TimeWindow;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 AnalyticsMetadataInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record AnalyticsMetadataInfo(
        @Min(0L) Long numSamples,
        @Valid TimeWindow dataWindow,
        @Size(min = 1) List<String> dataStatProps,
        String strategy,
        String accuracy) {}
