// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.Valid;

/** TS 29.518 ProSeInformation (TS29518_Namf_Communication.yaml). */
public record ProSeInformation(
        @Valid N2InfoContent n2Pc5ProSePol) {}
