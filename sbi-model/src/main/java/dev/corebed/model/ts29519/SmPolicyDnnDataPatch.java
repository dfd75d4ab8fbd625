// Generated from the 3GPP Rel-17 OpenAPI file TS29519_Policy_Data.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29519;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.Map;

/** TS 29.519 SmPolicyDnnDataPatch (TS29519_Policy_Data.yaml). */
public record SmPolicyDnnDataPatch(
        @NotNull String dnn,
        @JsonSetter(nulls = Nulls.SET, contentNulls = Nulls.SET) @Size(min = 1) Map<String, String> bdtRefIds) {}
