// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.520 QosSustainabilityInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(qosFlowRetThd),has(ranUeThrouThd))")
public record QosSustainabilityInfo(
        @Valid NetworkAreaInfo areaInfo,
        @Format(Format.Kind.DATE_TIME) String startTs,
        @Format(Format.Kind.DATE_TIME) String endTs,
        @Valid RetainabilityThreshold qosFlowRetThd,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String ranUeThrouThd,
        @Valid Snssai snssai,
        @Min(0L) Long confidence) {}
