// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.Pc5QoSPara;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;

/** TS 29.518 ProseContext (TS29518_Namf_Communication.yaml). */
public record ProseContext(
        String directDiscovery,
        String directComm,
        String l2Relay,
        String l3Relay,
        String l2Remote,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String nrUePc5Ambr,
        @Valid Pc5QoSPara pc5QoSPara) {}
