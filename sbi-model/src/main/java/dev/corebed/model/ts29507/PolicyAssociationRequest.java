// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29512.NwdafData;
import dev.corebed.model.ts29531.MappingOfSnssai;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.ServiceAreaRestriction;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.ts29571.TraceData;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.ts29571.WirelineServiceAreaRestriction;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.507 PolicyAssociationRequest (TS29507_Npcf_AMPolicyControl.yaml). */
public record PolicyAssociationRequest(
        @NotNull String notificationUri,
        @Size(min = 1) List<@Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String> altNotifIpv4Addrs,
        @Size(min = 1) List<@Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String> altNotifIpv6Addrs,
        @Size(min = 1) List<@Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String> altNotifFqdns,
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        @Size(min = 1) List<@Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String> accessTypes,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        @Valid UserLocation userLoc,
        String timeZone,
        @Valid PlmnIdNid servingPlmn,
        String ratType,
        @Size(min = 1) List<String> ratTypes,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}-[0-9]{3}-[0-9]{2,3}-([A-Fa-f0-9][A-Fa-f0-9]){1,10}$") String> groupIds,
        @Valid ServiceAreaRestriction servAreaRes,
        @Valid WirelineServiceAreaRestriction wlServAreaRes,
        @Min(1L) @Max(256L) Long rfsp,
        @Valid Ambr ueAmbr,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) List<@Valid UeSliceMbr> ueSliceMbrs,
        @Size(min = 1) List<@Valid Snssai> allowedSnssais,
        @Size(min = 1) List<@Valid Snssai> targetSnssais,
        @Size(min = 1) List<@Valid MappingOfSnssai> mappingSnssais,
        @Size(min = 1) List<@Valid Snssai> n3gAllowedSnssais,
        @Valid Guami guami,
        String serviveName,
        @JsonSetter(nulls = Nulls.SET) @Valid TraceData traceReq,
        @Size(min = 1) List<@Valid NwdafData> nwdafDatas,
        @NotNull @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat) {}
