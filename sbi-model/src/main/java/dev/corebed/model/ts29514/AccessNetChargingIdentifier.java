// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.514 AccessNetChargingIdentifier (TS29514_Npcf_PolicyAuthorization.yaml). */
@Presence("one(has(accNetChaIdValue),has(accNetChargIdString))")
public record AccessNetChargingIdentifier(
        @Min(0L) @Max(4294967295L) Long accNetChaIdValue,
        String accNetChargIdString,
        @Size(min = 1) List<@Valid Flows> flows) {}
