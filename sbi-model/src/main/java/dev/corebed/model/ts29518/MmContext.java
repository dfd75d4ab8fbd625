// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.GlobalRanNodeId;
import dev.corebed.model.ts29571.NssaaStatus;
import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 MmContext (TS29518_Namf_Communication.yaml). */
public record MmContext(
        @NotNull @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String accessType,
        @Valid NasSecurityMode nasSecurityMode,
        @Valid EpsNasSecurityMode epsNasSecurityMode,
        @Min(0L) Long nasDownlinkCount,
        @Min(0L) Long nasUplinkCount,
        @Format(Format.Kind.BYTE) String ueSecurityCapability,
        @Format(Format.Kind.BYTE) String s1UeNetworkCapability,
        @Size(min = 1) List<@Valid Snssai> allowedNssai,
        @Size(min = 1) List<@Valid NssaiMapping> nssaiMappingList,
        @Size(min = 1) List<@Valid Snssai> allowedHomeNssai,
        @Size(min = 1) List<String> nsInstanceList,
        @Valid ExpectedUeBehavior expectedUEbehavior,
        @Valid UeDifferentiationInfo ueDifferentiationInfo,
        @Format(Format.Kind.BYTE) String plmnAssiUeRadioCapId,
        @Format(Format.Kind.BYTE) String manAssiUeRadioCapId,
        String ucmfDicEntryId,
        @Valid GlobalRanNodeId n3IwfId,
        @Valid GlobalRanNodeId wagfId,
        @Valid GlobalRanNodeId tngfId,
        Long anN2ApId,
        @Size(min = 1) List<@Valid NssaaStatus> nssaaStatusList,
        @Size(min = 1) List<@Valid NssaiMapping> pendingNssaiMappingList,
        String uuaaMmStatus) {}
