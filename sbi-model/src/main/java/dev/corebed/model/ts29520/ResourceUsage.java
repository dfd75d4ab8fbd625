// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import jakarta.validation.constraints.Min;

/** TS 29.520 ResourceUsage (TS29520_Nnwdaf_EventsSubscription.yaml). */
public record ResourceUsage(
        @Min(0L) Long cpuUsage,
        @Min(0L) Long memoryUsage,
        @Min(0L) Long storageUsage) {}
