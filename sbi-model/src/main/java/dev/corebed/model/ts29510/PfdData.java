// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 PfdData (TS29510_Nnrf_NFManagement.yaml). */
public record PfdData(
        @Size(min = 1) List<String> appIds,
        @Size(min = 1) List<String> afIds) {}
