// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;

import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;

/** TS 29.572 GeographicalCoordinates (TS29572_Nlmf_Location.yaml). */
public record GeographicalCoordinates(
        @NotNull @DecimalMin(value = "-180") @DecimalMax(value = "180") Double lon,
        @NotNull @DecimalMin(value = "-90") @DecimalMax(value = "90") Double lat) {}
