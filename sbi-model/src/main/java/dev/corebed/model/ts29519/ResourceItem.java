// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.519 ResourceItem (TS29519_Policy_Data.yaml). */
public record ResourceItem(
        @NotNull String monResourceUri,
        @NotNull @Size(min = 1) List<String> items) {}
