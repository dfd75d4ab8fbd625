// Generated from the 3GPP Rel-17 OpenAPI file TS29508_Nsmf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29508;

import dev.corebed.model.ts29517.AddrFqdn;
import jakarta.validation.Valid;

/** TS 29.508 UpfInformation (TS29508_Nsmf_EventExposure.yaml). */
public record UpfInformation(
        String upfId,
        @Valid AddrFqdn upfAddr) {}
