// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.ScheduledCommunicationTime;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 UeMobility (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("has(duration)")
@Presence("has(locInfos)")
@Presence("one(has(ts),has(recurringTime))")
public record UeMobility(
        @Format(Format.Kind.DATE_TIME) String ts,
        @Valid ScheduledCommunicationTime recurringTime,
        Long duration,
        Double durationVariance,
        @Size(min = 1) List<@Valid LocationInfo> locInfos) {}
