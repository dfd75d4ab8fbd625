// Generated from the 3GPP Rel-17 OpenAPI file TS29594_Nchf_SpendingLimitControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29594;

import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.NotNull;

/** TS 29.594 PendingPolicyCounterStatus (TS29594_Nchf_SpendingLimitControl.yaml). */
public record PendingPolicyCounterStatus(
        @NotNull String policyCounterStatus,
        @NotNull @Format(Format.Kind.DATE_TIME) String activationTime) {}
