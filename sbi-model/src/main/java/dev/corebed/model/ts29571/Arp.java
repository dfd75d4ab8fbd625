// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 Arp (TS29571_CommonData.yaml). */
public record Arp(
        @JsonSetter(nulls = Nulls.SET) @Min(1L) @Max(15L) Long priorityLevel,
        @NotNull String preemptCap,
        @NotNull String preemptVuln) {}
