// Generated from the 3GPP Rel-17 OpenAPI file TS29507_Npcf_AMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29507;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.507 SmfSelectionData (TS29507_Npcf_AMPolicyControl.yaml). */
public record SmfSelectionData(
        Boolean unsuppDnn,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, @Valid CandidateForReplacement> candidates,
        @Valid Snssai snssai,
        @Valid Snssai mappingSnssai,
        String dnn) {}
