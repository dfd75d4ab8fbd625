// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 ChargingData (TS29512_Npcf_SMPolicyControl.yaml). */
public record ChargingData(
        @NotNull String chgId,
        @JsonSetter(nulls = Nulls.SET) String meteringMethod,
        Boolean offline,
        Boolean online,
        Boolean sdfHandl,
        @Min(0L) @Max(4294967295L) Long ratingGroup,
        @JsonSetter(nulls = Nulls.SET) String reportingLevel,
        @Min(0L) @Max(4294967295L) Long serviceId,
        String sponsorId,
        String appSvcProvId,
        @Min(0L) @Max(4294967295L) Long afChargingIdentifier,
        String afChargId) {}
