package dev.corebed.scp.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.scp.service.Producer;
import dev.corebed.scp.service.RateLimitRule;
import dev.corebed.scp.service.RateLimiter;
import dev.corebed.scp.service.ScpStatus;
import dev.corebed.scp.store.RateLimitStore;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The SCP's management routes (docs/management-api.md#scp).
 *
 * <pre>
 * GET    /admin/v1/scp/status                     counters, in flight, subscriptions, last audit, cache, endpoints, loads
 * GET    /admin/v1/scp/producers[?nf-type=&limit=] the view of the producers
 * POST   /admin/v1/scp/audit                      audit the view against the NRF now
 * DELETE /admin/v1/scp/discovery-cache            forget the discovery results
 * GET    /admin/v1/scp/rate-limits                the rules and this instance's global counts
 * PUT    /admin/v1/scp/rate-limits                {"rules":[{kind,key,rate,burst}],"remove":[{kind,key}]}: adds or
 *                                                 replaces the rules, removes those named, in one version of the rules
 * PUT    /admin/v1/scp/rate-limits/{kind}/{key}   {"rate":..,"burst":..}
 * DELETE /admin/v1/scp/rate-limits/{kind}/{key}   one rule; DELETE /admin/v1/scp/rate-limits: all
 * </pre>
 */
public final class ScpAdminRoutes implements AdminRoutes {

    private static final String ROOT = "/admin/v1/scp";

    private final ScpStatus status;
    private final RateLimiter rateLimits;

    public ScpAdminRoutes(ScpStatus status, RateLimiter rateLimits) {
        this.status = status;
        this.rateLimits = rateLimits;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/status").service("admin").operation("getScpStatus").to(r -> done(SbiResponse.json(200, statusBody()))),
                Route.get(ROOT + "/producers").service("admin").operation("getProducers").query("nf-type", "limit").to(r -> {
                    ArrayNode list = Json.MAPPER.createArrayNode();
                    for (Producer p : status.producers(r.queryParam("nf-type"), limit(r))) {
                        list.add(producer(p));
                    }
                    return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", status.producerCount())
                            .set("producers", list)));
                }),
                Route.post(ROOT + "/audit").service("admin").operation("auditNow").to(r -> status.auditNow().thenApply(a ->
                        SbiResponse.json(200, Json.MAPPER.createObjectNode().put("read", a.read()).put("removed", a.removed())
                                .put("failed", a.failed())))),
                Route.delete(ROOT + "/discovery-cache").service("admin").operation("clearDiscoveryCache").to(r -> {
                    status.clearDiscoveryCache();
                    return done(SbiResponse.noContent());
                }),
                Route.get(ROOT + "/rate-limits").service("admin").operation("getRateLimits").to(r -> done(SbiResponse.json(200, rateLimitsBody()))),
                Route.put(ROOT + "/rate-limits").service("admin").operation("putRateLimits").json().to(r -> {
                    JsonNode body = r.json();
                    AdminBodies.only(body, "", Set.of("rules", "remove"));
                    JsonNode rules = body.path("rules");
                    JsonNode remove = body.path("remove");
                    if (!rules.isArray() && !remove.isArray() || !rules.isMissingNode() && !rules.isArray()
                            || !remove.isMissingNode() && !remove.isArray()) {
                        throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/rules", "an array of rules, or of rules to remove");
                    }
                    List<RateLimitRule> list = new ArrayList<>();
                    for (int i = 0; i < rules.size(); i++) {
                        list.add(rule(rules.get(i), "/rules/" + i, null, null));
                    }
                    List<RateLimitStore.Key> gone = new ArrayList<>();
                    for (int i = 0; i < remove.size(); i++) {
                        JsonNode k = remove.get(i);
                        AdminBodies.only(k, "/remove/" + i, Set.of("kind", "key"));
                        RateLimitRule.Kind kind;
                        try {
                            kind = RateLimitRule.Kind.of(k.path("kind").asString(""));
                        } catch (IllegalArgumentException e) {
                            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/remove/" + i + "/kind", "ingress, egress or global");
                        }
                        String key = k.path("key").asString("");
                        if (key.isEmpty()) {
                            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/remove/" + i + "/key", "the rule's key");
                        }
                        gone.add(new RateLimitStore.Key(kind, key));
                    }
                    return rateLimits.edit(list, gone).thenApply(n -> SbiResponse.json(200, Json.MAPPER.createObjectNode()
                            .put("put", list.size()).put("removed", n)));
                }),
                Route.put(ROOT + "/rate-limits/{kind}/{key}").service("admin").operation("putRateLimit").json().to(r -> {
                    RateLimitRule rule = rule(r.json(), "", kind(r), r.pathParam("key"));
                    return rateLimits.put(List.of(rule)).thenApply(v -> SbiResponse.json(200, ruleJson(rule)));
                }),
                Route.delete(ROOT + "/rate-limits/{kind}/{key}").service("admin").operation("deleteRateLimit").to(r ->
                        rateLimits.delete(kind(r), r.pathParam("key")).thenApply(found -> {
                            if (!found) {
                                throw SbiException.notFound("no " + r.pathParam("kind") + " rate limit for " + r.pathParam("key"));
                            }
                            return SbiResponse.noContent();
                        })),
                Route.delete(ROOT + "/rate-limits").service("admin").operation("deleteRateLimits").to(r ->
                        rateLimits.deleteAll().thenApply(n -> SbiResponse.noContent())));
    }

    private static int limit(SbiRequest r) {
        String v = r.queryParam("limit");
        try {
            return v == null ? 1000 : Math.max(0, Integer.parseInt(v));
        } catch (NumberFormatException e) {
            throw SbiException.invalidParam(Cause.INVALID_QUERY_PARAM, "limit", "a non-negative integer");
        }
    }

    private static RateLimitRule.Kind kind(SbiRequest r) {
        try {
            return RateLimitRule.Kind.of(r.pathParam("kind"));
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "kind", "ingress, egress or global");
        }
    }

    /** A rule from JSON; kind and key from the path when given there. */
    private static RateLimitRule rule(JsonNode n, String at, RateLimitRule.Kind kind, String key) {
        AdminBodies.only(n, at, kind == null ? Set.of("kind", "key", "rate", "burst") : Set.of("rate", "burst"));
        if (kind == null) {
            try {
                kind = RateLimitRule.Kind.of(n.path("kind").asString(""));
            } catch (IllegalArgumentException e) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/kind", "ingress, egress or global");
            }
            key = n.path("key").asString(null);
        }
        if (!n.path("rate").isNumber()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, at + "/rate", "requests per second, a number");
        }
        if (n.has("burst") && !n.get("burst").canConvertToInt()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/burst", "an integer");
        }
        try {
            return new RateLimitRule(kind, key == null ? "" : key, n.get("rate").asDouble(), n.path("burst").asInt(0));
        } catch (IllegalArgumentException e) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + (key == null || key.isEmpty() ? "/key" : "/rate"),
                    e.getMessage());
        }
    }

    private static ObjectNode ruleJson(RateLimitRule r) {
        return Json.MAPPER.createObjectNode().put("kind", r.kind().wire()).put("key", r.key()).put("rate", r.rate())
                .put("burst", r.burst());
    }

    private ObjectNode rateLimitsBody() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        ArrayNode rules = o.putArray("rules");
        rateLimits.rulesNow().forEach(r -> rules.add(ruleJson(r)));
        ObjectNode counts = o.putObject("globalCounts");
        rateLimits.globalCounts().forEach(counts::put);
        return o;
    }

    private ObjectNode statusBody() {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("producers", status.producerCount());
        o.put("inFlight", status.inFlight());
        o.put("cachedDiscoveries", status.cachedDiscoveries());
        ObjectNode subs = o.putObject("subscriptions");
        status.subscriptions().forEach(subs::put);
        if (status.lastAudit() != null) {
            o.putObject("lastAudit").put("at", String.valueOf(status.lastAuditAt())).put("read", status.lastAudit().read())
                    .put("removed", status.lastAudit().removed()).put("failed", status.lastAudit().failed());
        }
        ObjectNode counters = o.putObject("counters");
        status.counters().forEach(counters::put);
        ObjectNode endpoints = o.putObject("endpoints");
        status.endpoints().forEach((k, v) -> endpoints.putObject(k).put("inFlight", v[0]).put("failuresInARow", v[1])
                .put("ejectedForMs", v[2]).put("ejections", v[3]));
        ObjectNode loads = o.putObject("loads");
        status.loads().forEach(loads::put);
        ObjectNode overloads = o.putObject("overloads");
        status.overloads().forEach(overloads::put);
        return o;
    }

    private static ObjectNode producer(Producer p) {
        ObjectNode o = Json.MAPPER.createObjectNode().put("nfInstanceId", p.id()).put("nfType", p.nfType())
                .put("nfStatus", p.status()).put("locality", p.locality()).put("priority", p.priority())
                .put("capacity", p.capacity()).put("load", p.load());
        ArrayNode sets = o.putArray("nfSetIdList");
        p.nfSets().forEach(sets::add);
        ArrayNode services = o.putArray("services");
        for (Producer.Service s : p.services()) {
            services.addObject().put("serviceInstanceId", s.instanceId()).put("serviceName", s.name())
                    .put("apiRoot", s.apiRoot() == null ? null : s.apiRoot().text()).put("priority", s.priority())
                    .put("capacity", s.capacity()).put("load", s.load()).put("status", s.status());
        }
        return o;
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
