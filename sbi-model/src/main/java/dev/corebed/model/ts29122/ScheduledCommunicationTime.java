// Generated from the 3GPP Rel-17 OpenAPI file TS29122_CpProvisioning.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29122;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.122 ScheduledCommunicationTime (TS29122_CpProvisioning.yaml). */
public record ScheduledCommunicationTime(
        @Size(min = 1, max = 6) List<@Min(1L) @Max(7L) Long> daysOfWeek,
        String timeOfDayStart,
        String timeOfDayEnd) {}
