// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.ts29571.NgApCause;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;

/** TS 29.512 RanNasRelCause (TS29512_Npcf_SMPolicyControl.yaml). */
public record RanNasRelCause(
        @Valid NgApCause ngApCause,
        @JsonProperty("5gMmCause") @Min(0L) Long _5gMmCause,
        @JsonProperty("5gSmCause") @Min(0L) Long _5gSmCause,
        String epsCause) {}
