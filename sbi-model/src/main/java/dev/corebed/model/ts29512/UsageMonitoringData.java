// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import dev.corebed.model.validation.Format;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;

/** TS 29.512 UsageMonitoringData (TS29512_Npcf_SMPolicyControl.yaml). */
public record UsageMonitoringData(
        @NotNull String umId,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long volumeThreshold,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long volumeThresholdUplink,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long volumeThresholdDownlink,
        @JsonSetter(nulls = Nulls.SET) Long timeThreshold,
        @JsonSetter(nulls = Nulls.SET) @Format(Format.Kind.DATE_TIME) String monitoringTime,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long nextVolThreshold,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long nextVolThresholdUplink,
        @JsonSetter(nulls = Nulls.SET) @Min(0L) Long nextVolThresholdDownlink,
        @JsonSetter(nulls = Nulls.SET) Long nextTimeThreshold,
        @JsonSetter(nulls = Nulls.SET) Long inactivityTime,
        @JsonSetter(nulls = Nulls.SET) @Size(min = 1) List<String> exUsagePccRuleIds) {}
