// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_SDM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Pattern;

/** TS 29.503 IpAddress (TS29503_Nudm_SDM.yaml). */
@Presence("one(has(ipv4Addr),has(ipv6Addr),has(ipv6Prefix))")
public record IpAddress(
        @Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String ipv4Addr,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))$") String ipv6Addr,
        @Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String ipv6Prefix) {}
