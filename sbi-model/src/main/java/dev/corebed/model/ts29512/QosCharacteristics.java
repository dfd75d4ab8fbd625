// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.512 QosCharacteristics (TS29512_Npcf_SMPolicyControl.yaml). */
public record QosCharacteristics(
        @NotNull @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        @NotNull String resourceType,
        @NotNull @Min(1L) @Max(127L) Long priorityLevel,
        @NotNull @Min(1L) Long packetDelayBudget,
        @NotNull @Pattern(regexp = "^([0-9]E-[0-9])$") String packetErrorRate,
        @Min(1L) @Max(4095L) Long averagingWindow,
        @Min(1L) @Max(4095L) Long maxDataBurstVol,
        @Min(4096L) @Max(2000000L) Long extMaxDataBurstVol) {}
