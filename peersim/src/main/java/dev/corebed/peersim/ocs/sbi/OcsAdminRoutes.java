package dev.corebed.peersim.ocs.sbi;

import dev.corebed.peersim.ocs.service.OcsSessions;
import dev.corebed.peersim.ocs.service.SpendingNotifications;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminPages;
import dev.corebed.sbi.admin.AdminRoutes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import tools.jackson.databind.JsonNode;

/**
 * The OCS simulator on its management port: the Sy sessions it holds, its subscribers' counter statuses, and its SNRs on
 * demand or at a rate. Bad input is a ProblemDetails and changes nothing.
 *
 * <pre>
 * GET    /admin/v1/ocs/sessions?limit=100                → {count, sessions: [{sessionId, subscriber, counters, pcrfHost, pcrfRealm}]}
 * GET    /admin/v1/ocs/subscribers/{subscriber}/counters → {counter: status} (imsi-..., msisdn-...)
 * PUT    /admin/v1/ocs/subscribers/{subscriber}/counters → {counter: status}: the statuses change, its Sy sessions get an SNR
 *                                                          → {sent: [{sessionId, pcrfHost, result}]}
 * DELETE /admin/v1/ocs/subscribers                       → 204: every subscriber's statuses back to the configured ones
 * POST   /admin/v1/ocs/snr                               → {sessionId, counters?: {counter: status}} → {sent: [...]}
 * GET    /admin/v1/ocs/snr/rate, PUT (same body)         → {rate}
 * </pre>
 */
public final class OcsAdminRoutes implements AdminRoutes {

    static final String ROOT = "/admin/v1/ocs";

    private final OcsSessions sessions;
    private final SpendingNotifications notifications;

    public OcsAdminRoutes(OcsSessions sessions, SpendingNotifications notifications) {
        this.sessions = sessions;
        this.notifications = notifications;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/sessions").service("admin").operation("listOcsSessions").query("limit").to(this::sessions),
                Route.get(ROOT + "/subscribers/{subscriber}/counters").service("admin").operation("getCounters")
                        .to(r -> done(SbiResponse.json(200, sessions.statuses(r.pathParam("subscriber"))))),
                Route.put(ROOT + "/subscribers/{subscriber}/counters").service("admin").operation("setCounters").json()
                        .to(this::setCounters),
                Route.delete(ROOT + "/subscribers").service("admin").operation("resetCounters").to(r -> {
                    sessions.clearStatuses();
                    return done(SbiResponse.noContent());
                }),
                Route.post(ROOT + "/snr").service("admin").operation("sendSnr").json().to(this::snr),
                Route.get(ROOT + "/snr/rate").service("admin").operation("getSnrRate").to(r -> rate()),
                Route.put(ROOT + "/snr/rate").service("admin").operation("setSnrRate").json().to(this::setRate));
    }

    private CompletionStage<SbiResponse> sessions(SbiRequest r) {
        int limit = AdminPages.limit(r, 100, 0, 100_000);
        return done(SbiResponse.json(200, Map.of("count", sessions.size(), "sessions", sessions.list(limit).stream().map(s -> {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("sessionId", s.sessionId());
            v.put("subscriber", s.subscriber());
            v.put("counters", s.counters());
            v.put("pcrfHost", s.pcrfHost());
            v.put("pcrfRealm", s.pcrfRealm());
            return v;
        }).toList())));
    }

    private CompletionStage<SbiResponse> setCounters(SbiRequest r) {
        Map<String, String> counters = counters(r.json(), "");
        if (counters.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/", "at least one counter and its status");
        }
        return notifications.changed(r.pathParam("subscriber"), counters).thenApply(OcsAdminRoutes::sent);
    }

    private CompletionStage<SbiResponse> snr(SbiRequest r) {
        JsonNode body = r.json();
        AdminBodies.only(body, "", Set.of("sessionId", "counters"));
        JsonNode id = body.get("sessionId");
        if (id == null || !id.isString() || id.asString().isBlank()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, "/sessionId", "the Sy session's Session-Id");
        }
        Map<String, String> counters = body.has("counters") ? counters(body.get("counters"), "/counters") : Map.of();
        if (sessions.get(id.asString()) == null) {
            throw new SbiException(404, Cause.RESOURCE_NOT_FOUND, "no Sy session " + id.asString());
        }
        return notifications.notifyNow(id.asString(), counters).thenApply(s -> sent(List.of(s)));
    }

    private CompletionStage<SbiResponse> rate() {
        return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("rate", notifications.rate())));
    }

    private CompletionStage<SbiResponse> setRate(SbiRequest r) {
        JsonNode body = r.json();
        AdminBodies.only(body, "", Set.of("rate"));
        JsonNode rate = body.get("rate");
        if (rate == null || !rate.isNumber() || rate.asDouble() < 0) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/rate", "SNRs per second, 0 or more");
        }
        notifications.rate(rate.asDouble());
        return rate();
    }

    private static Map<String, String> counters(JsonNode node, String at) {
        if (node == null || !node.isObject()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at.isEmpty() ? "/" : at, "an object: {counter: status}");
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            if (!e.getValue().isString() || e.getValue().asString().isBlank()) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at + "/" + e.getKey(), "a status (a string)");
            }
            out.put(e.getKey(), e.getValue().asString());
        }
        return out;
    }

    private static SbiResponse sent(List<SpendingNotifications.Sent> sent) {
        return SbiResponse.json(200, Map.of("sent", sent.stream().map(s -> Map.of("sessionId", s.sessionId(),
                "pcrfHost", s.pcrfHost(), "result", s.result())).toList()));
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
