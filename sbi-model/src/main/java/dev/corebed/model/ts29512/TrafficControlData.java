// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.EasIpReplacementInfo;
import dev.corebed.model.ts29571.RouteToLocation;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 TrafficControlData (TS29512_Npcf_SMPolicyControl.yaml). */
public record TrafficControlData(
        @NotNull String tcId,
        String flowStatus,
        @Valid RedirectInformation redirectInfo,
        @Size(min = 1) List<@Valid RedirectInformation> addRedirectInfo,
        Boolean muteNotif,
        @JsonSetter(nulls = Nulls.SET) String trafficSteeringPolIdDl,
        @JsonSetter(nulls = Nulls.SET) String trafficSteeringPolIdUl,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) List<@Valid RouteToLocation> routeToLocs,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long maxAllowedUpLat,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<@Valid EasIpReplacementInfo> easIpReplaceInfos,
        Boolean traffCorreInd,
        Boolean simConnInd,
        Long simConnTerm,
        @JsonSetter(nulls = Nulls.SET) @Valid UpPathChgEvent upPathChgEvent,
        String steerFun,
        @Valid SteeringMode steerModeDl,
        @Valid SteeringMode steerModeUl,
        String mulAccCtrl) {}
