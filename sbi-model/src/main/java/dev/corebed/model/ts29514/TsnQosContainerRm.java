// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.514 TsnQosContainerRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record TsnQosContainerRm(
        @JsonSetter(nulls = Nulls.SET) @Min(4096L) @Max(2000000L) Long maxTscBurstSize,
        @JsonSetter(nulls = Nulls.SET) @Min(1L) Long tscPackDelay,
        @JsonSetter(nulls = Nulls.SET) @Min(1L) @Max(8L) Long tscPrioLevel) {}
