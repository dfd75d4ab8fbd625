// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29514.EthFlowDescription;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;

/** TS 29.520 IpEthFlowDescription (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(ipTrafficFilter),has(ethTrafficFilter))")
public record IpEthFlowDescription(
        String ipTrafficFilter,
        @Valid EthFlowDescription ethTrafficFilter) {}
