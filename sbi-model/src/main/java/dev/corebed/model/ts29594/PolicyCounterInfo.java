// Generated from the 3GPP Rel-17 OpenAPI file TS29594_Nchf_SpendingLimitControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29594;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.594 PolicyCounterInfo (TS29594_Nchf_SpendingLimitControl.yaml). */
public record PolicyCounterInfo(
        @NotNull String policyCounterId,
        @NotNull String currentStatus,
        @Size(min = 1) List<@Valid PendingPolicyCounterStatus> penPolCounterStatuses) {}
