// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Min;

/** TS 29.507 AsTimeDistributionParam (TS29507_Npcf_AMPolicyControl.yaml). */
public record AsTimeDistributionParam(
        Boolean asTimeDistInd,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long uuErrorBudget) {}
