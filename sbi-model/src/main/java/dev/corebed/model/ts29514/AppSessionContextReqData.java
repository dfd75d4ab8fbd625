// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.ts29512.BridgeManagementContainer;
import dev.corebed.model.ts29512.PortManagementContainer;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.514 AppSessionContextReqData (TS29514_Npcf_PolicyAuthorization.yaml). */
@Presence("one(has(ueIpv4),has(ueIpv6),has(ueMac))")
public record AppSessionContextReqData(
        String afAppId,
        String afChargId,
        String afReqData,
        @Valid AfRoutingRequirement afRoutReq,
        String aspId,
        String bdtRefId,
        String dnn,
        @Valid EventsSubscReqData evSubsc,
        String mcpttId,
        String mcVideoId,
        @Size(min = 1) Map<String, @Valid MediaComponent> medComponents,
        String ipDomain,
        String mpsAction,
        String mpsId,
        String mcsId,
        String preemptControlInfo,
        String resPrio,
        String servInfStatus,
        @NotNull String notifUri,
        String servUrn,
        @Valid Snssai sliceInfo,
        String sponId,
        String sponStatus,
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @NotNull @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ueIpv4,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String ueIpv6,
        @Pattern(regexp = "^([0-9a-fA-F]{2})((-[0-9a-fA-F]{2}){5})$") String ueMac,
        @Valid BridgeManagementContainer tsnBridgeManCont,
        @Valid PortManagementContainer tsnPortManContDstt,
        @Size(min = 1) List<@Valid PortManagementContainer> tsnPortManContNwtts) {}
