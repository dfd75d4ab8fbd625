// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.520 TrafficInformation (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("any(has(uplinkRate),has(downlinkRate),has(uplinkVolume),has(downlinkVolume),has(totalVolume))")
public record TrafficInformation(
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String uplinkRate,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String downlinkRate,
        @Min(0L) Long uplinkVolume,
        @Min(0L) Long downlinkVolume,
        @Min(0L) Long totalVolume) {}
