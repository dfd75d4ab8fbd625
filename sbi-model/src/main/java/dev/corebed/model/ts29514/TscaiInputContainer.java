// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Min;

/** TS 29.514 TscaiInputContainer (TS29514_Npcf_PolicyAuthorization.yaml). */
public record TscaiInputContainer(
        @Min(0L) Long periodicity,
        @Format(Format.Kind.DATE_TIME) String burstArrivalTime,
        @Min(0L) Long surTimeInNumMsg,
        @Min(0L) Long surTimeInTime) {}
