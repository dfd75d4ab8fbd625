// Generated from the 3GPP Rel-17 OpenAPI file TS29531_Nnssf_NSSelection.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29531;

import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.531 AllowedNssai (TS29531_Nnssf_NSSelection.yaml). */
public record AllowedNssai(
        @NotNull @Size(min = 1) List<@Valid AllowedSnssai> allowedSnssaiList,
        @NotNull @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType) {}
