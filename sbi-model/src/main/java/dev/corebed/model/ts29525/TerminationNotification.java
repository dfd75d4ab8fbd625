// Generated from the 3GPP Rel-17 OpenAPI file TS29525_Npcf_UEPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29525;

import jakarta.validation.constraints.NotNull;

/** TS 29.525 TerminationNotification (TS29525_Npcf_UEPolicyControl.yaml). */
public record TerminationNotification(
        @NotNull String resourceUri,
        @NotNull String cause) {}
