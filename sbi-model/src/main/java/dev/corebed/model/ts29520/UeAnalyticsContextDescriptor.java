// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.520 UeAnalyticsContextDescriptor (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record UeAnalyticsContextDescriptor(
        @NotNull @Pattern(regexp = "^(imsi-[0-9]{5,15}|nai-.+|gci-.+|gli-.+|.+)$") String supi,
        @NotNull @Size(min = 1) List<String> anaTypes) {}
