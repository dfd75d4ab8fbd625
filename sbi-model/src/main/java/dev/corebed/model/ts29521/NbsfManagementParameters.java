// Generated from the 3GPP Rel-17 OpenAPI file TS29521_Nbsf_Management.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29521;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.521 NbsfManagement: its query parameters with JSON content, each the value of a record (TS29521_Nbsf_Management.yaml). */
public record NbsfManagementParameters() {

    /** TS 29.521 NbsfManagement: its query parameters with JSON content, each the value of a record (TS29521_Nbsf_Management.yaml), inline snssai. */
    public record Snssai(
            @NotNull @Valid dev.corebed.model.ts29571.Snssai value) {}

    /** TS 29.521 NbsfManagement: its query parameters with JSON content, each the value of a record (TS29521_Nbsf_Management.yaml), inline mbs-session-id. */
    public record MbsSessionId(
            @NotNull @Valid dev.corebed.model.ts29571.MbsSessionId value) {}

    /** TS 29.521 NbsfManagement: its query parameters with JSON content, each the value of a record (TS29521_Nbsf_Management.yaml), inline supp-feat. */
    public record SuppFeat(
            @NotNull @Pattern(regexp = "^[A-Fa-f0-9]*$") String value) {}
}
