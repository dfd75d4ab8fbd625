// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.ts29571.PresenceInfo;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.514 SpatialValidity (TS29514_Npcf_PolicyAuthorization.yaml). */
public record SpatialValidity(
        @NotNull @Size(min = 1) Map<String, @Valid PresenceInfo> presenceInfoList) {}
