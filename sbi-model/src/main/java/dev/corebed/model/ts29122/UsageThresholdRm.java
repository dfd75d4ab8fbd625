// Generated from the 3GPP Rel-17 OpenAPI file TS29122_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29122;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Min;

/** TS 29.122 UsageThresholdRm (TS29122_CommonData.yaml). */
public record UsageThresholdRm(
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long duration,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long totalVolume,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long downlinkVolume,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long uplinkVolume) {}
