// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 NetworkPerfInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("has(networkArea)")
@Presence("has(nwPerfType)")
@Presence("one(has(relativeRatio),has(absoluteNum))")
public record NetworkPerfInfo(
        @Valid NetworkAreaInfo networkArea,
        String nwPerfType,
        @Min(1L) @Max(100L) Long relativeRatio,
        @Min(0L) Long absoluteNum,
        @Min(0L) Long confidence) {}
