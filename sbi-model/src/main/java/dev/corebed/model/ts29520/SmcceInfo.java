// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_AnalyticsInfo.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 SmcceInfo (TS29520_Nnwdaf_AnalyticsInfo.yaml). */
public record SmcceInfo(
        String dnn,
        @Valid Snssai snssai,
        @NotNull @Valid SmcceUeList smcceUeList) {}
