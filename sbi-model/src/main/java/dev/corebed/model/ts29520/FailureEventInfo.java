// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.NotNull;

/** TS 29.520 FailureEventInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record FailureEventInfo(
        @NotNull String event,
        @NotNull String failureCode) {}
