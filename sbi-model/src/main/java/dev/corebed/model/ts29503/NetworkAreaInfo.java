// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_PP.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.ts29571.Ecgi;
import dev.corebed.model.ts29571.GlobalRanNodeId;
import dev.corebed.model.ts29571.Ncgi;
import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.503 NetworkAreaInfo (TS29503_Nudm_PP.yaml). */
public record NetworkAreaInfo(
        @Size(min = 1) List<@Valid Ecgi> ecgis,
        @Size(min = 1) List<@Valid Ncgi> ncgis,
        @Size(min = 1) List<@Valid GlobalRanNodeId> gRanNodeIds,
        @Size(min = 1) List<@Valid Tai> tais) {}
