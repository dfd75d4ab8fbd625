// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.constraints.Pattern;

/** TS 29.510 TacRange (TS29510_Nnrf_NFManagement.yaml). */
public record TacRange(
        @Pattern(regexp = "^([A-Fa-f0-9]{4}|[A-Fa-f0-9]{6})$") String start,
        @Pattern(regexp = "^([A-Fa-f0-9]{4}|[A-Fa-f0-9]{6})$") String end,
        String pattern) {}
