// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 PlmnIdNid (TS29571_CommonData.yaml). */
public record PlmnIdNid(
        @NotNull @Pattern(regexp = "^\\d{3}$") String mcc,
        @NotNull @Pattern(regexp = "^\\d{2,3}$") String mnc,
        @Pattern(regexp = "^[A-Fa-f0-9]{11}$") String nid) {}
