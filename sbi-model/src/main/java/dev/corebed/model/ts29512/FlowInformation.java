// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29514.EthFlowDescription;
import jakarta.validation.Valid;

/** TS 29.512 FlowInformation (TS29512_Npcf_SMPolicyControl.yaml). */
public record FlowInformation(
        String flowDescription,
        @Valid EthFlowDescription ethFlowDescription,
        String packFiltId,
        Boolean packetFilterUsage,
        @JsonSetter(nulls = Nulls.SET) String tosTrafficClass,
        @JsonSetter(nulls = Nulls.SET) String spi,
        @JsonSetter(nulls = Nulls.SET) String flowLabel,
        @JsonSetter(nulls = Nulls.SET) String flowDirection) {}
