// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Pattern;

/** TS 29.510 AmfCond (TS29510_Nnrf_NFManagement.yaml). */
@Presence("any(has(amfSetId),has(amfRegionId))")
public record AmfCond(
        @Pattern(regexp = "^[0-3][A-Fa-f0-9]{2}$") String amfSetId,
        @Pattern(regexp = "^[A-Fa-f0-9]{2}$") String amfRegionId) {}
