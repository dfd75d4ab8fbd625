// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 ObservedRedundantTransExp (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record ObservedRedundantTransExp(
        @Min(0L) @Max(1000L) Long avgPktDropRateUl,
        Double varPktDropRateUl,
        @Min(0L) @Max(1000L) Long avgPktDropRateDl,
        Double varPktDropRateDl,
        @Min(1L) Long avgPktDelayUl,
        Double varPktDelayUl,
        @Min(1L) Long avgPktDelayDl,
        Double varPktDelayDl) {}
