// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.518 N2InfoContainer (TS29518_Namf_Communication.yaml). */
public record N2InfoContainer(
        @NotNull String n2InformationClass,
        @Valid N2SmInformation smInfo,
        @Valid N2RanInformation ranInfo,
        @Valid NrppaInformation nrppaInfo,
        @Valid PwsInformation pwsInfo,
        @Valid V2xInformation v2xInfo,
        @Valid ProSeInformation proseInfo) {}
