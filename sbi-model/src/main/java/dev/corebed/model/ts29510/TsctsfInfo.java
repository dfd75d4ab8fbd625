// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** TS 29.510 TsctsfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record TsctsfInfo(
        JsonNode sNssaiInfoList,
        @Size(min = 1) List<@Valid IdentityRange> externalGroupIdentifiersRanges,
        @Size(min = 1) List<@Valid SupiRange> supiRanges,
        @Size(min = 1) List<@Valid IdentityRange> gpsiRanges,
        @Size(min = 1) List<@Valid InternalGroupIdRange> internalGroupIdentifiersRanges) {}
