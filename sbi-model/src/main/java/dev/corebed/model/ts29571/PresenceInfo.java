// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.571 PresenceInfo (TS29571_CommonData.yaml). */
public record PresenceInfo(
        String praId,
        String additionalPraId,
        String presenceState,
        @Size(min = 1) List<@Valid Tai> trackingAreaList,
        @Size(min = 1) List<@Valid Ecgi> ecgiList,
        @Size(min = 1) List<@Valid Ncgi> ncgiList,
        @Size(min = 1) List<@Valid GlobalRanNodeId> globalRanNodeIdList,
        @Size(min = 1) List<@Valid GlobalRanNodeId> globaleNbIdList) {}
