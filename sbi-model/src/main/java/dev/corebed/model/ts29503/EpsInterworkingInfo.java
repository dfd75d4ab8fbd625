// Generated from the 3GPP Rel-17 OpenAPI file TS29503_Nudm_UECM.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29503;

import jakarta.validation.Valid;
import java.util.Map;

/** TS 29.503 EpsInterworkingInfo (TS29503_Nudm_UECM.yaml). */
public record EpsInterworkingInfo(
        Map<String, @Valid EpsIwkPgw> epsIwkPgws) {}
