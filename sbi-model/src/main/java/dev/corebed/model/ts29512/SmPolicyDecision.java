// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.PresenceInfoRm;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.512 SmPolicyDecision (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyDecision(
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid SessionRule> sessRules,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid PccRule> pccRules,
        Boolean pcscfRestIndication,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid QosData> qosDecs,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid ChargingData> chgDecs,
        @Valid ChargingInformation chargingInfo,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid TrafficControlData> traffContDecs,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid UsageMonitoringData> umDecs,
        @Size(min = 1) Map<String, @Valid QosCharacteristics> qosChars,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid QosMonitoringData> qosMonDecs,
        Long reflectiveQoSTimer,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid ConditionData> conds,
        @Format(Format.Kind.DATE_TIME) String revalidationTime,
        Boolean offline,
        Boolean online,
        Boolean offlineChOnly,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> policyCtrlReqTriggers,
        @Size(min = 1) List<@Valid RequestedRuleData> lastReqRuleData,
        @Valid RequestedUsageData lastReqUsageData,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid PresenceInfoRm> praInfos,
        Long ipv4Index,
        Long ipv6Index,
        String qosFlowUsage,
        String relCause,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @Valid BridgeManagementContainer tsnBridgeManCont,
        @Valid PortManagementContainer tsnPortManContDstt,
        @Size(min = 1) List<@Valid PortManagementContainer> tsnPortManContNwtts,
        Boolean redSessIndication) {}
