// Generated from the 3GPP Rel-17 OpenAPI file TS29594_Nchf_SpendingLimitControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29594;

import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.594 SpendingLimitStatus (TS29594_Nchf_SpendingLimitControl.yaml). */
public record SpendingLimitStatus(
        @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        String notifId,
        @Size(min = 1) Map<String, @Valid PolicyCounterInfo> statusInfos,
        @Format(Format.Kind.DATE_TIME) String expiry,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String supportedFeatures) {}
