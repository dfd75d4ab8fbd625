// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** TS 29.571 HfcNodeId (TS29571_CommonData.yaml). */
public record HfcNodeId(
        @NotNull @Size(max = 6) String hfcNId) {}
