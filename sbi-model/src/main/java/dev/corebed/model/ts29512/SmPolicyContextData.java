// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29502.VplmnQos;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.PcfUeCallbackInfo;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.ServerAddressingInfo;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.SubscribedDefaultQos;
import dev.corebed.model.ts29571.TraceData;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 SmPolicyContextData (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyContextData(
        @Valid AccNetChId accNetChId,
        @Valid AccNetChargingAddress chargEntityAddr,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        Boolean invalidSupi,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> interGrpIds,
        @NotNull @Min(0L) @Max(255L) Long pduSessionId,
        @NotNull String pduSessionType,
        String chargingcharacteristics,
        @NotNull String dnn,
        String dnnSelMode,
        @NotNull String notificationUri,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        String ratType,
        @Valid AdditionalAccessInfo addAccessInfo,
        @Valid PlmnIdNid servingNetwork,
        @Valid UserLocation userLocationInfo,
        String ueTimeZone,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ipv4Address,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String ipv6AddressPrefix,
        String ipDomain,
        @Valid Ambr subsSessAmbr,
        String authProfIndex,
        @Valid SubscribedDefaultQos subsDefQos,
        @Valid VplmnQos vplmnQos,
        Long numOfPackFilter,
        Boolean online,
        Boolean offline,
        @JsonProperty("3gppPsDataOffStatus") Boolean _3gppPsDataOffStatus,
        Boolean refQosIndication,
        @JsonSetter(nulls = Nulls.SET) @Valid TraceData traceReq,
        @NotNull @Valid Snssai sliceInfo,
        String qosFlowUsage,
        @Valid ServingNfIdentity servNfId,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @Format(Format.Kind.UUID) String smfId,
        @Format(Format.Kind.DATE_TIME) String recoveryTime,
        String maPduInd,
        String atsssCapab,
        @Size(min = 1) List<@Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])(\\/([0-9]|[1-2][0-9]|3[0-2]))$") String> ipv4FrameRouteList,
        @Size(min = 1) List<@Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String> ipv6FrameRouteList,
        String satBackhaulCategory,
        @JsonSetter(nulls = Nulls.SET) @Valid PcfUeCallbackInfo pcfUeInfo,
        @Size(min = 1) List<@Valid ServerAddressingInfo> pvsInfo,
        Boolean onboardInd,
        @Size(min = 1) List<@Valid NwdafData> nwdafDatas) {}
