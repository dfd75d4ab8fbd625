// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29512.BridgeManagementContainer;
import dev.corebed.model.ts29512.PortManagementContainer;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.514 AppSessionContextUpdateData (TS29514_Npcf_PolicyAuthorization.yaml). */
public record AppSessionContextUpdateData(
        String afAppId,
        @JsonSetter(nulls = Nulls.SET) @Valid AfRoutingRequirementRm afRoutReq,
        String aspId,
        String bdtRefId,
        @JsonSetter(nulls = Nulls.SET) @Valid EventsSubscReqDataRm evSubsc,
        String mcpttId,
        String mcVideoId,
        @JsonSetter(contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid MediaComponentRm> medComponents,
        String mpsAction,
        String mpsId,
        String mcsId,
        @JsonSetter(nulls = Nulls.SET) String preemptControlInfo,
        String resPrio,
        String servInfStatus,
        String sipForkInd,
        String sponId,
        String sponStatus,
        @Valid BridgeManagementContainer tsnBridgeManCont,
        @Valid PortManagementContainer tsnPortManContDstt,
        @Size(min = 1) List<@Valid PortManagementContainer> tsnPortManContNwtts) {}
