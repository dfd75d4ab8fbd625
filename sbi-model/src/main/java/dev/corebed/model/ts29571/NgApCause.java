// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 NgApCause (TS29571_CommonData.yaml). */
public record NgApCause(
        @NotNull @Min(0L) Long group,
        @NotNull @Min(0L) Long value) {}
