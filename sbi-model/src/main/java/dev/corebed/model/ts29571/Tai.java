// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 Tai (TS29571_CommonData.yaml). */
public record Tai(
        @NotNull @Valid PlmnId plmnId,
        @NotNull @Pattern(regexp = "(^[A-Fa-f0-9]{4}$)|(^[A-Fa-f0-9]{6}$)") String tac,
        @Pattern(regexp = "^[A-Fa-f0-9]{11}$") String nid) {}
