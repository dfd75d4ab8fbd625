// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;

import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.NotNull;

/** TS 29.572 PointAltitude (TS29572_Nlmf_Location.yaml). */
public record PointAltitude(
        @NotNull String shape,
        @NotNull @Valid GeographicalCoordinates point,
        @NotNull @DecimalMin(value = "-32767") @DecimalMax(value = "32767") Double altitude) {}
