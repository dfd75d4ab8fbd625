// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 EutraLocation (TS29571_CommonData.yaml). */
public record EutraLocation(
        @NotNull @Valid Tai tai,
        Boolean ignoreTai,
        @NotNull @Valid Ecgi ecgi,
        Boolean ignoreEcgi,
        @Min(0L) @Max(32767L) Long ageOfLocationInformation,
        @Format(Format.Kind.DATE_TIME) String ueLocationTimestamp,
        @Pattern(regexp = "^[0-9A-F]{16}$") String geographicalInformation,
        @Pattern(regexp = "^[0-9A-F]{20}$") String geodeticInformation,
        @Valid GlobalRanNodeId globalNgenbId,
        @Valid GlobalRanNodeId globalENbId) {}
