// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;

/** TS 29.518 UeN1N2InfoSubscriptionCreateData (TS29518_Namf_Communication.yaml). */
public record UeN1N2InfoSubscriptionCreateData(
        String n2InformationClass,
        String n2NotifyCallbackUri,
        String n1MessageClass,
        String n1NotifyCallbackUri,
        @Format(Format.Kind.UUID) String nfId,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Valid Guami oldGuami) {}
