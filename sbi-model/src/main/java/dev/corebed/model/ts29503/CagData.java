// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_SDM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.Map;

/** TS 29.503 CagData (TS29503_Nudm_SDM.yaml). */
public record CagData(
        @NotNull Map<String, @Valid CagInfo> cagInfos,
        @Format(Format.Kind.DATE_TIME) String provisioningTime) {}
