// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.validation.Values;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 SteeringMode (TS29512_Npcf_SMPolicyControl.yaml). */
public record SteeringMode(
        @NotNull String steerModeValue,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String active,
        @JsonSetter(nulls = Nulls.SET) @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String standby,
        @JsonProperty("3gLoad") @Min(0L) Long _3gLoad,
        @Values({"3GPP_ACCESS", "NON_3GPP_ACCESS"}) String prioAcc,
        @JsonSetter(nulls = Nulls.SET) @Valid ThresholdValue thresValue,
        String steerModeInd) {}
