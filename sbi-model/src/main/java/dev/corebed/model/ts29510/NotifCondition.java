// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.510 NotifCondition (TS29510_Nnrf_NFManagement.yaml). */
@Presence("not(all(has(monitoredAttributes),has(unmonitoredAttributes)))")
public record NotifCondition(
        @Size(min = 1) List<String> monitoredAttributes,
        @Size(min = 1) List<String> unmonitoredAttributes) {}
