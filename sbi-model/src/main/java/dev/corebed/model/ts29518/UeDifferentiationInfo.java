// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.BatteryIndication;
import dev.corebed.model.ts29571.ScheduledCommunicationTime;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;

/** TS 29.518 UeDifferentiationInfo (TS29518_Namf_Communication.yaml). */
public record UeDifferentiationInfo(
        String periodicComInd,
        Long periodicTime,
        @Valid ScheduledCommunicationTime scheduledComTime,
        String stationaryInd,
        String trafficProfile,
        @Valid BatteryIndication batteryInd,
        @Format(Format.Kind.DATE_TIME) String validityTime) {}
