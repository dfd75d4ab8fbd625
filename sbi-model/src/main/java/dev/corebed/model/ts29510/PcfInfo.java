// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 PcfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record PcfInfo(
        String groupId,
        @Size(min = 1) List<String> dnnList,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRanges,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String rxDiamHost,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String rxDiamRealm,
        Boolean v2xSupportInd,
        Boolean proseSupportInd,
        @Valid ProSeCapability proseCapability,
        @Valid V2xCapability v2xCapability) {}
