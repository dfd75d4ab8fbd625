// Generated from the 3GPP Rel-17 OpenAPI file TS29572_Nlmf_Location.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29572;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.572 Polygon (TS29572_Nlmf_Location.yaml). */
public record Polygon(
        @NotNull String shape,
        @NotNull @Size(min = 3, max = 15) List<@Valid GeographicalCoordinates> pointList) {}
