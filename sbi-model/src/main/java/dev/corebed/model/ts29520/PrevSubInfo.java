// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 PrevSubInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("one(has(producerId),has(producerSetId))")
public record PrevSubInfo(
        @Format(Format.Kind.UUID) String producerId,
        String producerSetId,
        @NotNull String subscriptionId,
        @Size(min = 1) List<String> nfAnaEvents,
        @Size(min = 1) List<@Valid UeAnalyticsContextDescriptor> ueAnaEvents) {}
