// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29523.ReportingInformation;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 NnwdafEventsSubscription (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record NnwdafEventsSubscription(
        @NotNull @Size(min = 1) List<@Valid EventSubscription> eventSubscriptions,
        @Valid ReportingInformation evtReq,
        String notificationURI,
        String notifCorrId,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures,
        @Size(min = 1) List<@Valid EventNotification> eventNotifications,
        @Size(min = 1) List<@Valid FailureEventInfo> failEventReports,
        @Valid PrevSubInfo prevSub,
        @Valid ConsumerNfInformation consNfInfo) {}
