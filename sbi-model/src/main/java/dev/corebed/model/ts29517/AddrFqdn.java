// Generated from the 3GPP Rel-17 OpenAPI file TS29517_Naf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29517;

import dev.corebed.model.ts29571.IpAddr;
import jakarta.validation.Valid;

/** TS 29.517 AddrFqdn (TS29517_Naf_EventExposure.yaml). */
public record AddrFqdn(
        @Valid IpAddr ipAddr,
        String fqdn) {}
