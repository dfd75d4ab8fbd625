// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.validation.Format;

/** TS 29.514 TemporalValidity (TS29514_Npcf_PolicyAuthorization.yaml). */
public record TemporalValidity(
        @Format(Format.Kind.DATE_TIME) String startTime,
        @Format(Format.Kind.DATE_TIME) String stopTime) {}
