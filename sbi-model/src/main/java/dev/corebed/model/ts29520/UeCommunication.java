// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.ScheduledCommunicationTime;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 UeCommunication (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("has(commDur)")
@Presence("has(trafChar)")
@Presence("one(has(ts),has(recurringTime))")
public record UeCommunication(
        Long commDur,
        Double commDurVariance,
        Long perioTime,
        Double perioTimeVariance,
        @Format(Format.Kind.DATE_TIME) String ts,
        Double tsVariance,
        @Valid ScheduledCommunicationTime recurringTime,
        @Valid TrafficCharacterization trafChar,
        @Min(1L) @Max(100L) Long ratio,
        Boolean perioCommInd,
        @Min(0L) Long confidence,
        @Valid AppListForUeComm anaOfAppList,
        @Valid SessInactTimerForUeComm sessInactTimer) {}
