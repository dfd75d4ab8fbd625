// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.512 ThresholdValue (TS29512_Npcf_SMPolicyControl.yaml). */
public record ThresholdValue(
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long rttThres,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) @Max(1000L) Long plrThres) {}
