package dev.corebed.pcf.sbi;

import dev.corebed.pcf.client.NfDiscovery;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.pcf.service.SmPolicyBulkLoad;
import dev.corebed.pcf.service.SmPolicyService;
import org.springframework.beans.factory.annotation.Qualifier;
import dev.corebed.pcf.store.SmPolicyRow;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The PCF's management routes: what it holds, and what a tester makes it do on demand (pcf-stub/README.md).
 *
 * <pre>
 * POST /admin/v1/pcf/sm-policies/bulk                   a population of associations (pcf-stub/README.md) → 201 with its id range
 * DELETE /admin/v1/pcf/sm-policies?first=&last=         removes the associations of an id range (a bulk load)
 * GET  /admin/v1/pcf/sm-policies/count                  {"smPolicies":n,"appSessions":m}
 * GET  /admin/v1/pcf/sm-policies/{id}                   the stored association: context, decision, inputs, peer URIs
 * POST /admin/v1/pcf/sm-policies/{id}/update-notify     SmPolicyUpdateNotify to the SMF: {"smPolicyDecision":{...}}
 *                                                       (merged into the decision in force) or no body (the whole decision)
 * POST /admin/v1/pcf/sm-policies/{id}/terminate         TerminationNotification: {"cause":"UE_SUBSCRIPTION"} (default UNSPECIFIED)
 * GET  /admin/v1/pcf/am-policies/count, /ue-policies/count                         {"count":n}
 * GET  /admin/v1/pcf/{am,ue}-policies/{id}              the stored association: request, policy, inputs, peer URIs
 * POST /admin/v1/pcf/{am,ue}-policies/{id}/update-notify  a PolicyUpdate with the policy in force to the AMF
 * POST /admin/v1/pcf/{am,ue}-policies/{id}/terminate    TerminationNotification to the AMF ({"cause":...} optional)
 * POST /admin/v1/pcf/ue-policies/{id}/n1n2-transfer     the UE policy container again (N1N2MessageTransfer)
 * GET  /admin/v1/pcf/discovery                          {"cached":n}: NRF discovery results held
 * DELETE /admin/v1/pcf/discovery                        forgets them
 * </pre>
 */
@Component
public class PcfAdminRoutes implements AdminRoutes {

    static final String ROOT = "/admin/v1/pcf";

    private final SmPolicyService sm;
    private final PolicyAssociationService am;
    private final PolicyAssociationService ue;
    private final NfDiscovery discovery;
    private final SmPolicyBulkLoad bulk;
    private final int bulkConnections;

    public PcfAdminRoutes(SmPolicyService sm, @Qualifier("amPolicyService") PolicyAssociationService am,
                          @Qualifier("uePolicyService") PolicyAssociationService ue, NfDiscovery discovery,
                          SmPolicyBulkLoad bulk, dev.corebed.pcf.config.PcfProperties properties) {
        this.bulk = bulk;
        this.bulkConnections = properties.bulk().connections();
        this.sm = sm;
        this.am = am;
        this.ue = ue;
        this.discovery = discovery;
    }

    @Override
    public List<Route> routes() {
        List<Route> routes = new java.util.ArrayList<>(associations("am-policies", am));
        routes.addAll(associations("ue-policies", ue));
        routes.add(Route.post(ROOT + "/ue-policies/{polAssoId}/n1n2-transfer").service("admin").operation("uePolicyTransfer")
                .to(r -> ue.find(r.pathParam("polAssoId")).thenCompose(ue::deliver)
                        .thenApply(cause -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("cause", cause)))));
        routes.addAll(List.of(
                Route.post(ROOT + "/sm-policies/bulk").service("admin").operation("bulkLoadSmPolicies").json().to(this::bulkLoad),
                Route.delete(ROOT + "/sm-policies").service("admin").operation("deleteSmPolicies").query("first", "last")
                        .to(r -> bulk.delete(r.queryParam("first"), r.queryParam("last"))
                                .thenApply(n -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("deleted", n)))),
                Route.get(ROOT + "/sm-policies/count").service("admin").operation("countSmPolicies").to(this::count),
                Route.get(ROOT + "/sm-policies/{smPolicyId}").service("admin").operation("getSmPolicy").to(this::smPolicy),
                Route.post(ROOT + "/sm-policies/{smPolicyId}/update-notify").service("admin").operation("smPolicyUpdateNotify")
                        .json().to(this::updateNotify),
                Route.post(ROOT + "/sm-policies/{smPolicyId}/terminate").service("admin").operation("smPolicyTerminate")
                        .json().to(this::terminate),
                Route.get(ROOT + "/discovery").service("admin").operation("getDiscoveryCache").to(r ->
                        java.util.concurrent.CompletableFuture.completedFuture(SbiResponse.json(200,
                                Json.MAPPER.createObjectNode().put("cached", discovery.cached())))),
                Route.delete(ROOT + "/discovery").service("admin").operation("clearDiscoveryCache").to(r -> {
                    discovery.clear();
                    return java.util.concurrent.CompletableFuture.completedFuture(SbiResponse.noContent());
                })));
        return routes;
    }

    /** An AM or UE policy kind's routes: count, the stored association, update-notify and terminate on demand. */
    private static List<Route> associations(String path, PolicyAssociationService service) {
        String base = ROOT + "/" + path;
        String kind = service.options().kind();
        return List.of(
                Route.get(base + "/count").service("admin").operation("count" + kind).to(r -> service.count()
                        .thenApply(n -> SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", n)))),
                Route.get(base + "/{polAssoId}").service("admin").operation("get" + kind).to(r -> service.find(r.pathParam("polAssoId"))
                        .thenApply(row -> SbiResponse.json(200, view(row)))),
                Route.post(base + "/{polAssoId}/update-notify").service("admin").operation("updateNotify" + kind)
                        .to(r -> service.notifyUpdate(r.pathParam("polAssoId")).thenApply(PcfAdminRoutes::outcome)),
                Route.post(base + "/{polAssoId}/terminate").service("admin").operation("terminate" + kind).json().to(r -> {
                    JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
                    JsonNode cause = body.get("cause");
                    if (cause != null && !cause.isString()) {
                        throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/cause", "a PolicyAssociationReleaseCause string");
                    }
                    return service.terminate(r.pathParam("polAssoId"), cause == null ? null : cause.asString())
                            .thenApply(PcfAdminRoutes::outcome);
                }));
    }

    static ObjectNode view(dev.corebed.pcf.store.PolicyAssociationRow row) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("polAssoId", row.polAssoId()).put("kind", row.kind()).put("supi", row.supi());
        v.set("request", Json.MAPPER.readTree(row.request()));
        v.set("policy", Json.MAPPER.readTree(row.policy()));
        v.set("inputs", Json.MAPPER.readTree(row.inputs()));
        v.put("udrSubscription", row.udrSubscription()).put("chfSubscription", row.chfSubscription())
                .put("n1n2Subscription", row.n1n2Subscription()).put("amfApiRoot", row.amfApiRoot()).put("version", row.version())
                .put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
        return v;
    }

    /**
     * {"prefix":"imsi-","first":"310014000000000","count":1000000,"dnn":"internet","snssai":{"sst":1,"sd":"000001"},
     *  "ipv4First":"10.128.0.1","notificationUri":"http://127.0.0.1:8091/...","pduSessionId":5,"connections":4}
     */
    private CompletionStage<SbiResponse> bulkLoad(SbiRequest r) {
        JsonNode b = r.json();
        String first = text(b, "/first", null);
        String count = b.path("count").isIntegralNumber() ? b.get("count").asString() : null;
        if (first == null || count == null) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, first == null ? "/first" : "/count", "mandatory");
        }
        JsonNode snssai = b.path("snssai");
        if (!snssai.isObject() || !snssai.path("sst").isIntegralNumber()) {
            snssai = Json.MAPPER.readTree("{\"sst\":1,\"sd\":\"000001\"}");
        }
        var request = new SmPolicyBulkLoad.Request(text(b, "/prefix", "imsi-"), first, b.get("count").asLong(),
                text(b, "/dnn", "internet"), (ObjectNode) snssai, text(b, "/ipv4First", "10.128.0.1"),
                text(b, "/notificationUri", "http://127.0.0.1:9/bulk"), b.path("pduSessionId").asInt(5),
                b.path("connections").asInt(bulkConnections));
        return bulk.load(request).thenApply(l -> SbiResponse.json(201, Json.MAPPER.createObjectNode().put("count", l.count())
                .put("firstSmPolicyId", l.firstId()).put("lastSmPolicyId", l.lastId()).put("firstSupi", l.firstSupi())
                .put("lastSupi", l.lastSupi()).put("millis", l.millis())
                .put("perSecond", l.millis() == 0 ? l.count() : l.count() * 1000 / l.millis())));
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

    private CompletionStage<SbiResponse> count(SbiRequest r) {
        return sm.count().thenCombine(sm.countAppSessions(), (n, m) -> SbiResponse.json(200,
                Json.MAPPER.createObjectNode().put("smPolicies", n).put("appSessions", m)));
    }

    private CompletionStage<SbiResponse> smPolicy(SbiRequest r) {
        return sm.row(r.pathParam("smPolicyId")).thenApply(row -> SbiResponse.json(200, view(row)));
    }

    static ObjectNode view(SmPolicyRow row) {
        ObjectNode v = Json.MAPPER.createObjectNode().put("smPolicyId", row.smPolicyId()).put("supi", row.supi())
                .put("gpsi", row.gpsi()).put("pduSessionId", row.pduSessionId()).put("dnn", row.dnn()).put("snssai", row.snssai());
        v.set("context", Json.MAPPER.readTree(row.context()));
        v.set("decision", Json.MAPPER.readTree(row.decision()));
        v.set("inputs", Json.MAPPER.readTree(row.inputs()));
        v.put("udrSubscription", row.udrSubscription()).put("chfSubscription", row.chfSubscription())
                .put("bsfBinding", row.bsfBinding()).put("version", row.version())
                .put("createdAt", Instant.ofEpochMilli(row.createdAt()).toString())
                .put("updatedAt", Instant.ofEpochMilli(row.updatedAt()).toString());
        return v;
    }

    private CompletionStage<SbiResponse> updateNotify(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        JsonNode decision = body.get("smPolicyDecision");
        if (decision != null && !decision.isObject()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/smPolicyDecision", "an SmPolicyDecision object");
        }
        return sm.notifyUpdate(r.pathParam("smPolicyId"), decision).thenApply(PcfAdminRoutes::outcome);
    }

    private CompletionStage<SbiResponse> terminate(SbiRequest r) {
        JsonNode body = r.hasBody() ? r.json() : Json.MAPPER.createObjectNode();
        JsonNode cause = body.get("cause");
        if (cause != null && !cause.isString()) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/cause", "an SmPolicyAssociationReleaseCause string");
        }
        return sm.terminate(r.pathParam("smPolicyId"), cause == null ? null : cause.asString()).thenApply(PcfAdminRoutes::outcome);
    }

    /** How the callback ended: sent (a 2xx), failed (refused, or no answer after the retries), dropped. */
    static SbiResponse outcome(Outcome o) {
        return SbiResponse.json(200, Json.MAPPER.createObjectNode().put("outcome", o.name().toLowerCase(Locale.ROOT)));
    }
}
