// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.Ambr;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 SessionRule (TS29512_Npcf_SMPolicyControl.yaml). */
public record SessionRule(
        @Valid Ambr authSessAmbr,
        @Valid AuthorizedDefaultQos authDefQos,
        @NotNull String sessRuleId,
        @JsonSetter(nulls = Nulls.SET) String refUmData,
        @JsonSetter(nulls = Nulls.SET) String refUmN3gData,
        @JsonSetter(nulls = Nulls.SET) String refCondData) {}
