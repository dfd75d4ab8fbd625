// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 ConditionData (TS29512_Npcf_SMPolicyControl.yaml). */
public record ConditionData(
        @NotNull String condId,
        @JsonSetter(nulls = Nulls.SET) @Format(Format.Kind.DATE_TIME) String activationTime,
        @JsonSetter(nulls = Nulls.SET) @Format(Format.Kind.DATE_TIME) String deactivationTime,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        String ratType) {}
