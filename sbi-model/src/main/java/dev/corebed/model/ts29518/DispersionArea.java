// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.Ecgi;
import dev.corebed.model.ts29571.Ncgi;
import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 DispersionArea (TS29518_Namf_EventExposure.yaml). */
public record DispersionArea(
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid Ncgi> ncgiList,
        @Size(min = 1) List<@Valid Ecgi> ecgiList,
        Boolean n3gaInd) {}
