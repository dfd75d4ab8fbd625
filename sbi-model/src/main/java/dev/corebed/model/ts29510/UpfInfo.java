// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.AtsssCapability;
import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 UpfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record UpfInfo(
        @NotNull @Size(min = 1) List<@Valid SnssaiUpfInfoItem> sNssaiUpfInfoList,
        @Size(min = 1) List<String> smfServingArea,
        @Size(min = 1) List<@Valid InterfaceUpfInfoItem> interfaceUpfInfoList,
        Boolean iwkEpsInd,
        @Size(min = 1) List<String> pduSessionTypes,
        @Valid AtsssCapability atsssCapability,
        Boolean ueIpAddrInd,
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Valid WAgfInfo wAgfInfo,
        @Valid TngfInfo tngfInfo,
        @Valid TwifInfo twifInfo,
        @Min(0L) @Max(65535L) Long priority,
        Boolean redundantGtpu,
        Boolean ipups,
        Boolean dataForwarding,
        String supportedPfcpFeatures) {}
