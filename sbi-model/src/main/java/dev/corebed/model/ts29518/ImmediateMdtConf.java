// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.AreaScope;
import dev.corebed.model.ts29571.PlmnId;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 ImmediateMdtConf (TS29518_Namf_Communication.yaml). */
public record ImmediateMdtConf(
        @NotNull String jobType,
        @Size(min = 1) List<String> measurementLteList,
        @Size(min = 1) List<String> measurementNrList,
        @Size(min = 1) List<String> reportingTriggerList,
        String reportInterval,
        String reportIntervalNr,
        String reportAmount,
        @Min(0L) @Max(97L) Long eventThresholdRsrp,
        @Min(0L) @Max(34L) Long eventThresholdRsrq,
        @Min(0L) @Max(127L) Long eventThresholdRsrpNr,
        @Min(0L) @Max(127L) Long eventThresholdRsrqNr,
        String collectionPeriodRmmLte,
        String collectionPeriodRmmNr,
        String measurementPeriodLte,
        @Valid AreaScope areaScope,
        String positioningMethod,
        @Size(min = 1) List<String> addPositioningMethodList,
        @Size(min = 1, max = 16) List<@Valid PlmnId> mdtAllowedPlmnIdList,
        @Size(min = 1) List<String> sensorMeasurementList) {}
