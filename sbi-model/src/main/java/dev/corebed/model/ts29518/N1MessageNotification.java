// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.Ecgi;
import dev.corebed.model.ts29571.Guami;
import dev.corebed.model.ts29571.Ncgi;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;

/** TS 29.518 N1MessageNotification (TS29518_Namf_Communication.yaml). */
public record N1MessageNotification(
        String n1NotifySubscriptionId,
        @NotNull @Valid N1MessageContainer n1MessageContainer,
        @Size(min = 1, max = 255) String lcsCorrelationId,
        @Valid RegistrationContextContainer registrationCtxtContainer,
        String newLmfIdentification,
        @Valid Guami guami,
        Boolean cIoT5GSOptimisation,
        @Valid Ecgi ecgi,
        @Valid Ncgi ncgi) {}
