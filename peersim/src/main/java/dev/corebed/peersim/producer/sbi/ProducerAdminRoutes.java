package dev.corebed.peersim.producer.sbi;

import dev.corebed.peersim.producer.client.NrfRegistrar;
import dev.corebed.peersim.producer.service.Behaviour;
import dev.corebed.peersim.producer.service.Population;
import dev.corebed.peersim.producer.service.ProducerService;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminBodies;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.config.SbiEndpoints;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The producer simulator's management routes.
 *
 * <pre>
 * GET /admin/v1/producer/instances[?nf-type=&limit=]   the instances: id, type, set, locality, apiRoot, load, counts
 * GET /admin/v1/producer/received                     requests received and failed, by NF kind
 * GET /admin/v1/producer/behaviour                    how it answers: delayMs, bodySize, failureShare, failure
 * PUT /admin/v1/producer/behaviour                    changes it (the fields given)
 * GET /admin/v1/producer/registration                 instances registered with the NRF, the last error
 * POST /admin/v1/producer/registration                registers every instance again
 * PUT /admin/v1/producer/instances/{id}/behaviour     one instance's own behaviour (fields given, over the simulator's)
 * DELETE /admin/v1/producer/instances/{id}/behaviour  back to the simulator's
 * PUT /admin/v1/producer/instances/{id}/reports       {"load":90,"overloadReduction":50,"validitySeconds":60}: what it
 *                                                     reports in LCI / OCI from now on (until a reset)
 * </pre>
 */
public final class ProducerAdminRoutes implements AdminRoutes {

    private static final String ROOT = "/admin/v1/producer";

    private final ProducerService producers;
    private final Supplier<SbiEndpoints> endpoints;
    private final Supplier<NrfRegistrar> registrar;

    public ProducerAdminRoutes(ProducerService producers, Supplier<SbiEndpoints> endpoints, Supplier<NrfRegistrar> registrar) {
        this.producers = producers;
        this.endpoints = endpoints;
        this.registrar = registrar;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/instances").service("admin").operation("getInstances").query("nf-type", "limit").to(r -> {
                    int limit;
                    try {
                        limit = r.queryParam("limit") == null ? 10_000 : Math.max(0, Integer.parseInt(r.queryParam("limit")));
                    } catch (NumberFormatException e) {
                        throw SbiException.invalidParam(Cause.INVALID_QUERY_PARAM, "limit", "a non-negative integer");
                    }
                    int port = endpoints.get().sbiPort();
                    List<Population.Instance> list = producers.instances(r.queryParam("nf-type"), limit);
                    ArrayNode out = Json.MAPPER.createArrayNode();
                    for (Population.Instance i : list) {
                        ObjectNode o = out.addObject().put("nfInstanceId", i.id()).put("name", i.name()).put("nfType", i.nfType())
                                .put("kind", i.kind()).put("nfSet", i.nfSet()).put("locality", i.locality())
                                .put("apiRoot", i.apiRoot(port)).put("groupId", i.groupId()).put("load", i.load())
                                .put("received", i.received()).put("failed", i.failed());
                        if (i.hasSupiRange()) {
                            o.put("supiStart", i.supiDigits(true)).put("supiEnd", i.supiDigits(false));
                        }
                        if (i.lciHeader() != null) {
                            o.put("lci", i.lciHeader().toString());
                        }
                        if (i.ociHeader() != null) {
                            o.put("oci", i.ociHeader().toString());
                        }
                    }
                    return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("count", producers.population().all().size())
                            .set("instances", out)));
                }),
                Route.get(ROOT + "/received").service("admin").operation("getReceived").to(r -> {
                    ObjectNode o = Json.MAPPER.createObjectNode();
                    long total = 0;
                    long failed = 0;
                    ObjectNode byKind = o.putObject("byKind");
                    for (var e : producers.counts().entrySet()) {
                        byKind.putObject(e.getKey()).put("received", e.getValue()[0]).put("failed", e.getValue()[1]);
                        total += e.getValue()[0];
                        failed += e.getValue()[1];
                    }
                    o.put("received", total).put("failed", failed);
                    return done(SbiResponse.json(200, o));
                }),
                Route.get(ROOT + "/behaviour").service("admin").operation("getBehaviour").to(r ->
                        done(SbiResponse.json(200, behaviourJson(producers.behaviour())))),
                Route.put(ROOT + "/behaviour").service("admin").operation("putBehaviour").json().to(r -> {
                    Behaviour next = behaviour(r.json(), producers.behaviour());
                    producers.behaviour(next);
                    return done(SbiResponse.json(200, behaviourJson(next)));
                }),
                Route.put(ROOT + "/instances/{id}/behaviour").service("admin").operation("putInstanceBehaviour").json().to(r -> {
                    Population.Instance i = instance(r.pathParam("id"));
                    Behaviour next = behaviour(r.json(), i.override() != null ? i.override() : producers.behaviour());
                    i.override(next);
                    return done(SbiResponse.json(200, behaviourJson(next)));
                }),
                Route.delete(ROOT + "/instances/{id}/behaviour").service("admin").operation("deleteInstanceBehaviour").to(r -> {
                    instance(r.pathParam("id")).override(null);
                    return done(SbiResponse.noContent());
                }),
                Route.put(ROOT + "/instances/{id}/reports").service("admin").operation("putInstanceReports").json().to(r -> {
                    Population.Instance i = instance(r.pathParam("id"));
                    JsonNode b = r.json();
                    AdminBodies.only(b, "", Set.of("load", "overloadReduction", "validitySeconds"));
                    int load = b.has("load") ? number(b, "load").intValue() : i.load();
                    int reduction = b.has("overloadReduction") ? number(b, "overloadReduction").intValue() : 0;
                    long validity = b.has("validitySeconds") ? number(b, "validitySeconds").longValue() : 60;
                    if (load < 0 || load > 100 || reduction < 0 || reduction > 100 || validity < 1) {
                        throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, "load and overloadReduction 0..100, validitySeconds >= 1");
                    }
                    i.pin(load, reduction, validity);
                    ObjectNode o = Json.MAPPER.createObjectNode().put("lci", String.valueOf(i.lciHeader()));
                    if (i.ociHeader() != null) {
                        o.put("oci", i.ociHeader().toString());
                    }
                    return done(SbiResponse.json(200, o));
                }),
                Route.post(ROOT + "/registration").service("admin").operation("register").to(r -> {
                    NrfRegistrar reg = registrar.get();
                    if (reg == null) {
                        throw new SbiException(409, "NO_NRF", "the simulator has no NRF (nrf.api-root)");
                    }
                    return reg.reregister().thenApply(v -> SbiResponse.json(200, Json.MAPPER.createObjectNode()
                            .put("instances", producers.population().all().size()).put("registered", reg.registered())));
                }),
                Route.get(ROOT + "/registration").service("admin").operation("getRegistration").to(r -> {
                    NrfRegistrar reg = registrar.get();
                    ObjectNode o = Json.MAPPER.createObjectNode().put("instances", producers.population().all().size())
                            .put("registered", reg == null ? 0 : reg.registered());
                    if (reg != null && reg.lastError() != null) {
                        o.put("lastError", reg.lastError());
                    }
                    return done(SbiResponse.json(200, o));
                }));
    }

    private Population.Instance instance(String id) {
        Population.Instance i = producers.population().byId(id);
        if (i == null) {
            throw SbiException.notFound("no producer instance " + id);
        }
        return i;
    }

    /** The fields given over {@code now}. */
    private static Behaviour behaviour(JsonNode b, Behaviour now) {
        AdminBodies.only(b, "", Set.of("delayMs", "bodySize", "failureShare", "failure"));
        try {
            return new Behaviour(
                    b.has("delayMs") ? Duration.ofMillis(number(b, "delayMs").longValue()) : now.delay(),
                    b.has("bodySize") ? number(b, "bodySize").intValue() : now.bodySize(),
                    b.has("failureShare") ? number(b, "failureShare").doubleValue() : now.failureShare(),
                    b.has("failure") ? b.get("failure").asString() : now.failure());
        } catch (IllegalArgumentException e) {
            throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, e.getMessage());
        }
    }

    private static Number number(JsonNode b, String field) {
        if (!b.get(field).isNumber()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/" + field, "a number");
        }
        return b.get(field).numberValue();
    }

    private static ObjectNode behaviourJson(Behaviour b) {
        return Json.MAPPER.createObjectNode().put("delayMs", b.delay().toMillis()).put("bodySize", b.bodySize())
                .put("failureShare", b.failureShare()).put("failure", b.failure());
    }

    private static CompletableFuture<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }
}
