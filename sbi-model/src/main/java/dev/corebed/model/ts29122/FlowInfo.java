// Generated from the 3GPP Rel-17 OpenAPI file TS29122_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29122;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.122 FlowInfo (TS29122_CommonData.yaml). */
public record FlowInfo(
        @NotNull Long flowId,
        @Size(min = 1, max = 2) List<String> flowDescriptions) {}
