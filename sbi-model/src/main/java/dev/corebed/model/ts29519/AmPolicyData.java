// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import dev.corebed.model.ts29571.PresenceInfo;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.519 AmPolicyData (TS29519_Policy_Data.yaml). */
public record AmPolicyData(
        @Size(min = 1) Map<String, @Valid PresenceInfo> praInfos,
        @Size(min = 1) List<String> subscCats) {}
