// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.518 UeN1N2InfoSubscriptionCreatedData (TS29518_Namf_Communication.yaml). */
public record UeN1N2InfoSubscriptionCreatedData(
        @NotNull String n1n2NotifySubscriptionId,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures) {}
