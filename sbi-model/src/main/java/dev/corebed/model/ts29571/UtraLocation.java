// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 UtraLocation (TS29571_CommonData.yaml). */
@Presence("one(has(cgi),has(sai),has(rai))")
public record UtraLocation(
        @Valid CellGlobalId cgi,
        @Valid ServiceAreaId sai,
        @Valid LocationAreaId lai,
        @Valid RoutingAreaId rai,
        @Min(0L) @Max(32767L) Long ageOfLocationInformation,
        @Format(Format.Kind.DATE_TIME) String ueLocationTimestamp,
        @Pattern(regexp = "^[0-9A-F]{16}$") String geographicalInformation,
        @Pattern(regexp = "^[0-9A-F]{20}$") String geodeticInformation) {}
