// Generated from the 3GPP Rel-17 OpenAPI file TS29531_Nnssf_NSSelection.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29531;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.531 NsiInformation (TS29531_Nnssf_NSSelection.yaml). */
public record NsiInformation(
        @NotNull String nrfId,
        String nsiId,
        String nrfNfMgtUri,
        String nrfAccessTokenUri,
        @Size(min = 1) Map<String, Boolean> nrfOauth2Required) {}
