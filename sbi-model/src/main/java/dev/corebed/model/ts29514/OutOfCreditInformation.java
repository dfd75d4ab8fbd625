// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 OutOfCreditInformation (TS29514_Npcf_PolicyAuthorization.yaml). */
public record OutOfCreditInformation(
        @NotNull String finUnitAct,
        @Size(min = 1) List<@Valid Flows> flows) {}
