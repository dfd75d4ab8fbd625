// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import jakarta.validation.Valid;

/** TS 29.514 AppSessionContext (TS29514_Npcf_PolicyAuthorization.yaml). */
public record AppSessionContext(
        @Valid AppSessionContextReqData ascReqData,
        @Valid AppSessionContextRespData ascRespData,
        @Valid EventsNotification evsNotif) {}
