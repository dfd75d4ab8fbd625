// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29122.TimeWindow;
import dev.corebed.model.ts29508.UpfInformation;
import dev.corebed.model.ts29517.AddrFqdn;
import dev.corebed.model.ts29554.NetworkAreaInfo;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.520 DnPerf (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record DnPerf(
        @Valid AddrFqdn appServerInsAddr,
        @Valid UpfInformation upfInfo,
        String dnai,
        @NotNull @Valid PerfData perfData,
        @Valid NetworkAreaInfo spatialValidCon,
        @Valid TimeWindow temporalValidCon) {}
