// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.520 ThresholdLevel (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record ThresholdLevel(
        Long congLevel,
        Long nfLoadLevel,
        Long nfCpuUsage,
        Long nfMemoryUsage,
        Long nfStorageUsage,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String avgTrafficRate,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxTrafficRate,
        @Min(1L) Long avgPacketDelay,
        @Min(1L) Long maxPacketDelay,
        @Min(0L) @Max(1000L) Long avgPacketLossRate,
        Double svcExpLevel) {}
