// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.518 SeafData (TS29518_Namf_Communication.yaml). */
public record SeafData(
        @NotNull @Valid NgKsi ngKsi,
        @NotNull @Valid KeyAmf keyAmf,
        @Pattern(regexp = "^[A-Fa-f0-9]+$") String nh,
        @Min(0L) @Max(7L) Long ncc,
        Boolean keyAmfChangeInd,
        Boolean keyAmfHDerivationInd) {}
