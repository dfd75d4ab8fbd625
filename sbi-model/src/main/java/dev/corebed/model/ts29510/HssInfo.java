// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29503.NetworkNodeDiameterAddress;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 HssInfo (TS29510_Nnrf_NFManagement.yaml). */
public record HssInfo(
        String groupId,
        @Size(min = 1) List<@Valid ImsiRange> imsiRanges,
        @Size(min = 1) List<@Valid IdentityRange> imsPrivateIdentityRanges,
        @Size(min = 1) List<@Valid IdentityRange> imsPublicIdentityRanges,
        @Size(min = 1) List<@Valid IdentityRange> msisdnRanges,
        @Size(min = 1) List<@Valid IdentityRange> externalGroupIdentifiersRanges,
        @Valid NetworkNodeDiameterAddress hssDiameterAddress) {}
