// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29508.UpfInformation;
import dev.corebed.model.ts29517.AddrFqdn;
import dev.corebed.model.ts29517.SvcExperience;
import dev.corebed.model.ts29554.NetworkAreaInfo;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 ServiceExperienceInfo (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record ServiceExperienceInfo(
        @NotNull @Valid SvcExperience svcExprc,
        Double svcExprcVariance,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> supis,
        @Valid Snssai snssai,
        String appId,
        String srvExpcType,
        @Size(min = 1) List<@Valid LocationInfo> ueLocs,
        @Valid UpfInformation upfInfo,
        String dnai,
        @Valid AddrFqdn appServerInst,
        @Min(0L) Long confidence,
        String dnn,
        @Valid NetworkAreaInfo networkArea,
        String nsiId,
        @Min(1L) @Max(100L) Long ratio,
        @Valid RatFreqInformation ratFreq) {}
