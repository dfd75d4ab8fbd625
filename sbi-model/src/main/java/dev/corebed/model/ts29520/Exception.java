// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.NotNull;

/** TS 29.520 Exception (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record Exception(
        @NotNull String excepId,
        Long excepLevel,
        String excepTrend) {}
