// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.NotNull;
import tools.jackson.databind.JsonNode;

/** TS 29.571 PatchItem (TS29571_CommonData.yaml). */
public record PatchItem(
        @NotNull String op,
        @NotNull String path,
        String from,
        JsonNode value) {}
