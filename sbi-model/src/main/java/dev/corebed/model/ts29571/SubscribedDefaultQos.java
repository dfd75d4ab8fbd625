// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 SubscribedDefaultQos (TS29571_CommonData.yaml). */
public record SubscribedDefaultQos(
        @NotNull @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        @NotNull @Valid Arp arp,
        @Min(1L) @Max(127L) Long priorityLevel) {}
