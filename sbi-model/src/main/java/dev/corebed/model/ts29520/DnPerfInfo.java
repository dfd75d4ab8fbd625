// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 DnPerfInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record DnPerfInfo(
        String appId,
        String dnn,
        @Valid Snssai snssai,
        @NotNull @Size(min = 1) List<@Valid DnPerf> dnPerf,
        @Min(0L) Long confidence) {}
