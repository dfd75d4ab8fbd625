// Generated from the 3GPP Rel-17 OpenAPI file TS29502_Nsmf_PDUSession.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29502;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.corebed.model.ts29571.Ambr;
import dev.corebed.model.ts29571.Arp;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;

/** TS 29.502 VplmnQos (TS29502_Nsmf_PDUSession.yaml). */
public record VplmnQos(
        @JsonProperty("5qi") @Min(0L) @Max(255L) Long _5qi,
        @Valid Arp arp,
        @Valid Ambr sessionAmbr,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxFbrDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String maxFbrUl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String guaFbrDl,
        @Pattern(regexp = "^\\d+(\\.\\d+)? (bps|Kbps|Mbps|Gbps|Tbps)$") String guaFbrUl) {}
