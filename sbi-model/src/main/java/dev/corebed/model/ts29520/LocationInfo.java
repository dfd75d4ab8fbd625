// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.UserLocation;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 LocationInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record LocationInfo(
        @NotNull @Valid UserLocation loc,
        @Min(1L) @Max(100L) Long ratio,
        @Min(0L) Long confidence) {}
