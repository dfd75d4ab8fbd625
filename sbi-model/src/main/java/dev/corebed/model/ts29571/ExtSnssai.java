// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Presence;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.571 ExtSnssai (TS29571_CommonData.yaml). */
@Presence("not(all(has(sdRanges),has(wildcardSd)))")
public record ExtSnssai(
        @NotNull @Min(0L) @Max(255L) Long sst,
        @Pattern(regexp = "^[A-Fa-f0-9]{6}$") String sd,
        @Size(min = 1) List<@Valid SdRange> sdRanges,
        @Values({"true"}) Boolean wildcardSd) {}
