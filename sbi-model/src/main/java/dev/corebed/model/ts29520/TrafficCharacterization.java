// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 TrafficCharacterization (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("any(has(ulVol),has(dlVol))")
public record TrafficCharacterization(
        String dnn,
        @Valid Snssai snssai,
        String appId,
        @Size(min = 1, max = 2) List<@Valid IpEthFlowDescription> fDescs,
        @Min(0L) Long ulVol,
        Double ulVolVariance,
        @Min(0L) Long dlVol,
        Double dlVolVariance) {}
