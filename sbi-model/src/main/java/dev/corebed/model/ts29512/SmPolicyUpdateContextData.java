// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29502.VplmnQos;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.DddTrafficDescriptor;
import dev.corebed.model.ts29571.InvalidParam;
import dev.corebed.model.ts29571.PcfUeCallbackInfo;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.ts29571.SubscribedDefaultQos;
import dev.corebed.model.ts29571.TraceData;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.512 SmPolicyUpdateContextData (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyUpdateContextData(
        @Size(min = 1) List<String> repPolicyCtrlReqTriggers,
        @Size(min = 1) List<@Valid AccNetChId> accNetChIds,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        String ratType,
        @Valid AdditionalAccessInfo addAccessInfo,
        @Valid AdditionalAccessInfo relAccessInfo,
        @Valid PlmnIdNid servingNetwork,
        @Valid UserLocation userLocationInfo,
        String ueTimeZone,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String relIpv4Address,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ipv4Address,
        String ipDomain,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String ipv6AddressPrefix,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String relIpv6AddressPrefix,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String addIpv6AddrPrefixes,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String addRelIpv6AddrPrefixes,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String relUeMac,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String ueMac,
        @Valid Ambr subsSessAmbr,
        String authProfIndex,
        @Valid SubscribedDefaultQos subsDefQos,
        @Valid VplmnQos vplmnQos,
        Boolean vplmnQosNotApp,
        Long numOfPackFilter,
        @Size(min = 1) List<@Valid AccuUsageReport> accuUsageReports,
        @JsonProperty("3gppPsDataOffStatus") Boolean _3gppPsDataOffStatus,
        @Size(min = 1) List<@Valid AppDetectionInfo> appDetectionInfos,
        @Size(min = 1) List<@Valid RuleReport> ruleReports,
        @Size(min = 1) List<@Valid SessionRuleReport> sessRuleReports,
        @Size(min = 1) List<@Valid QosNotificationControlInfo> qncReports,
        @Size(min = 1) List<@Valid QosMonitoringReport> qosMonReports,
        @Format(Format.Kind.DATE_TIME) String userLocationInfoTime,
        @Size(min = 1) Map<String, @Valid PresenceInfo> repPraInfos,
        @Valid UeInitiatedResourceRequest ueInitResReq,
        Boolean refQosIndication,
        String qosFlowUsage,
        String creditManageStatus,
        @Valid ServingNfIdentity servNfId,
        @JsonSetter(nulls = Nulls.SET) @Valid TraceData traceReq,
        String maPduInd,
        String atsssCapab,
        @Valid TsnBridgeInfo tsnBridgeInfo,
        @Valid BridgeManagementContainer tsnBridgeManCont,
        @Valid PortManagementContainer tsnPortManContDstt,
        @Size(min = 1) List<@Valid PortManagementContainer> tsnPortManContNwtts,
        @Size(min = 1) List<@Valid IpMulticastAddressInfo> mulAddrInfos,
        @Size(min = 1) List<String> policyDecFailureReports,
        @Size(min = 1) List<@Valid InvalidParam> invalidPolicyDecs,
        @Size(min = 1) List<@Valid DddTrafficDescriptor> trafficDescriptors,
        String pccRuleId,
        @Size(min = 1) List<String> typesOfNotif,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> interGrpIds,
        String satBackhaulCategory,
        @JsonSetter(nulls = Nulls.SET) @Valid PcfUeCallbackInfo pcfUeInfo,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<@Valid NwdafData> nwdafDatas,
        Boolean anGwStatus) {}
