// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29512.ChargingInformation;
import dev.corebed.model.ts29571.PresenceInfo;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.519 SmPolicyDnnData (TS29519_Policy_Data.yaml). */
public record SmPolicyDnnData(
        @NotNull String dnn,
        @Size(min = 1) List<String> allowedServices,
        @Size(min = 1) List<String> subscCats,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gbrUl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String gbrDl,
        Boolean adcSupport,
        Boolean subscSpendingLimits,
        Long ipv4Index,
        Long ipv6Index,
        Boolean offline,
        Boolean online,
        @Valid ChargingInformation chfInfo,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid LimitIdToMonitoringKey> refUmDataLimitIds,
        Boolean mpsPriority,
        Boolean mcsPriority,
        Boolean imsSignallingPrio,
        Long mpsPriorityLevel,
        Long mcsPriorityLevel,
        @Size(min = 1) Map<String, @Valid PresenceInfo> praInfos,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, String> bdtRefIds,
        Boolean locRoutNotAllowed) {}
