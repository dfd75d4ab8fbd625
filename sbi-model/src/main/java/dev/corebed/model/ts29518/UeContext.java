// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29503.CagData;
import dev.corebed.model.ts29503.EpsInterworkingInfo;
import dev.corebed.model.ts29507.AsTimeDistributionParam;
import dev.corebed.model.ts29507.SmfSelectionData;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.Area;
import dev.corebed.model.ts29571.MoExpDataCounter;
import dev.corebed.model.ts29571.PcfUeCallbackInfo;
import dev.corebed.model.ts29571.PduSessionInfo;
import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.ts29571.ServiceAreaRestriction;
import dev.corebed.model.ts29571.SliceMbr;
import dev.corebed.model.ts29571.TraceData;
import dev.corebed.model.ts29571.WirelineServiceAreaRestriction;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.518 UeContext (TS29518_Namf_Communication.yaml). */
public record UeContext(
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        Boolean supiUnauthInd,
        @Size(min = 1) List<@Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String> gpsiList,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        String udmGroupId,
        String ausfGroupId,
        String pcfGroupId,
        String routingIndicator,
        Long hNwPubKeyId,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> groupList,
        @Format(Format.Kind.BYTE) String drxParameter,
        @Min(1L) @Max(256L) Long subRfsp,
        @Min(1L) @Max(256L) Long pcfRfsp,
        @Min(1L) @Max(256L) Long usedRfsp,
        @Valid Ambr subUeAmbr,
        @Valid Ambr pcfUeAmbr,
        @Size(min = 1) Map<String, @Valid SliceMbr> subUeSliceMbrList,
        @Format(Format.Kind.UUID) String smsfId,
        @Valid SeafData seafData,
        @JsonProperty("5gMmCapability") @Format(Format.Kind.BYTE) String _5gMmCapability,
        @Format(Format.Kind.UUID) String pcfId,
        String pcfSetId,
        String pcfAmpServiceSetId,
        String pcfUepServiceSetId,
        String pcfBinding,
        String pcfAmPolicyUri,
        @Size(min = 1) List<String> amPolicyReqTriggerList,
        String pcfUePolicyUri,
        @Size(min = 1) List<String> uePolicyReqTriggerList,
        @Format(Format.Kind.UUID) String hpcfId,
        String hpcfSetId,
        @Size(min = 1) List<String> restrictedRatList,
        @Size(min = 1) List<@Valid Area> forbiddenAreaList,
        @Valid ServiceAreaRestriction serviceAreaRestriction,
        @Size(min = 1) List<String> restrictedCoreNwTypeList,
        @Size(min = 1) List<@Valid ExtAmfEventSubscription> eventSubscriptionList,
        @Size(min = 1, max = 2) List<@Valid MmContext> mmContextList,
        @Size(min = 1) List<@Valid PduSessionContext> sessionContextList,
        @Valid EpsInterworkingInfo epsInterworkingInfo,
        @JsonSetter(nulls = Nulls.SET) @Valid TraceData traceData,
        @Format(Format.Kind.DATE_TIME) String serviceGapExpiryTime,
        String stnSr,
        @Pattern(regexp = "^[0-9]{5,15}$") String cMsisdn,
        @Format(Format.Kind.BYTE) String msClassmark2,
        @Size(min = 1) List<@Format(Format.Kind.BYTE) String> supportedCodecList,
        @Size(min = 1) List<@Valid SmallDataRateStatusInfo> smallDataRateStatusInfos,
        @Size(min = 1) List<String> restrictedPrimaryRatList,
        @Size(min = 1) List<String> restrictedSecondaryRatList,
        @Valid V2xContext v2xContext,
        Boolean lteCatMInd,
        Boolean redCapInd,
        @Valid MoExpDataCounter moExpDataCounter,
        @Valid CagData cagData,
        Boolean managementMdtInd,
        @Valid ImmediateMdtConf immediateMdtConf,
        @Valid EcRestrictionDataWb ecRestrictionDataWb,
        Boolean ecRestrictionDataNb,
        Boolean iabOperationAllowed,
        @Valid ProseContext proseContext,
        @Size(min = 1) List<@Valid AnalyticsSubscription> analyticsSubscriptionList,
        String pcfAmpBindingInfo,
        String pcfUepBindingInfo,
        @Valid ServiceAreaRestriction usedServiceAreaRestriction,
        @Size(min = 1) Map<String, @Valid PresenceInfo> praInAmPolicy,
        @Size(min = 1) Map<String, @Valid PresenceInfo> praInUePolicy,
        @Valid UpdpSubscriptionData updpSubscriptionData,
        @Size(min = 1) List<@Valid PduSessionInfo> smPolicyNotifyPduList,
        @JsonSetter(nulls = Nulls.SET) @Valid PcfUeCallbackInfo pcfUeCallbackInfo,
        @Format(Format.Kind.BYTE) String uePositioningCap,
        Boolean astiDistributionIndication,
        Long tsErrorBudget,
        Boolean snpnOnboardInd,
        @JsonSetter(nulls = Nulls.SET) @Valid SmfSelectionData smfSelInfo,
        @Size(min = 1) Map<String, @Valid SliceMbr> pcfUeSliceMbrList,
        String smsfSetId,
        String smsfServiceSetId,
        String smsfBindingInfo,
        Boolean disasterRoamingInd,
        @Valid PlmnId disasterPlmn,
        @Valid WirelineServiceAreaRestriction wlServAreaRes,
        @JsonSetter(nulls = Nulls.SET) @Valid AsTimeDistributionParam asTimeDisParam) {}
