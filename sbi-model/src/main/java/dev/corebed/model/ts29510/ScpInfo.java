// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.PlmnId;
import dev.corebed.model.ts29571.PlmnIdNid;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 ScpInfo (TS29510_Nnrf_NFManagement.yaml). */
public record ScpInfo(
        @Size(min = 1) Map<String, @Valid ScpDomainInfo> scpDomainInfoList,
        String scpPrefix,
        @Size(min = 1) Map<String, @Min(0L) @Max(65535L) Long> scpPorts,
        @Size(min = 1) List<String> addressDomains,
        @Size(min = 1) List<@Pattern(regexp = "^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])$") String> ipv4Addresses,
        @Size(min = 1) List<@Pattern(regexp = "^((:|(0?|([1-9a-f][0-9a-f]{0,3}))):)((0?|([1-9a-f][0-9a-f]{0,3})):){0,6}(:|(0?|([1-9a-f][0-9a-f]{0,3})))(\\/(([0-9])|([0-9]{2})|(1[0-1][0-9])|(12[0-8])))$") @Pattern(regexp = "^((([^:]+:){7}([^:]+))|((([^:]+:)*[^:]+)?::(([^:]+:)*[^:]+)?))(\\/.+)$") String> ipv6Prefixes,
        @Size(min = 1) List<@Valid Ipv4AddressRange> ipv4AddrRanges,
        @Size(min = 1) List<@Valid Ipv6PrefixRange> ipv6PrefixRanges,
        @Size(min = 1) List<String> servedNfSetIdList,
        @Size(min = 1) List<@Valid PlmnId> remotePlmnList,
        @Size(min = 1) List<@Valid PlmnIdNid> remoteSnpnList,
        String ipReachability,
        List<String> scpCapabilities) {}
