// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.ts29122.UsageThreshold;
import dev.corebed.model.validation.Format;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.519 UsageMonData (TS29519_Policy_Data.yaml). */
public record UsageMonData(
        @NotNull String limitId,
        @Size(min = 1) Map<String, @Valid UsageMonDataScope> scopes,
        String umLevel,
        @Valid UsageThreshold allowedUsage,
        @Format(Format.Kind.DATE_TIME) String resetTime,
        @Pattern(regexp = "^[A-Fa-f0-9]*$") String suppFeat,
        @Size(min = 1) List<String> resetIds) {}
