// Generated from the 3GPP Rel-17 OpenAPI file TS29510_Nnrf_NFManagement.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29510;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.Map;

/** TS 29.510 ScpDomainInfo (TS29510_Nnrf_NFManagement.yaml). */
public record ScpDomainInfo(
        @Pattern(regexp = "^([0-9A-Za-z]([-0-9A-Za-z]{0,61}[0-9A-Za-z])?\\.)+[A-Za-z]{2,63}\\.?$") @Size(min = 4, max = 253) String scpFqdn,
        @Size(min = 1) List<@Valid IpEndPoint> scpIpEndPoints,
        String scpPrefix,
        @Size(min = 1) Map<String, @Min(0L) @Max(65535L) Long> scpPorts) {}
