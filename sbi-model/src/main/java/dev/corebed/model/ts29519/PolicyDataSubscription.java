// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.519 PolicyDataSubscription (TS29519_Policy_Data.yaml). */
public record PolicyDataSubscription(
        @NotNull String notificationUri,
        String notifId,
        @NotNull List<String> monitoredResourceUris,
        @Size(min = 1) List<@Valid ResourceItem> monResItems,
        @Size(min = 1) List<@Valid ResourceItem> excludedResItems,
        @Format(Format.Kind.DATE_TIME) String expiry,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Size(min = 1) List<String> resetIds) {}
