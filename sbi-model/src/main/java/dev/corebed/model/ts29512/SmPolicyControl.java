// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 SmPolicyControl (TS29512_Npcf_SMPolicyControl.yaml). */
public record SmPolicyControl(
        @NotNull @Valid SmPolicyContextData context,
        @NotNull @Valid SmPolicyDecision policy) {}
