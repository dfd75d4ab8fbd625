// Generated from the 3GPP Rel-17 OpenAPI file TS29512_Npcf_SMPolicyControl.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29512;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;

/** TS 29.512 AccuUsageReport (TS29512_Npcf_SMPolicyControl.yaml). */
public record AccuUsageReport(
        @NotNull String refUmIds,
        @Min(0L) Long volUsage,
        @Min(0L) Long volUsageUplink,
        @Min(0L) Long volUsageDownlink,
        Long timeUsage,
        @Min(0L) Long nextVolUsage,
        @Min(0L) Long nextVolUsageUplink,
        @Min(0L) Long nextVolUsageDownlink,
        Long nextTimeUsage) {}
