// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.514 MediaComponent (TS29514_Npcf_PolicyAuthorization.yaml). */
public record MediaComponent(
        String afAppId,
        @Valid AfRoutingRequirement afRoutReq,
        String qosReference,
        Boolean disUeNotif,
        @Size(min = 1) List<String> altSerReqs,
        @Size(min = 1) List<@Valid AlternativeServiceRequirementsData> altSerReqsData,
        Long contVer,
        @Size(min = 1, max = 2) List<String> codecs,
        Double desMaxLatency,
        Double desMaxLoss,
        String flusId,
        String fStatus,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwUl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateDl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateUl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxSuppBwDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxSuppBwUl,
        @NotNull Long medCompN,
        @Size(min = 1) Map<String, @Valid MediaSubComponent> medSubComps,
        String medType,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String minDesBwDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String minDesBwUl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String mirBwDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String mirBwUl,
        String preemptCap,
        String preemptVuln,
        String prioSharingInd,
        String resPrio,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String rrBw,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String rsBw,
        @Min(0L) @Max(4294967295L) Long sharingKeyDl,
        @Min(0L) @Max(4294967295L) Long sharingKeyUl,
        @Valid TsnQosContainer tsnQos,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputDl,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputUl,
        @Min(0L) Long tscaiTimeDom) {}
