// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_AnalyticsInfo.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 SmcceUeList (TS29520_Nnwdaf_AnalyticsInfo.yaml). */
@Presence("any(has(highLevel),has(mediumLevel),has(lowLevel))")
public record SmcceUeList(
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> highLevel,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> mediumLevel,
        @Size(min = 1) List<@Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String> lowLevel) {}
