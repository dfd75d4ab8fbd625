// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 RedundantTransmissionExpInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record RedundantTransmissionExpInfo(
        @Valid NetworkAreaInfo spatialValidCon,
        String dnn,
        @NotNull @Size(min = 1) List<@Valid RedundantTransmissionExpPerTS> redTransExps) {}
