// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import jakarta.validation.constraints.NotNull;
import tools.jackson.databind.JsonNode;

/** TS 29.519 UpdatedItem (TS29519_Policy_Data.yaml). */
public record UpdatedItem(
        @NotNull String item,
        @NotNull JsonNode value) {}
