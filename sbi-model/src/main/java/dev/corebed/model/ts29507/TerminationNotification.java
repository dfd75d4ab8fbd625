// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import jakarta.validation.constraints.NotNull;

/** TS 29.507 TerminationNotification (TS29507_Npcf_AMPolicyControl.yaml). */
public record TerminationNotification(
        @NotNull String resourceUri,
        @NotNull String cause) {}
