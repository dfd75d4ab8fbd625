// Generated from the 3GPP Rel-17 OpenAPI file TS29122_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29122;

import jakarta.validation.constraints.Min;

/** TS 29.122 AccumulatedUsage (TS29122_CommonData.yaml). */
public record AccumulatedUsage(
        @Min(0L) Long duration,
        @Min(0L) Long totalVolume,
        @Min(0L) Long downlinkVolume,
        @Min(0L) Long uplinkVolume) {}
