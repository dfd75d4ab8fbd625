// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 AnalyticsSubscription (TS29518_Namf_Communication.yaml). */
public record AnalyticsSubscription(
        @Format(Format.Kind.UUID) String nwdafId,
        String nwdafSetId,
        @NotNull @Size(min = 1) List<@Valid NwdafSubscription> nwdafSubscriptionList) {}
