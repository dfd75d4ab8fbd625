// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_Communication.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.LteV2xAuth;
import dev.corebed.model.ts29571.NrV2xAuth;
import dev.corebed.model.ts29571.Pc5QoSPara;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Pattern;

/** TS 29.518 V2xContext (TS29518_Namf_Communication.yaml). */
public record V2xContext(
        @Valid NrV2xAuth nrV2xServicesAuth,
        @Valid LteV2xAuth lteV2xServicesAuth,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String nrUeSidelinkAmbr,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String lteUeSidelinkAmbr,
        @Valid Pc5QoSPara pc5QoSPara) {}
