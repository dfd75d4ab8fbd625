// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.571 TacInfo (TS29571_CommonData.yaml). */
public record TacInfo(
        @NotNull @Size(min = 1) List<@Pattern(regexp = "(^[A-Fa-f0-9]{4}$)|(^[A-Fa-f0-9]{6}$)") String> tacList) {}
