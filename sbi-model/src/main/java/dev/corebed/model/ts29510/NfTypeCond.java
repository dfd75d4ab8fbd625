// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.NotNull;
import tools.jackson.databind.JsonNode;

/** TS 29.510 NfTypeCond (TS29510_Nnrf_NFManagement.yaml). */
@Presence("not(has(nfGroupId))")
public record NfTypeCond(
        @NotNull String nfType,
        JsonNode nfGroupId) {}
