// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 DefaultNotificationSubscription (TS29510_Nnrf_NFManagement.yaml). */
public record DefaultNotificationSubscription(
        @NotNull String notificationType,
        @NotNull String callbackUri,
        String interPlmnCallbackUri,
        String n1MessageClass,
        String n2InformationClass,
        @Size(min = 1) List<String> versions,
        String binding,
        String acceptedEncoding,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Size(min = 1) Map<String, @Valid DefSubServiceInfo> serviceInfoList) {}
