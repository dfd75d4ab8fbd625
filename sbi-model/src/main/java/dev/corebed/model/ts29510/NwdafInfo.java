// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.Tai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 NwdafInfo (TS29510_Nnrf_NFManagement.yaml). */
public record NwdafInfo(
        @Size(min = 1) List<String> eventIds,
        @Size(min = 1) List<String> nwdafEvents,
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Valid NwdafCapability nwdafCapability,
        Long analyticsDelay,
        @Size(min = 1) List<String> servingNfSetIdList,
        @Size(min = 1) List<String> servingNfTypeList,
        @Size(min = 1) List<@Valid MlAnalyticsInfo> mlAnalyticsList) {}
