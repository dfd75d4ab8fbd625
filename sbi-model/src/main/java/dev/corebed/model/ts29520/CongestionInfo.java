// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.TimeWindow;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 CongestionInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record CongestionInfo(
        @NotNull String congType,
        @NotNull @Valid TimeWindow timeIntev,
        @NotNull @Valid ThresholdLevel nsi,
        @Min(0L) Long confidence,
        @Size(min = 1) List<@Valid TopApplication> topAppListUl,
        @Size(min = 1) List<@Valid TopApplication> topAppListDl) {}
