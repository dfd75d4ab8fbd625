// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 EventNotification (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record EventNotification(
        @NotNull String event,
        @Format(Format.Kind.DATE_TIME) String start,
        @Format(Format.Kind.DATE_TIME) String expiry,
        @Format(Format.Kind.DATE_TIME) String timeStampGen,
        String failNotifyCode,
        Long rvWaitTime,
        @Valid AnalyticsMetadataInfo anaMetaInfo,
        @Size(min = 1) List<@Valid NfLoadLevelInformation> nfLoadLevelInfos,
        @Size(min = 1) List<@Valid NsiLoadLevelInfo> nsiLoadLevelInfos,
        @Valid SliceLoadLevelInformation sliceLoadLevelInfo,
        @Size(min = 1) List<@Valid ServiceExperienceInfo> svcExps,
        @Size(min = 1) List<@Valid QosSustainabilityInfo> qosSustainInfos,
        @Size(min = 1) List<@Valid UeCommunication> ueComms,
        @Size(min = 1) List<@Valid UeMobility> ueMobs,
        @Size(min = 1) List<@Valid UserDataCongestionInfo> userDataCongInfos,
        @Size(min = 1) List<@Valid AbnormalBehaviour> abnorBehavrs,
        @Size(min = 1) List<@Valid NetworkPerfInfo> nwPerfs,
        @Size(min = 1) List<@Valid DnPerfInfo> dnPerfInfos,
        @Size(min = 1) List<@Valid DispersionInfo> disperInfos,
        @Size(min = 1) List<@Valid RedundantTransmissionExpInfo> redTransInfos,
        @Size(min = 1) List<@Valid WlanPerformanceInfo> wlanInfos,
        @Size(min = 1) List<@Valid SmcceInfo> smccExps) {}
