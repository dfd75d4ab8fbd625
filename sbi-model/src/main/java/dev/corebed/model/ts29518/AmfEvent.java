// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.ExtSnssai;
import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.518 AmfEvent (TS29518_Namf_EventExposure.yaml). */
public record AmfEvent(
        @NotNull String type,
        Boolean immediateFlag,
        @Size(min = 1) List<@Valid AmfEventArea> areaList,
        @Size(min = 1) List<String> locationFilterList,
        Long refId,
        @Size(min = 1) List<@Valid TrafficDescriptor> trafficDescriptorList,
        Boolean reportUeReachable,
        String reachabilityFilter,
        Boolean udmDetectInd,
        Long maxReports,
        @Size(min = 1) Map<String, @Valid PresenceInfo> presenceInfoList,
        Long maxResponseTime,
        @Valid TargetArea targetArea,
        @Size(min = 1) List<@Valid ExtSnssai> snssaiFilter,
        @Valid UeInAreaFilter ueInAreaFilter,
        Long minInterval,
        @Format(Format.Kind.DATE_TIME) String nextReport,
        Boolean idleStatusInd,
        @Valid DispersionArea dispersionArea,
        @Format(Format.Kind.DATE_TIME) String nextPeriodicReportTime) {}
