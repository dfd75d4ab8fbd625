// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 MbUpfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record MbUpfInfo(
        @NotNull @Size(min = 1) List<@Valid SnssaiUpfInfoItem> sNssaiMbUpfInfoList,
        @Size(min = 1) List<String> mbSmfServingArea,
        @Size(min = 1) List<@Valid InterfaceUpfInfoItem> interfaceMbUpfInfoList,
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Min(0L) @Max(65535L) Long priority,
        String supportedPfcpFeatures) {}
