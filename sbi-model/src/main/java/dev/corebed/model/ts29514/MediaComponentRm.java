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

/** TS 29.514 MediaComponentRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record MediaComponentRm(
        String afAppId,
        @JsonSetter(nulls = Nulls.SET) @Valid AfRoutingRequirementRm afRoutReq,
        @JsonSetter(nulls = Nulls.SET) String qosReference,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> altSerReqs,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<@Valid AlternativeServiceRequirementsData> altSerReqsData,
        Boolean disUeNotif,
        Long contVer,
        @Size(min = 1, max = 2) List<String> codecs,
        @JsonSetter(nulls = Nulls.SET) Double desMaxLatency,
        @JsonSetter(nulls = Nulls.SET) Double desMaxLoss,
        @JsonSetter(nulls = Nulls.SET) String flusId,
        String fStatus,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String marBwUl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateDl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateUl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxSuppBwDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxSuppBwUl,
        @NotNull Long medCompN,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid MediaSubComponentRm> medSubComps,
        String medType,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String minDesBwDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String minDesBwUl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String mirBwDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String mirBwUl,
        @JsonSetter(nulls = Nulls.SET) String preemptCap,
        @JsonSetter(nulls = Nulls.SET) String preemptVuln,
        String prioSharingInd,
        String resPrio,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String rrBw,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String rsBw,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(4294967295L) Long sharingKeyDl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(4294967295L) Long sharingKeyUl,
        @JsonSetter(nulls = Nulls.SET) @Valid TsnQosContainerRm tsnQos,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputDl,
        @JsonSetter(nulls = Nulls.SET) @Valid TscaiInputContainer tscaiInputUl,
        @Min(0L) Long tscaiTimeDom) {}
