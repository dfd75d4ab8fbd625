// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import jakarta.validation.Valid;

/** TS 29.512 SmPolicyNotification (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyNotification(
        String resourceUri,
        @Valid SmPolicyDecision smPolicyDecision) {}
