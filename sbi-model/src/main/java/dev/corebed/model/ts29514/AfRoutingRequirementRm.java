// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29512.UpPathChgEvent;
import dev.corebed.model.ts29571.EasIpReplacementInfo;
import dev.corebed.model.ts29571.RouteToLocation;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 AfRoutingRequirementRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record AfRoutingRequirementRm(
        Boolean appReloc,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) List<@Valid RouteToLocation> routeToLocs,
        @JsonSetter(nulls = Nulls.SET) @Valid SpatialValidityRm spVal,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<@Valid TemporalValidity> tempVals,
        @JsonSetter(nulls = Nulls.SET) @Valid UpPathChgEvent upPathChgSub,
        @JsonSetter(nulls = Nulls.SET) Boolean addrPreserInd,
        @JsonSetter(nulls = Nulls.SET) Boolean simConnInd,
        @JsonSetter(nulls = Nulls.SET) Long simConnTerm,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<@Valid EasIpReplacementInfo> easIpReplaceInfos,
        Boolean easRedisInd,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long maxAllowedUpLat) {}
