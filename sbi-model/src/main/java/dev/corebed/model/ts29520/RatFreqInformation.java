// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;

/** TS 29.520 RatFreqInformation (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record RatFreqInformation(
        Boolean allFreq,
        Boolean allRat,
        @Min(0L) @Max(3279165L) Long freq,
        String ratType,
        @Valid ThresholdLevel svcExpThreshold,
        String matchingDir) {}
