// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 QosMonitoringReport (TS29514_Npcf_PolicyAuthorization.yaml). */
public record QosMonitoringReport(
        @Size(min = 1) List<@Valid Flows> flows,
        @Size(min = 1) List<Long> ulDelays,
        @Size(min = 1) List<Long> dlDelays,
        @Size(min = 1) List<Long> rtDelays,
        Boolean pdmf) {}
