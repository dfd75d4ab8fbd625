// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;

/** TS 29.520 CircumstanceDescription (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record CircumstanceDescription(
        Double freq,
        @Format(Format.Kind.DATE_TIME) String tm,
        @Valid NetworkAreaInfo locArea,
        @Min(0L) Long vol) {}
