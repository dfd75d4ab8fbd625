// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_SDM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;

/** TS 29.503 CagInfo (TS29503_Nudm_SDM.yaml). */
public record CagInfo(
        @NotNull List<@Pattern(regexp = "^[A-Fa-f0-9]{8}$") String> allowedCagList,
        Boolean cagOnlyIndicator) {}
