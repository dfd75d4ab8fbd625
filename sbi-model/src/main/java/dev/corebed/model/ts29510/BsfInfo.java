// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 BsfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record BsfInfo(
        @Size(min = 1) List<String> dnnList,
        @Size(min = 1) List<String> ipDomainList,
        @Size(min = 1) List<@Valid Ipv4AddressRange> ipv4AddressRanges,
        @Size(min = 1) List<@Valid Ipv6PrefixRange> ipv6PrefixRanges,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String rxDiamHost,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String rxDiamRealm,
        String groupId,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRanges) {}
