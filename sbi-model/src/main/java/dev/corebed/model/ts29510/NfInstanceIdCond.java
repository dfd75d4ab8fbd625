// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.510 NfInstanceIdCond (TS29510_Nnrf_NFManagement.yaml). */
public record NfInstanceIdCond(
        @NotNull @Format(Format.Kind.UUID) String nfInstanceId) {}
