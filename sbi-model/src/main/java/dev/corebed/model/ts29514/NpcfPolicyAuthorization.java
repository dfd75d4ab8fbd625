// Generated from the 3GPP Rel-17 OpenAPI file TS29514_Npcf_PolicyAuthorization.yaml by sbi-model's generator: do not edit.
// Regenerate as sbi-model/README.md says.
package dev.corebed.model.ts29514;

import dev.corebed.model.api.Operation;
import dev.corebed.model.api.ParamSchema;
import dev.corebed.model.api.Parameter;
import java.util.List;

/** The operations of TS 29.514 TS29514_Npcf_PolicyAuthorization.yaml: path, operationId, query and path parameters. */
public final class NpcfPolicyAuthorization {

    private NpcfPolicyAuthorization() {}

    public static final Operation POST_APP_SESSIONS = new Operation("POST", "/npcf-policyauthorization/v1/app-sessions", "PostAppSessions", List.of());

    public static final Operation PCSCF_RESTORATION = new Operation("POST", "/npcf-policyauthorization/v1/app-sessions/pcscf-restoration", "PcscfRestoration", List.of());

    public static final Operation GET_APP_SESSION = new Operation("GET", "/npcf-policyauthorization/v1/app-sessions/{appSessionId}", "GetAppSession", List.of(
            Parameter.path("appSessionId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation MOD_APP_SESSION = new Operation("PATCH", "/npcf-policyauthorization/v1/app-sessions/{appSessionId}", "ModAppSession", List.of(
            Parameter.path("appSessionId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_APP_SESSION = new Operation("POST", "/npcf-policyauthorization/v1/app-sessions/{appSessionId}/delete", "DeleteAppSession", List.of(
            Parameter.path("appSessionId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation UPDATE_EVENTS_SUBSC = new Operation("PUT", "/npcf-policyauthorization/v1/app-sessions/{appSessionId}/events-subscription", "updateEventsSubsc", List.of(
            Parameter.path("appSessionId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));

    public static final Operation DELETE_EVENTS_SUBSC = new Operation("DELETE", "/npcf-policyauthorization/v1/app-sessions/{appSessionId}/events-subscription", "DeleteEventsSubsc", List.of(
            Parameter.path("appSessionId", new ParamSchema.Text(List.of(), List.of(), null, null, null))));
}
