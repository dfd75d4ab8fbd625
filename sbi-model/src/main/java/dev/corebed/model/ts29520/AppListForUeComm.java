// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 AppListForUeComm (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record AppListForUeComm(
        @NotNull String appId,
        @Format(Format.Kind.DATE_TIME) String startTime,
        Long appDur,
        @Min(1L) @Max(100L) Long occurRatio,
        @Valid NetworkAreaInfo spatialValidity) {}
