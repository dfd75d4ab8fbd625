// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29510.TaiRange;
import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 TargetArea (TS29518_Namf_EventExposure.yaml). */
public record TargetArea(
        @Size(min = 1) List<@Valid Tai> taList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        Boolean anyTa) {}
