package dev.corebed.pcf.sbi;

import dev.corebed.pcf.client.NfDiscovery;
import dev.corebed.pcf.config.PcfProperties;
import dev.corebed.pcf.service.PolicyAuthorizationService;
import dev.corebed.pcf.service.SmPolicyBulkLoad;
import dev.corebed.pcf.service.SmPolicyService;
import dev.corebed.pcf.store.AppSessionRow;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminPages;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCF's management routes for SM policy associations and application sessions: what it holds, and what a
 * tester makes it do on demand (docs/management-api.md). The AM and UE policy associations: {@link PcfAssociationAdminRoutes}.
 *
 * <pre>
 * GET  /admin/v1/pcf/sm-policies?supi=&limit=&after=    a page in smPolicyId order: {smPolicies: [...], next}
 * POST /admin/v1/pcf/sm-policies/bulk                   a population of associations (pcf-stub/README.md) → 201 with its id range
 * DELETE /admin/v1/pcf/sm-policies?first=&last=         removes the associations of an id range (a bulk load)
 * GET  /admin/v1/pcf/sm-policies/count                  {"smPolicies":n,"appSessions":m,"gxSessions":g,"rxSessions":x}
 * GET  /admin/v1/pcf/sm-policies/{id}                   the stored association: context, decision, inputs, peer URIs, app sessions
 * POST /admin/v1/pcf/sm-policies/{id}/update-notify     SmPolicyUpdateNotify to the SMF: {"smPolicyDecision":{...}}
 *                                                       (merged into the decision in force) or no body (the whole decision)
 * POST /admin/v1/pcf/sm-policies/{id}/terminate         TerminationNotification: {"cause":"UE_SUBSCRIPTION"} (default UNSPECIFIED)
 * GET  /admin/v1/pcf/app-sessions/{appSessionId}        the stored application session
 * GET  /admin/v1/pcf/discovery                          {"cached":n}: NRF discovery results held
 * DELETE /admin/v1/pcf/discovery                        forgets them
 * </pre>
 */
@Component
public class PcfAdminRoutes implements AdminRoutes {

    static final String ROOT = "/admin/v1/pcf";
    private static final Set<String> BULK_FIELDS = Set.of("prefix", "first", "count", "dnn", "snssai", "ipv4First",
            "notificationUri", "pduSessionId", "connections");

    private final SmPolicyService sm;
    private final PolicyAuthorizationService authorization;
    private final NfDiscovery discovery;
    private final SmPolicyBulkLoad bulk;
    private final int bulkConnections;

    public PcfAdminRoutes(SmPolicyService sm, PolicyAuthorizationService authorization, NfDiscovery discovery,
                          SmPolicyBulkLoad bulk, PcfProperties properties) {
        this.sm = sm;
        this.authorization = authorization;
        this.discovery = discovery;
        this.bulk = bulk;
        this.bulkConnections = properties.bulk().connections();
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/sm-policies").service("admin").operation("listSmPolicies").query("supi", "limit", "after")
                        .to(this::list),
                Route.post(ROOT + "/sm-policies/bulk").service("admin").operation("bulkLoadSmPolicies").json().to(this::bulkLoad),
                Route.delete(ROOT + "/sm-policies").service("admin").operation("deleteSmPolicies").query("first", "last")
                        .to(this::deleteRange),
                Route.get(ROOT + "/sm-policies/count").service("admin").operation("countSmPolicies").to(this::count),
                Route.get(ROOT + "/sm-policies/{smPolicyId}").service("admin").operation("getSmPolicy").to(this::smPolicy),
                Route.post(ROOT + "/sm-policies/{smPolicyId}/update-notify").service("admin").operation("smPolicyUpdateNotify")
                        .json().to(this::updateNotify),
                Route.post(ROOT + "/sm-policies/{smPolicyId}/terminate").service("admin").operation("smPolicyTerminate")
                        .json().to(this::terminate),
                Route.get(ROOT + "/app-sessions/{appSessionId}").service("admin").operation("getAppSession")
                        .to(r -> authorization.findAny(r.pathParam("appSessionId")).thenApply(a -> SbiResponse.json(200, view(a)))),
                Route.get(ROOT + "/discovery").service("admin").operation("getDiscoveryCache").to(r ->
                        CompletableFuture.completedFuture(SbiResponse.json(200,
                                Json.MAPPER.createObjectNode().put("cached", discovery.cached())))),
                Route.delete(ROOT + "/discovery").service("admin").operation("clearDiscoveryCache").to(r -> {
                    discovery.clear();
                    return CompletableFuture.completedFuture(SbiResponse.noContent());
                }));
    }

    private CompletionStage<SbiResponse> list(SbiRequest r) {
        int limit = AdminPages.limit(r);
        return sm.page(r.queryParam("supi"), r.queryParam("after"), limit).thenApply(rows -> SbiResponse.json(200,
                AdminPages.page("smPolicies", rows, limit, PcfAdminRoutes::view, SmPolicyRow::smPolicyId)));
    }

    private CompletionStage<SbiResponse> deleteRange(SbiRequest r) {
        String first = r.queryParam("first");
        String last = r.queryParam("last");
        if (first == null || last == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_MISSING, first == null ? "first" : "last",
                    "the first and last smPolicyId of the range");
        }
        return bulk.delete(first, last).thenApply(n -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("deleted", n)));
    }

    /**
     * {"prefix":"imsi-","first":"310014000000000","count":1000000,"dnn":"internet","snssai":{"sst":1,"sd":"000001"},
     *  "ipv4First":"10.128.0.1","notificationUri":"http://127.0.0.1:8091/...","pduSessionId":5,"connections":4}
     */
    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        JsonNode b = r.json();
        AdminBodies.only(b, "", BULK_FIELDS);
        String first = text(b, "/first", null);
        if (first == null || !b.has("count")) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, first == null ? "/first" : "/count", "mandatory");
        }
        long count = integer(b, "count", 0);
        JsonNode snssai = b.get("snssai");
        if (snssai == null) {
            snssai = Json.MAPPER.createObjectNode().put("sst", 1).put("sd", "000001");
        } else if (!snssai.isObject() || !snssai.path("sst").isIntegralNumber()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/snssai", "an Snssai: {\"sst\":1,\"sd\":\"000001\"}");
        }
        var request = new SmPolicyBulkLoad.Request(text(b, "/prefix", "imsi-"), first, count,
                text(b, "/dnn", "internet"), (ObjectNode) snssai, text(b, "/ipv4First", "10.128.0.1"),
                text(b, "/notificationUri", "http://127.0.0.1:9/bulk"), (int) integer(b, "pduSessionId", 5),
                (int) integer(b, "connections", bulkConnections));
        return bulk.load(request).thenApply(l -> SbiResponse.json(201, Json.MAPPER.createObjectNode().put("count", l.count())
                .put("firstSmPolicyId", l.firstId()).put("lastSmPolicyId", l.lastId()).put("firstSupi", l.firstSupi())
                .put("lastSupi", l.lastSupi()).put("millis", l.millis())
                .put("perSecond", l.millis() == 0 ? l.count() : l.count() * 1000 / l.millis())));
    }

    private static long integer(JsonNode body, String name, long otherwise) {
        JsonNode v = body.get(name);
        if (v == null) {
            return otherwise;
        }
        if (!v.isIntegralNumber()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + name, "an integer");
        }
        return v.asLong();
    }

    private static String text(JsonNode body, String pointer, String otherwise) {
        JsonNode v = body.at(pointer);
        if (v.isMissingNode()) {
            return otherwise;
        }
        if (!v.isString() || v.asString().isBlank()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, pointer, "a string");
        }
        return v.asString();
    }

    /** Rows by kind: N7 SM policy associations, Gx sessions, N5 application sessions, Rx sessions. */
    private CompletionStage<SbiResponse> count(SbiRequest r) {
        return sm.countsByKind().thenApply(c -> SbiResponse.json(200, Json.MAPPER.createObjectNode()
                .put("smPolicies", c.getOrDefault("N7", 0L)).put("appSessions", c.getOrDefault("N5", 0L))
                .put("gxSessions", c.getOrDefault("GX", 0L)).put("rxSessions", c.getOrDefault("RX", 0L))));
    }

    private CompletionStage<SbiResponse> smPolicy(SbiRequest r) {
        return sm.row(r.pathParam("smPolicyId")).thenCompose(row -> sm.appSessionsOf(row.smPolicyId()).thenApply(apps -> {
            ObjectNode v = view(row);
            ArrayNode ids = v.putArray("appSessionIds");
            apps.forEach(a -> ids.add(a.appSessionId()));
            return SbiResponse.json(200, v);
        }));
    }

    static ObjectNode view(SmPolicyRow row) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("smPolicyId", row.smPolicyId()).put("kind", row.kind()).put("supi", row.supi())
                .put("gpsi", row.gpsi()).put("pduSessionId", row.pduSessionId()).put("dnn", row.dnn()).put("snssai", row.snssai());
        v.set("context", Json.MAPPER.readTree(row.context()));
        v.set("decision", Json.MAPPER.readTree(row.decision()));
        v.set("inputs", Json.MAPPER.readTree(row.inputs()));
        v.put("udrSubscription", row.udrSubscription()).put("chfSubscription", row.chfSubscription())
                .put("bsfBinding", row.bsfBinding()).put("version", row.version())
                .put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
        if (row.gx() != null) {
            v.putObject("gx").put("sessionId", row.gx().sessionId()).put("ccRequestNumber", row.gx().ccRequestNumber())
                    .put("originHost", row.gx().originHost()).put("originRealm", row.gx().originRealm())
                    .put("viaPeer", row.gx().viaPeer()).put("sySessionId", row.gx().sySessionId());
        }
        return v;
    }

    static ObjectNode view(AppSessionRow row) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("appSessionId", row.appSessionId()).put("kind", row.kind())
                .put("smPolicyId", row.smPolicyId()).put("supi", row.supi());
        if (row.rx() != null) {
            v.putObject("rx").put("sessionId", row.rx().sessionId()).put("originHost", row.rx().originHost())
                    .put("originRealm", row.rx().originRealm()).put("viaPeer", row.rx().viaPeer());
        }
        v.set("context", Json.MAPPER.readTree(row.context()));
        ArrayNode rules = v.putArray("pccRuleIds");
        for (String id : row.pccRules().split(",")) {
            if (!id.isEmpty()) {
                rules.add(id);
            }
        }
        return v.put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
    }

    private CompletionStage<SbiResponse> updateNotify(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        AdminBodies.only(body, "", Set.of("smPolicyDecision"));
        JsonNode decision = body.get("smPolicyDecision");
        if (decision != null && !decision.isObject()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/smPolicyDecision", "an SmPolicyDecision object");
        }
        return sm.notifyUpdate(r.pathParam("smPolicyId"), decision).thenApply(PcfAdminRoutes::outcome);
    }

    private CompletionStage<SbiResponse> terminate(SbiRequest r) {
        return sm.terminate(r.pathParam("smPolicyId"), cause(r, "an SmPolicyAssociationReleaseCause string"))
                .thenApply(PcfAdminRoutes::outcome);
    }

    /** The optional {"cause": "..."} of a terminate request; null when absent. */
    static String cause(SbiRequest r, String what) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        AdminBodies.only(body, "", Set.of("cause"));
        JsonNode cause = body.get("cause");
        if (cause != null && !cause.isString()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/cause", what);
        }
        return cause == null ? null : cause.asString();
    }

    /** How the callback ended: sent (a 2xx), failed (refused, or no answer after the retries), dropped. */
    static SbiResponse outcome(Outcome o) {
        return SbiResponse.json(200, Json.MAPPER.createObjectNode().put("outcome", o.name().toLowerCase(Locale.ROOT)));
    }
}
