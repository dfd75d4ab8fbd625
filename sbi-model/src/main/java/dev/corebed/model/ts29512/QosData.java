// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.Arp;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.512 QosData (TS29512_Npcf_SMPolicyControl.yaml). */
public record QosData(
        @NotNull String qosId,
        @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxbrUl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxbrDl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gbrUl,
        @JsonSetter(nulls = Nulls.SET) @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gbrDl,
        @Valid Arp arp,
        Boolean qnc,
        @JsonSetter(nulls = Nulls.SET) @Min(1L) @Max(127L) Long priorityLevel,
        @JsonSetter(nulls = Nulls.SET) @Min(1L) @Max(4095L) Long averWindow,
        @JsonSetter(nulls = Nulls.SET) @Min(1L) @Max(4095L) Long maxDataBurstVol,
        Boolean reflectiveQos,
        String sharingKeyDl,
        String sharingKeyUl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateDl,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long maxPacketLossRateUl,
        Boolean defQosFlowIndication,
        @JsonSetter(nulls = Nulls.SET) @Min(4096L) @Max(2000000L) Long extMaxDataBurstVol,
        @Min(1L) Long packetDelayBudget,
        @Pattern(regexp = "^([0-9]E-[0-9])$") String packetErrorRate) {}
