// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.ts29122.AccumulatedUsage;
import dev.corebed.model.ts29512.AccNetChargingAddress;
import dev.corebed.model.ts29512.AdditionalAccessInfo;
import dev.corebed.model.ts29512.BridgeManagementContainer;
import dev.corebed.model.ts29512.PortManagementContainer;
import dev.corebed.model.ts29512.RanNasRelCause;
import dev.corebed.model.ts29571.PlmnIdNid;
import dev.corebed.model.ts29571.UserLocation;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 EventsNotification (TS29514_Npcf_PolicyAuthorization.yaml). */
public record EventsNotification(
        @Size(min = 1) List<@Valid AppDetectionReport> adReports,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        @Valid AdditionalAccessInfo addAccessInfo,
        @Valid AdditionalAccessInfo relAccessInfo,
        @Valid AccNetChargingAddress anChargAddr,
        @Size(min = 1) List<@Valid AccessNetChargingIdentifier> anChargIds,
        @Valid AnGwAddress anGwAddr,
        @NotNull String evSubsUri,
        @NotNull @Size(min = 1) List<@Valid AfEventNotification> evNotifs,
        @Size(min = 1) List<@Valid ResourcesAllocationInfo> failedResourcAllocReports,
        @Size(min = 1) List<@Valid ResourcesAllocationInfo> succResourcAllocReports,
        String noNetLocSupp,
        @Size(min = 1) List<@Valid OutOfCreditInformation> outOfCredReports,
        @Valid PlmnIdNid plmnId,
        @Size(min = 1) List<@Valid QosNotificationControlInfo> qncReports,
        @Size(min = 1) List<@Valid QosMonitoringReport> qosMonReports,
        @Size(min = 1) List<@Valid RanNasRelCause> ranNasRelCauses,
        String ratType,
        String satBackhaulCategory,
        @Valid UserLocation ueLoc,
        @Format(Format.Kind.DATE_TIME) String ueLocTime,
        String ueTimeZone,
        @Valid AccumulatedUsage usgRep,
        @Valid BridgeManagementContainer tsnBridgeManCont,
        @Valid PortManagementContainer tsnPortManContDstt,
        @Size(min = 1) List<@Valid PortManagementContainer> tsnPortManContNwtts) {}
