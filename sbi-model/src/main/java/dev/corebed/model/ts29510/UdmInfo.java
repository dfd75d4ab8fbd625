// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 UdmInfo (TS29510_Nnrf_NFManagement.yaml). */
public record UdmInfo(
        String groupId,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRanges,
        @Size(min = 1) List<@Valid IdentityRange> externalGroupIdentifiersRanges,
        @Size(min = 1) List<@Pattern(regexp = "^[0-9]{1,4}$") String> routingIndicators,
        @Size(min = 1) List<@Valid InternalGroupIdRange> internalGroupIdentifiersRanges,
        @Size(min = 1) List<@Valid SuciInfo> suciInfos) {}
