// Generated from the 3GPP Rel-17 OpenAPI file TS29571_CommonData.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29571;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import java.util.List;

/** TS 29.571 Pc5QoSPara (TS29571_CommonData.yaml). */
public record Pc5QoSPara(
        @NotNull List<@Valid Pc5QosFlowItem> pc5QosFlowList,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String pc5LinkAmbr) {}
