// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.518 NpnAccessInfo (TS29518_Namf_Communication.yaml). */
public record NpnAccessInfo(
        @Size(min = 1) List<@Pattern(regexp = "^[A-Fa-f0-9]{8}$") String> cellCagInfo) {}
