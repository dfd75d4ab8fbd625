// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 MbsSessionId (TS29571_CommonData.yaml). */
@Presence("any(has(tmgi),has(ssm))")
public record MbsSessionId(
        @Valid Tmgi tmgi,
        @Valid Ssm ssm,
        @Pattern(regexp = "^[A-Fa-f0-9]{11}$") String nid) {}
