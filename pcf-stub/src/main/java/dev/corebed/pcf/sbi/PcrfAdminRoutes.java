package dev.corebed.pcf.sbi;

import dev.corebed.diameter.rx.Rx;
import dev.corebed.pcf.service.GxSessionService;
import dev.corebed.pcf.service.Pcef;
import dev.corebed.pcf.service.RxSessionService;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCRF's management routes: its Gx sessions as the data tier holds them, and the requests a tester makes it send on
 * demand (docs/management-api.md). Rx sessions are application sessions ({@code /admin/v1/pcf/app-sessions/{id}}).
 *
 * <pre>
 * GET  /admin/v1/pcf/gx-sessions?session-id=          the Gx session of a Diameter Session-Id
 * GET  /admin/v1/pcf/gx-sessions/{smPolicyId}          a Gx session: context, decision, inputs, its Diameter state
 * POST /admin/v1/pcf/gx-sessions/{smPolicyId}/rar      Gx RAR with {"smPolicyDecision":{...}} merged into the decision in
 *                                                      force, or (no body) the whole decision → {"result","answered"}
 * POST /admin/v1/pcf/gx-sessions/{smPolicyId}/release  Gx RAR with Session-Release-Cause ({"cause":"UNSPECIFIED_REASON"})
 * POST /admin/v1/pcf/app-sessions/{appSessionId}/rar   Rx RAR: {"specificActions":["INDICATION_OF_LOSS_OF_BEARER"]}
 * POST /admin/v1/pcf/app-sessions/{appSessionId}/asr   Rx ASR: {"abortCause":"BEARER_RELEASED"} (the default)
 * </pre>
 */
@Component
public class PcrfAdminRoutes implements AdminRoutes {

    static final String ROOT = PcfAdminRoutes.ROOT;
    static final Map<String, Integer> RELEASE_CAUSES = Map.of("UNSPECIFIED_REASON", 0, "UE_SUBSCRIPTION_REASON", 1,
            "INSUFFICIENT_SERVER_RESOURCES", 2);

    private final GxSessionService gx;
    private final RxSessionService rx;

    public PcrfAdminRoutes(GxSessionService gx, RxSessionService rx) {
        this.gx = gx;
        this.rx = rx;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/gx-sessions").service("admin").operation("findGxSession").query("session-id")
                        .to(this::bySessionId),
                Route.get(ROOT + "/gx-sessions/{smPolicyId}").service("admin").operation("getGxSession")
                        .to(r -> gx.gxSession(r.pathParam("smPolicyId")).thenApply(row -> SbiResponse.json(200, PcfAdminRoutes.view(row)))),
                Route.post(ROOT + "/gx-sessions/{smPolicyId}/rar").service("admin").operation("gxReAuth").json().to(this::rar),
                Route.post(ROOT + "/gx-sessions/{smPolicyId}/release").service("admin").operation("gxRelease").json()
                        .to(this::release),
                Route.post(ROOT + "/app-sessions/{appSessionId}/rar").service("admin").operation("rxReAuth").json()
                        .to(this::rxRar),
                Route.post(ROOT + "/app-sessions/{appSessionId}/asr").service("admin").operation("rxAbortSession").json()
                        .to(this::rxAsr));
    }

    private CompletionStage<SbiResponse> bySessionId(SbiRequest r) {
        String id = r.queryParam("session-id");
        if (id == null || id.isBlank()) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, "session-id", "the Gx session's Session-Id");
        }
        return gx.bySessionId(id).thenApply(row -> SbiResponse.json(200, PcfAdminRoutes.view(row)));
    }

    private CompletionStage<SbiResponse> rar(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        AdminBodies.only(body, "", Set.of("smPolicyDecision"));
        JsonNode decision = body.get("smPolicyDecision");
        if (decision != null && !decision.isObject()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/smPolicyDecision", "an SmPolicyDecision object");
        }
        return gx.reauthorize(r.pathParam("smPolicyId"), decision).thenApply(PcrfAdminRoutes::reauth);
    }

    private CompletionStage<SbiResponse> release(SbiRequest r) {
        String cause = PcfAdminRoutes.cause(r, "UNSPECIFIED_REASON, UE_SUBSCRIPTION_REASON or INSUFFICIENT_SERVER_RESOURCES");
        Integer value = RELEASE_CAUSES.get(cause == null ? "UNSPECIFIED_REASON" : cause);
        if (value == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/cause", "one of " + RELEASE_CAUSES.keySet());
        }
        return gx.release(r.pathParam("smPolicyId"), value).thenApply(PcrfAdminRoutes::reauth);
    }

    private CompletionStage<SbiResponse> rxRar(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        AdminBodies.only(body, "", Set.of("specificActions"));
        JsonNode actions = body.get("specificActions");
        if (actions == null || !actions.isArray() || actions.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/specificActions", "the Specific-Actions to report");
        }
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < actions.size(); i++) {
            Integer v = Rx.SPECIFIC_ACTIONS.get(actions.get(i).asString(""));
            if (v == null) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/specificActions/" + i,
                        "one of " + Rx.SPECIFIC_ACTIONS.keySet());
            }
            values.add(v);
        }
        return rx.notifyAf(r.pathParam("appSessionId"), values).thenApply(PcrfAdminRoutes::result);
    }

    private CompletionStage<SbiResponse> rxAsr(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        AdminBodies.only(body, "", Set.of("abortCause"));
        JsonNode cause = body.get("abortCause");
        Integer value = cause == null ? Rx.BEARER_RELEASED : Rx.ABORT_CAUSES.get(cause.asString(""));
        if (value == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/abortCause", "one of " + Rx.ABORT_CAUSES.keySet());
        }
        return rx.abort(r.pathParam("appSessionId"), value).thenApply(PcrfAdminRoutes::result);
    }

    /** How an RAR ended: the RAA's result ("2001", "10415:5065"), or why none came ("timeout", "undeliverable"). */
    static SbiResponse reauth(Pcef.Reauth a) {
        return SbiResponse.json(200, Json.MAPPER.createObjectNode().put("result", a.result()).put("answered", a.answered()));
    }

    static SbiResponse result(String result) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("result", result);
        return SbiResponse.json(200, v);
    }
}
