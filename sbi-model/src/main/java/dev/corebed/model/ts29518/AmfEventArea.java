// Generated from the 3GPP Rel-17 OpenAPI file TS29518_Namf_EventExposure.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29518;

import dev.corebed.model.ts29571.PresenceInfo;
import dev.corebed.model.ts29571.Snssai;
import jakarta.validation.Valid;

/** TS 29.518 AmfEventArea (TS29518_Namf_EventExposure.yaml). */
public record AmfEventArea(
        @Valid PresenceInfo presenceInfo,
        @Valid LadnInfo ladnInfo,
        @Valid Snssai sNssai,
        String nsiId) {}
