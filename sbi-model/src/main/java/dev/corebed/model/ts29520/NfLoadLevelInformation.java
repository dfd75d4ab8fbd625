// Generated from the 3GPP Rel-17 OpenAPI file TS29520_Nnwdaf_EventsSubscription.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29520;

import dev.corebed.model.ts29571.Snssai;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.Presence;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import tools.jackson.databind.JsonNode;

/** TS 29.520 NfLoadLevelInformation (TS29520_Nnwdaf_EventsSubscription.yaml). */
@Presence("has(nfType)")
@Presence("has(nfInstanceId)")
@Presence("any(has(nfStatus),has(nfCpuUsage),has(nfMemoryUsage),has(nfStorageUsage),has(nfLoadLevelAverage),has(nfLoadLevelPeak))")
public record NfLoadLevelInformation(
        String nfType,
        @Format(Format.Kind.UUID) String nfInstanceId,
        String nfSetId,
        @Valid NfStatus nfStatus,
        Long nfCpuUsage,
        Long nfMemoryUsage,
        Long nfStorageUsage,
        Long nfLoadLevelAverage,
        Long nfLoadLevelpeak,
        Long nfLoadAvgInAoi,
        @Valid Snssai snssai,
        @Min(0L) Long confidence,
        JsonNode nfLoadLevelPeak) {}
