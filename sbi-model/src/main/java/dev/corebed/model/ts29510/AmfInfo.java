// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 AmfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record AmfInfo(
        @NotNull @Pattern(regexp = "^[0-3][A-Fa-f0-9]{2}$") String amfSetId,
        @NotNull @Pattern(regexp = "^[A-Fa-f0-9]{2}$") String amfRegionId,
        @NotNull @Size(min = 1) List<@Valid Guami> guamiList,
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Size(min = 1) List<@Valid Guami> backupInfoAmfFailure,
        @Size(min = 1) List<@Valid Guami> backupInfoAmfRemoval,
        @Valid N2InterfaceAmfInfo n2InterfaceAmfInfo,
        Boolean amfOnboardingCapability,
        Boolean highLatencyCom) {}
