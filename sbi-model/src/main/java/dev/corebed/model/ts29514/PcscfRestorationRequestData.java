// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;

/** TS 29.514 PcscfRestorationRequestData (TS29514_Npcf_PolicyAuthorization.yaml). */
@Presence("one(has(ueIpv4),has(ueIpv6))")
public record PcscfRestorationRequestData(
        String dnn,
        String ipDomain,
        @Valid Snssai sliceInfo,
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ueIpv4,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String ueIpv6) {}
