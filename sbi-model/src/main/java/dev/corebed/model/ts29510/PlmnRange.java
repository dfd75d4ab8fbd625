// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.constraints.Pattern;

/** TS 29.510 PlmnRange (TS29510_Nnrf_NFManagement.yaml). */
public record PlmnRange(
        @Pattern(regexp = "^[0-9]{3}[0-9]{2,3}$") String start,
        @Pattern(regexp = "^[0-9]{3}[0-9]{2,3}$") String end,
        String pattern) {}
