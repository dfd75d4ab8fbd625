// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.571 AreaScope (TS29571_CommonData.yaml). */
public record AreaScope(
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{7}$") String> eutraCellIdList,
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{9}$") String> nrCellIdList,
        @Size(min = 1) List<@Pattern(regexp = "(^[A-Fa-f0-9]{4}$)|(^[A-Fa-f0-9]{6}$)") String> tacList,
        @Size(min = 1) Map<String, @Valid TacInfo> tacInfoPerPlmn) {}
