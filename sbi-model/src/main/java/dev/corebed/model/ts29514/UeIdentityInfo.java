// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Pattern;

/** TS 29.514 UeIdentityInfo (TS29514_Npcf_PolicyAuthorization.yaml). */
@Presence("any(has(gpsi),has(pei),has(supi))")
public record UeIdentityInfo(
        @Pattern(regexp = "^(msisdn-[0-9]{5,15}|extid-[^@]+@[^@]+|.+)$") String gpsi,
        @Pattern(regexp = "^(imei-[0-9]{15}|imeisv-[0-9]{16}|mac((-[0-9a-fA-F]{2}){6})(-untrusted)?|eui((-[0-9a-fA-F]{2}){8})|.+)$") String pei,
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi) {}
