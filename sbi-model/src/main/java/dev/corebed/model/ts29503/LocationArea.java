// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_PP.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.ts29572.CivicAddress;
import dev.corebed.model.validation.Alternatives;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import tools.jackson.databind.JsonNode;

/** TS 29.503 LocationArea (TS29503_Nudm_PP.yaml). */
public record LocationArea(
        @Size(min = 0) List<@Alternatives(value = {dev.corebed.model.ts29572.Point.class, dev.corebed.model.ts29572.PointUncertaintyCircle.class, dev.corebed.model.ts29572.PointUncertaintyEllipse.class, dev.corebed.model.ts29572.Polygon.class, dev.corebed.model.ts29572.PointAltitude.class, dev.corebed.model.ts29572.PointAltitudeUncertainty.class, dev.corebed.model.ts29572.EllipsoidArc.class}, exactlyOne = false) JsonNode> geographicAreas,
        @Size(min = 0) List<@Valid CivicAddress> civicAddresses,
        @Valid NetworkAreaInfo nwAreaInfo,
        @Valid UmtTime umtTime) {}
