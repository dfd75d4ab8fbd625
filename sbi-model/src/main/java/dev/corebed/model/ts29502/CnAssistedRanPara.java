// Generated from the 3GPP Rel-17 OpenAPI file TS29502_Nsmf_PDUSession.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29502;

import dev.corebed.model.ts29571.BatteryIndication;
import dev.corebed.model.ts29571.ScheduledCommunicationTime;
import jakarta.validation.Valid;

/** TS 29.502 CnAssistedRanPara (TS29502_Nsmf_PDUSession.yaml). */
public record CnAssistedRanPara(
        String stationaryIndication,
        Long communicationDurationTime,
        Long periodicTime,
        @Valid ScheduledCommunicationTime scheduledCommunicationTime,
        String scheduledCommunicationType,
        String trafficProfile,
        @Valid BatteryIndication batteryIndication) {}
