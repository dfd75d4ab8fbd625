// Generated from the 3GPP Rel-17 OpenAPI file TS29504_Nudr_DR.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29504;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.504 NudrDataRepository: its query parameters with JSON content, each the value of a record (TS29504_Nudr_DR.yaml). */
public record NudrDataRepositoryParameters() {

    /** TS 29.504 NudrDataRepository: its query parameters with JSON content, each the value of a record (TS29504_Nudr_DR.yaml), inline snssai. */
    public record Snssai(
            @NotNull @Valid dev.corebed.model.ts29571.Snssai value) {}
}
