// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import dev.corebed.model.ts29571.SliceMbr;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.507 UeSliceMbr (TS29507_Npcf_AMPolicyControl.yaml). */
public record UeSliceMbr(
        @NotNull @Size(min = 1) Map<String, @Valid SliceMbr> sliceMbr,
        @NotNull @Valid Snssai servingSnssai,
        @Valid Snssai mappedHomeSnssai) {}
