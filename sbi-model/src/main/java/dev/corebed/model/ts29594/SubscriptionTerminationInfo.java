// Generated from the 3GPP Rel-17 OpenAPI file TS29594_Nchf_SpendingLimitControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29594;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.594 SubscriptionTerminationInfo (TS29594_Nchf_SpendingLimitControl.yaml). */
public record SubscriptionTerminationInfo(
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        String notifId,
        String termCause) {}
