// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29503.ExpectedUeBehaviourData;
import dev.corebed.model.ts29508.UpfInformation;
import dev.corebed.model.ts29517.AddrFqdn;
import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 EventSubscription (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record EventSubscription(
        Boolean anySlice,
        @Size(min = 1) List<String> appIds,
        @Size(min = 1) List<String> dnns,
        @Size(min = 1) List<String> dnais,
        @NotNull String event,
        @Valid EventReportingRequirement extraReportReq,
        @Size(min = 1) List<String> ladnDnns,
        Long loadLevelThreshold,
        String notificationMethod,
        String matchingDir,
        @Size(min = 1) List<@Valid ThresholdLevel> nfLoadLvlThds,
        @Size(min = 1) List<@Format(Format.Kind.UUID) String> nfInstanceIds,
        @Size(min = 1) List<String> nfSetIds,
        @Size(min = 1) List<String> nfTypes,
        @Valid NetworkAreaInfo networkArea,
        @Size(min = 1) List<@Valid NetworkAreaInfo> visitedAreas,
        @Min(0L) Long maxTopAppUlNbr,
        @Min(0L) Long maxTopAppDlNbr,
        @Size(min = 1) List<@Valid NsiIdInfo> nsiIdInfos,
        @Size(min = 1) List<@Min(0L) Long> nsiLevelThrds,
        @Valid QosRequirement qosRequ,
        @Size(min = 1) List<@Valid RetainabilityThreshold> qosFlowRetThds,
        @Size(min = 1) List<@Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String> ranUeThrouThds,
        Long repetitionPeriod,
        @Size(min = 1) List<@Valid Snssai> snssaia,
        @Valid TargetUeInformation tgtUe,
        @Size(min = 1) List<@Valid ThresholdLevel> congThresholds,
        @Size(min = 1) List<@Valid NetworkPerfRequirement> nwPerfRequs,
        @Size(min = 1) List<@Valid BwRequirement> bwRequs,
        @Size(min = 1) List<@Valid Exception> excepRequs,
        String exptAnaType,
        @Valid ExpectedUeBehaviourData exptUeBehav,
        @Size(min = 1) List<@Valid RatFreqInformation> ratFreqs,
        @Size(min = 1) List<String> listOfAnaSubsets,
        @Size(min = 1) List<@Valid DispersionRequirement> disperReqs,
        @Size(min = 1) List<@Valid RedundantTransmissionExpReq> redTransReqs,
        @Size(min = 1) List<@Valid WlanPerformanceReq> wlanReqs,
        @Valid UpfInformation upfInfo,
        @Size(min = 1) List<@Valid AddrFqdn> appServerAddrs,
        @Size(min = 1) List<@Valid DnPerformanceReq> dnPerfReqs) {}
