// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 Snssai (TS29571_CommonData.yaml). */
public record Snssai(
        @NotNull @Min(0L) @Max(255L) Long sst,
        @Pattern(regexp = "^[A-Fa-f0-9]{6}$") String sd) {}
