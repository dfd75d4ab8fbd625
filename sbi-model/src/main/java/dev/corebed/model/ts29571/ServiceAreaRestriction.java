// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import java.util.List;

/** TS 29.571 ServiceAreaRestriction (TS29571_CommonData.yaml). */
@Presence("one(not(has(restrictionType)),has(areas))")
@Presence("any(not(all(has(restrictionType),in(restrictionType,NOT_ALLOWED_AREAS))),not(has(maxNumOfTAs)))")
@Presence("any(not(all(has(restrictionType),in(restrictionType,ALLOWED_AREAS))),not(has(maxNumOfTAsForNotAllowedAreas)))")
public record ServiceAreaRestriction(
        String restrictionType,
        List<@Valid Area> areas,
        @Min(0L) Long maxNumOfTAs,
        @Min(0L) Long maxNumOfTAsForNotAllowedAreas) {}
