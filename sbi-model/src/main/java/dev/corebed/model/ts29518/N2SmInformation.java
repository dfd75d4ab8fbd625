// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.518 N2SmInformation (TS29518_Namf_Communication.yaml). */
public record N2SmInformation(
        @NotNull @Min(0L) @Max(255L) Long pduSessionId,
        @Valid N2InfoContent n2InfoContent,
        @Valid Snssai sNssai,
        @Valid Snssai homePlmnSnssai,
        @Valid Snssai iwkSnssai,
        Boolean subjectToHo) {}
