// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 WlanPerTsPerformanceInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("any(has(rssi),has(rtt),has(trafficInfo),has(numberOfUes))")
public record WlanPerTsPerformanceInfo(
        @NotNull @Format(Format.Kind.DATE_TIME) String tsStart,
        @NotNull Long tsDuration,
        Long rssi,
        @Min(0L) Long rtt,
        @Valid TrafficInformation trafficInfo,
        @Min(0L) Long numberOfUes,
        @Min(0L) Long confidence) {}
