// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.validation.Values;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 AdditionalAccessInfo (TS29512_Npcf_SMPolicyControl.yaml). */
public record AdditionalAccessInfo(
        @NotNull @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        String ratType) {}
