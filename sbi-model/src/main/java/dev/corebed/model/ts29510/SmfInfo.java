// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.ts29571.IpAddr;
import dev.corebed.model.ts29571.Tai;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 SmfInfo (TS29510_Nnrf_NFManagement.yaml). */
public record SmfInfo(
        @NotNull @Size(min = 1) List<@Valid SnssaiSmfInfoItem> sNssaiSmfInfoList,
        @Size(min = 1) List<@Valid Tai> taiList,
        @Size(min = 1) List<@Valid TaiRange> taiRangeList,
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String pgwFqdn,
        @Size(min = 1) List<@Valid IpAddr> pgwIpAddrList,
        @Size(min = 1) List<@Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String> accessType,
        @Min(0L) @Max(65535L) Long priority,
        Boolean vsmfSupportInd,
        @Size(min = 1) List<@Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String> pgwFqdnList,
        Boolean smfOnboardingCapability,
        Boolean ismfSupportInd,
        Boolean smfUPRPCapability) {}
