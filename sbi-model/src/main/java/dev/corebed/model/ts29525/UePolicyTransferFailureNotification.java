// Generated from the 3GPP Rel-17 OpenAPI file TS29525_Npcf_UEPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29525;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.525 UePolicyTransferFailureNotification (TS29525_Npcf_UEPolicyControl.yaml). */
public record UePolicyTransferFailureNotification(
        @NotNull String cause,
        @NotNull @Size(min = 1) List<@Min(0L) Long> ptis) {}
