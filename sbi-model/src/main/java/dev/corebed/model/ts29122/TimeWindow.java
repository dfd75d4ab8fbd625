// Generated from the 3GPP Rel-17 OpenAPI file TS29122_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29122;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.122 TimeWindow (TS29122_CommonData.yaml). */
public record TimeWindow(
        @NotNull @Format(Format.Kind.DATE_TIME) String startTime,
        @NotNull @Format(Format.Kind.DATE_TIME) String stopTime) {}
