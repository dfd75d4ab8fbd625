// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 AdditionalMeasurement (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record AdditionalMeasurement(
        @Valid NetworkAreaInfo unexpLoc,
        @Size(min = 1) List<@Valid IpEthFlowDescription> unexpFlowTeps,
        @Size(min = 1) List<@Format(Format.Kind.DATE_TIME) String> unexpWakes,
        @Valid AddressList ddosAttack,
        @Valid AddressList wrgDest,
        @Size(min = 1) List<@Valid CircumstanceDescription> circums) {}
