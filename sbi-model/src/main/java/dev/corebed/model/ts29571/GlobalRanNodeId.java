// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;

/** TS 29.571 GlobalRanNodeId (TS29571_CommonData.yaml). */
@Presence("one(has(n3IwfId),has(gNbId),has(ngeNbId),has(wagfId),has(tngfId),has(eNbId))")
public record GlobalRanNodeId(
        @NotNull @Valid PlmnId plmnId,
        @Pattern(regexp = "^[A-Fa-f0-9]+$") String n3IwfId,
        @Valid GNbId gNbId,
        @Pattern(regexp = "^(MacroNGeNB-[A-Fa-f0-9]{5}|LMacroNGeNB-[A-Fa-f0-9]{6}|SMacroNGeNB-[A-Fa-f0-9]{5})$") String ngeNbId,
        @Pattern(regexp = "^[A-Fa-f0-9]+$") String wagfId,
        @Pattern(regexp = "^[A-Fa-f0-9]+$") String tngfId,
        @Pattern(regexp = "^[A-Fa-f0-9]{11}$") String nid,
        @Pattern(regexp = "^(MacroeNB-[A-Fa-f0-9]{5}|LMacroeNB-[A-Fa-f0-9]{6}|SMacroeNB-[A-Fa-f0-9]{5}|HomeeNB-[A-Fa-f0-9]{7})$") String eNbId) {}
