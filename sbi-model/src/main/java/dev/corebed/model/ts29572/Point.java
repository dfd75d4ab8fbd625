// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;

/** TS 29.572 Point (TS29572_Nlmf_Location.yaml). */
public record Point(
        @NotNull String shape,
        @NotNull @Valid GeographicalCoordinates point) {}
