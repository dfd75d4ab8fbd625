// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.571 Area (TS29571_CommonData.yaml). */
@Presence("one(has(tacs),has(areaCode))")
public record Area(
        @Size(min = 1) List<@Pattern(regexp = "(^[A-Fa-f0-9]{4}$)|(^[A-Fa-f0-9]{6}$)") String> tacs,
        String areaCode) {}
