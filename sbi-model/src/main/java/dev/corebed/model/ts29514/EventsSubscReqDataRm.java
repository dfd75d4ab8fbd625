// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29122.UsageThresholdRm;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 EventsSubscReqDataRm (TS29514_Npcf_PolicyAuthorization.yaml). */
public record EventsSubscReqDataRm(
        @NotNull List<@Valid AfEventSubscription> events,
        String notifUri,
        @Size(min = 1) List<String> reqQosMonParams,
        @JsonSetter(nulls = Nulls.SET) @Valid QosMonitoringInformationRm qosMon,
        @Size(min = 1) List<String> reqAnis,
        @JsonSetter(nulls = Nulls.SET) @Valid UsageThresholdRm usgThres,
        String notifCorreId,
        @JsonSetter(nulls = Nulls.SET) Boolean directNotifInd) {}
