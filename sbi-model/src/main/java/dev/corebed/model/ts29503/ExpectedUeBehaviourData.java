// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_SDM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import dev.corebed.model.ts29571.BatteryIndication;
import dev.corebed.model.ts29571.ScheduledCommunicationTime;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.503 ExpectedUeBehaviourData (TS29503_Nudm_SDM.yaml). */
public record ExpectedUeBehaviourData(
        String stationaryIndication,
        Long communicationDurationTime,
        Long periodicTime,
        @Valid ScheduledCommunicationTime scheduledCommunicationTime,
        String scheduledCommunicationType,
        @Size(min = 1) List<@Valid LocationArea> expectedUmts,
        String trafficProfile,
        @Valid BatteryIndication batteryIndication,
        @Format(Format.Kind.DATE_TIME) String validityTime) {}
