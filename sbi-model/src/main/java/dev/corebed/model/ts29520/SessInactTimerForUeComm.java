// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 SessInactTimerForUeComm (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record SessInactTimerForUeComm(
        @NotNull @Min(0L) @Max(255L) Long n4SessId,
        @NotNull Long sessInactiveTimer) {}
