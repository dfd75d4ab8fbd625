// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.519 UePolicySection (TS29519_Policy_Data.yaml). */
public record UePolicySection(
        @NotNull @Format(Format.Kind.BYTE) String uePolicySectionInfo,
        @NotNull String upsi) {}
