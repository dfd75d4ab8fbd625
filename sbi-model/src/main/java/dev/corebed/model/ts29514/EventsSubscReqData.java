// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.ts29122.UsageThreshold;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 EventsSubscReqData (TS29514_Npcf_PolicyAuthorization.yaml). */
public record EventsSubscReqData(
        @NotNull @Size(min = 1) List<@Valid AfEventSubscription> events,
        String notifUri,
        @Size(min = 1) List<String> reqQosMonParams,
        @Valid QosMonitoringInformation qosMon,
        @Size(min = 1) List<String> reqAnis,
        @Valid UsageThreshold usgThres,
        String notifCorreId,
        @Size(min = 1) List<String> afAppIds,
        Boolean directNotifInd) {}
