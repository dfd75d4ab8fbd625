// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 NfStatus (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("any(has(statusRegistered),has(statusUnregistered),has(statusUndiscoverable))")
public record NfStatus(
        @Min(1L) @Max(100L) Long statusRegistered,
        @Min(1L) @Max(100L) Long statusUnregistered,
        @Min(1L) @Max(100L) Long statusUndiscoverable) {}
