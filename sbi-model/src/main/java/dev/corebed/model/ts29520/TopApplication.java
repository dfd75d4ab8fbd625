// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.FlowInfo;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 TopApplication (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(appId),has(ipTrafficFilter))")
public record TopApplication(
        String appId,
        @Valid FlowInfo ipTrafficFilter,
        @Min(1L) @Max(100L) Long ratio) {}
