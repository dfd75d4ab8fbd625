// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 DispersionInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record DispersionInfo(
        @NotNull @Format(Format.Kind.DATE_TIME) String tsStart,
        @NotNull Long tsDuration,
        @NotNull @Size(min = 1) List<@Valid DispersionCollection> disperCollects,
        @NotNull String disperType) {}
