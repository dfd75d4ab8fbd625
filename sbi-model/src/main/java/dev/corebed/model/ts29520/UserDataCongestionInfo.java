// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 UserDataCongestionInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record UserDataCongestionInfo(
        @NotNull @Valid NetworkAreaInfo networkArea,
        @NotNull @Valid CongestionInfo congestionInfo,
        @Valid Snssai snssai) {}
