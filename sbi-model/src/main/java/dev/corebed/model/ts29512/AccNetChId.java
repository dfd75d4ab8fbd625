// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import dev.corebed.model.validation.Presence;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 AccNetChId (TS29512_Npcf_SMPolicyControl.yaml). */
@Presence("one(has(accNetChaIdValue),has(accNetChargId))")
public record AccNetChId(
        @Min(0L) @Max(4294967295L) Long accNetChaIdValue,
        String accNetChargId,
        @Size(min = 1) List<String> refPccRuleIds,
        Boolean sessionChScope) {}
