// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.RefToBinaryData;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.518 N1MessageContainer (TS29518_Namf_Communication.yaml). */
public record N1MessageContainer(
        @NotNull String n1MessageClass,
        @NotNull @Valid RefToBinaryData n1MessageContent,
        @Format(Format.Kind.UUID) String nfId,
        String serviceInstanceId) {}
