// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.571 RouteToLocation (TS29571_CommonData.yaml). */
@Presence("any(has(routeInfo),has(routeProfId))")
public record RouteToLocation(
        @NotNull String dnai,
        @JsonSetter(nulls = Nulls.SET) @Valid RouteInformation routeInfo,
        @JsonSetter(nulls = Nulls.SET) String routeProfId) {}
