package dev.corebed.peersim.chf;

import dev.corebed.model.ts29594.SpendingLimitContext;
import dev.corebed.peersim.common.Received;
import dev.corebed.peersim.common.ReceivedRoutes;
import dev.corebed.peersim.common.SimulatorState;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import dev.corebed.sbi.client.SbiClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nchf_SpendingLimitControl (TS29594_Nchf_SpendingLimitControl.yaml, API 1.2.0) and the CHF simulator's management
 * routes. The yaml names no operationIds; the routes carry the service operations' names (Subscribe for the initial
 * and, on PUT, the intermediate spending limit report; Unsubscribe).
 *
 * <pre>
 * GET  /admin/v1/chf/subscriptions                          the subscriptions
 * PUT  /admin/v1/chf/subscribers/{supi}/counters            {"data-volume":"exceeded"}: sets the subscriber's statuses and
 *                                                           notifies its subscriptions ({notifUri}/notify)
 * POST /admin/v1/chf/subscriptions/{id}/notify              a SpendingLimitStatus of the subscription now ({notifUri}/notify)
 * POST /admin/v1/chf/subscriptions/{id}/terminate           ends it ({notifUri}/terminate, {"termCause":...} optional)
 * GET|DELETE /admin/v1/chf/received                         what it received
 * </pre>
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ChfProperties.class)
public class ChfRoutes {

    static final String SERVICE = "nchf-spendinglimitcontrol";
    static final String ROOT = "/nchf-spendinglimitcontrol/v1/subscriptions";

    @Bean
    Received chfReceived(ChfProperties p) {
        return new Received(p.receivedCapacity());
    }

    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService chfTimers() {
        return Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "chf-sim-timers");
            t.setDaemon(true);
            return t;
        });
    }

    @Bean
    SpendingLimits spendingLimits(ChfProperties p, SbiClient client, ScheduledExecutorService chfTimers, MeterRegistry registry) {
        return new SpendingLimits(p.counters(), new CallbackDelivery(client, chfTimers, registry, "chf", p.notifications().options()));
    }

    @Bean
    SbiRoutes chfSpendingLimitControl(SpendingLimits limits, Received chfReceived) {
        return () -> List.of(
                Route.post(ROOT).service(SERVICE).operation("Subscribe").json().to(r -> {
                    JsonNode body = context(r);
                    String supi = body.path("supi").asString(null);
                    String notifUri = body.path("notifUri").asString(null);
                    List<InvalidParam> missing = new ArrayList<>();
                    if (supi == null) {
                        missing.add(new InvalidParam("/supi", "mandatory in the initial spending limit report"));
                    }
                    if (notifUri == null) {
                        missing.add(new InvalidParam("/notifUri", "mandatory in the initial spending limit report"));
                    }
                    if (!missing.isEmpty()) {
                        throw new SbiException(400, Cause.MANDATORY_IE_MISSING, "supi and notifUri are mandatory", missing);
                    }
                    List<String> counters = counterIds(body);
                    checkCounters(limits, supi, counters);
                    SpendingLimits.Subscription s = limits.subscribe(supi, counters, notifUri);
                    chfReceived.record("Subscribe", supi, body, 201);
                    return done(SbiResponse.json(201, limits.status(s, null)).header("location", r.apiRoot() + ROOT + "/" + s.id()));
                }),
                Route.put(ROOT + "/{subscriptionId}").service(SERVICE).operation("SubscribeIntermediate").json().to(r -> {
                    JsonNode body = context(r);
                    String id = r.pathParam("subscriptionId");
                    SpendingLimits.Subscription old = limits.get(id).orElseThrow(() -> notFound(id));
                    List<String> counters = body.has("policyCounterIds") ? counterIds(body) : old.counterIds();
                    String supi = body.path("supi").asString(old.supi());
                    checkCounters(limits, supi, counters);
                    SpendingLimits.Subscription s = limits.replace(id, supi, counters, body.path("notifUri").asString(old.notifUri()))
                            .orElseThrow(() -> notFound(id));
                    chfReceived.record("SubscribeIntermediate", supi, body, 200);
                    return done(SbiResponse.json(200, limits.status(s, null)));
                }),
                Route.delete(ROOT + "/{subscriptionId}").service(SERVICE).operation("Unsubscribe").to(r -> {
                    String id = r.pathParam("subscriptionId");
                    SpendingLimits.Subscription s = limits.remove(id).orElseThrow(() -> notFound(id));
                    chfReceived.record("Unsubscribe", s.supi(), null, 204);
                    return done(SbiResponse.noContent());
                }));
    }

    private static JsonNode context(SbiRequest r) {
        JsonNode body = r.json();
        Json.bind(body, SpendingLimitContext.class);
        return body;
    }

    private static List<String> counterIds(JsonNode body) {
        List<String> ids = new ArrayList<>();
        body.path("policyCounterIds").forEach(c -> ids.add(c.asString()));
        return ids;
    }

    /** TS 29.594 §5.7.3: counters the CHF does not keep are 400 UNKNOWN_POLICY_COUNTERS. */
    private static void checkCounters(SpendingLimits limits, String supi, List<String> counters) {
        List<String> unknown = limits.unknownCounters(supi, counters);
        if (!unknown.isEmpty()) {
            throw new SbiException(400, "UNKNOWN_POLICY_COUNTERS", "no policy counters " + unknown,
                    unknown.stream().map(u -> new InvalidParam("/policyCounterIds", u + " is not a counter of " + supi)).toList());
        }
    }

    private static SbiException notFound(String id) {
        return new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no spending limit subscription " + id);
    }

    @Bean
    SimulatorState chfState(SpendingLimits limits, Received chfReceived) {
        return new SimulatorState("spending limit subscriptions, counters and what the CHF received", chfReceived, limits::clear);
    }

    @Bean
    AdminRoutes chfAdmin(SpendingLimits limits, Received chfReceived) {
        String admin = "/admin/v1/chf";
        List<Route> routes = new ArrayList<>(List.of(
                Route.get(admin + "/subscriptions").service("admin").operation("getSubscriptions").to(r -> {
                    ArrayNode list = Json.MAPPER.createArrayNode();
                    limits.all().forEach(s -> list.add(SpendingLimits.json(s)));
                    return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", list.size()).set("subscriptions", list)));
                }),
                Route.put(admin + "/subscribers/{supi}/counters").service("admin").operation("setCounters").json().to(r -> {
                    Map<String, String> statuses = statuses(r.json());
                    return limits.setCounters(r.pathParam("supi"), statuses).thenApply(outcomes -> {
                        ObjectNode o = Json.MAPPER.createObjectNode().put("notified", outcomes.size());
                        outcomes.forEach(x -> o.withArray("outcomes").add(x.name().toLowerCase(Locale.ROOT)));
                        return SbiResponse.json(200, o);
                    });
                }),
                Route.post(admin + "/subscriptions/{id}/notify").service("admin").operation("notify").to(r -> {
                    SpendingLimits.Subscription s = limits.get(r.pathParam("id")).orElseThrow(() -> notFound(r.pathParam("id")));
                    return limits.notifyStatus(s, null).thenApply(ChfRoutes::outcome);
                }),
                Route.post(admin + "/subscriptions/{id}/terminate").service("admin").operation("terminate").to(r -> {
                    SpendingLimits.Subscription s = limits.get(r.pathParam("id")).orElseThrow(() -> notFound(r.pathParam("id")));
                    String cause = null;
                    if (r.hasBody()) {
                        JsonNode body = r.json();
                        AdminBodies.only(body, "", java.util.Set.of("termCause"));
                        if (body.has("termCause") && !body.get("termCause").isString()) {
                            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/termCause", "a TerminationCause string");
                        }
                        cause = body.path("termCause").asString(null);
                    }
                    return limits.terminate(s, cause).thenApply(ChfRoutes::outcome);
                })));
        routes.addAll(ReceivedRoutes.of("chf", chfReceived));
        return () -> routes;
    }

    private static Map<String, String> statuses(JsonNode body) {
        if (!body.isObject() || body.isEmpty()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "an object of counter id → currentStatus");
        }
        Map<String, String> statuses = new LinkedHashMap<>();
        for (var e : body.properties()) {
            if (!e.getValue().isString()) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + e.getKey(), "a status string");
            }
            statuses.put(e.getKey(), e.getValue().asString());
        }
        return statuses;
    }

    private static SbiResponse outcome(Outcome o) {
        return SbiResponse.json(200, Json.MAPPER.createObjectNode().put("outcome", o.name().toLowerCase(Locale.ROOT)));
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
