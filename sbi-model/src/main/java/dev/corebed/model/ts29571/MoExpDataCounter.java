// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 MoExpDataCounter (TS29571_CommonData.yaml). */
public record MoExpDataCounter(
        @NotNull Long counter,
        @Format(Format.Kind.DATE_TIME) String timeStamp) {}
