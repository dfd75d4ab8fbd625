// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.constraints.NotNull;

/** TS 29.518 LadnInfo (TS29518_Namf_EventExposure.yaml). */
public record LadnInfo(
        @NotNull String ladn,
        String presence) {}
