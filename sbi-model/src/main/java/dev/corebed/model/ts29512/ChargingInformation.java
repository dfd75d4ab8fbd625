// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 ChargingInformation (TS29512_Npcf_SMPolicyControl.yaml). */
public record ChargingInformation(
        @NotNull String primaryChfAddress,
        String secondaryChfAddress,
        String primaryChfSetId,
        @Format(Format.Kind.UUID) String primaryChfInstanceId,
        String secondaryChfSetId,
        @Format(Format.Kind.UUID) String secondaryChfInstanceId) {}
