// Generated from the 3GPP Rel-17 OpenAPI file TS29502_Nsmf_PDUSession.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29502;

import dev.corebed.model.ts29571.Arp;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.502 EbiArpMapping (TS29502_Nsmf_PDUSession.yaml). */
public record EbiArpMapping(
        @NotNull @Min(0L) @Max(15L) Long epsBearerId,
        @NotNull @Valid Arp arp) {}
