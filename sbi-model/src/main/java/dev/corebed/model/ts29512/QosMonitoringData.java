// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 QosMonitoringData (TS29512_Npcf_SMPolicyControl.yaml). */
public record QosMonitoringData(
        @NotNull String qmId,
        @NotNull @Size(min = 1) List<String> reqQosMonParams,
        @NotNull @Size(min = 1) List<String> repFreqs,
        @JsonSetter(nulls = Nulls.SET) Long repThreshDl,
        @JsonSetter(nulls = Nulls.SET) Long repThreshUl,
        @JsonSetter(nulls = Nulls.SET) Long repThreshRp,
        @JsonSetter(nulls = Nulls.SET) Long waitTime,
        @JsonSetter(nulls = Nulls.SET) Long repPeriod,
        @JsonSetter(nulls = Nulls.SET) String notifyUri,
        @JsonSetter(nulls = Nulls.SET) String notifyCorreId,
        Boolean directNotifInd) {}
