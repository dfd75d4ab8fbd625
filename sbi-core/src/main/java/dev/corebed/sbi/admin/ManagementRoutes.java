package dev.corebed.sbi.admin;

import dev.corebed.sbi.Cause;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The management port of every stub: health, Prometheus metrics, and the admin API that lists,
 * sets and clears fault rules and overload limits at run time. Errors are ProblemDetails, like SBI.
 *
 * <pre>
 * GET    /health                    {"status":"UP","nf":...}
 * GET    /metrics                   Prometheus text format
 * GET    /admin/v1/faults           the rules in force
 * POST   /admin/v1/faults           add a rule (id generated when absent) → 201
 * GET    /admin/v1/faults/{id}
 * PUT    /admin/v1/faults/{id}      add or replace → 201 / 200
 * DELETE /admin/v1/faults/{id}      → 204, 404 when unknown
 * DELETE /admin/v1/faults           clear all → 204
 * GET    /admin/v1/overload         limits and requests in flight
 * PUT    /admin/v1/overload         set limits → 200
 * </pre>
 */
public final class ManagementRoutes {

    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";
    private static final String FAULTS = "/admin/v1/faults";

    private final String nf;
    private final PrometheusMeterRegistry registry;
    private final FaultRules faults;
    private final OverloadControl overload;

    public ManagementRoutes(String nf, PrometheusMeterRegistry registry, FaultRules faults, OverloadControl overload) {
        this.nf = nf;
        this.registry = registry;
        this.faults = faults;
        this.overload = overload;
    }

    public List<Route> routes() {
        List<Route> routes = new ArrayList<>();
        routes.add(Route.get("/health").service("admin").operation("health").to(r -> done(
                SbiResponse.json(200, Map.of("status", "UP", "nf", nf)))));
        routes.add(Route.get("/metrics").service("admin").operation("metrics").anyQuery().to(r -> done(
                SbiResponse.of(200, PROMETHEUS_TEXT, registry.scrape().getBytes(StandardCharsets.UTF_8)))));
        routes.add(Route.get(FAULTS).service("admin").operation("listFaults").to(r -> done(SbiResponse.json(200, faults.list()))));
        routes.add(Route.post(FAULTS).service("admin").operation("addFault").json().to(this::addFault));
        routes.add(Route.get(FAULTS + "/{id}").service("admin").operation("getFault").to(this::getFault));
        routes.add(Route.put(FAULTS + "/{id}").service("admin").operation("putFault").json().to(this::putFault));
        routes.add(Route.delete(FAULTS + "/{id}").service("admin").operation("removeFault").to(this::removeFault));
        routes.add(Route.delete(FAULTS).service("admin").operation("clearFaults").to(r -> {
            faults.clear();
            return done(SbiResponse.noContent());
        }));
        routes.add(Route.get("/admin/v1/overload").service("admin").operation("getOverload").to(r -> done(overloadView())));
        routes.add(Route.put("/admin/v1/overload").service("admin").operation("setOverload").json().to(this::setOverload));
        return routes;
    }

    private CompletionStage<SbiResponse> addFault(SbiRequest r) {
        FaultRule stored = store(r.json(FaultRule.class));
        return done(SbiResponse.json(201, stored).header("location", r.apiRoot() + FAULTS + "/" + stored.id()));
    }

    private CompletionStage<SbiResponse> putFault(SbiRequest r) {
        String id = r.pathParam("id");
        FaultRule rule = r.json(FaultRule.class);
        if (rule.id() != null && !rule.id().equals(id)) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "id", "differs from the id in the URI");
        }
        boolean existed = faults.get(id) != null;
        FaultRule stored = store(rule.withId(id));
        return done(SbiResponse.json(existed ? 200 : 201, stored));
    }

    private CompletionStage<SbiResponse> getFault(SbiRequest r) {
        FaultRule rule = faults.get(r.pathParam("id"));
        if (rule == null) {
            throw SbiException.notFound("no fault rule " + r.pathParam("id"));
        }
        return done(SbiResponse.json(200, rule));
    }

    private CompletionStage<SbiResponse> removeFault(SbiRequest r) {
        if (!faults.remove(r.pathParam("id"))) {
            throw SbiException.notFound("no fault rule " + r.pathParam("id"));
        }
        return done(SbiResponse.noContent());
    }

    private FaultRule store(FaultRule rule) {
        try {
            return faults.put(rule);
        } catch (IllegalArgumentException e) {
            throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, e.getMessage());
        }
    }

    private CompletionStage<SbiResponse> setOverload(SbiRequest r) {
        try {
            overload.set(r.json(OverloadControl.Settings.class));
        } catch (IllegalArgumentException e) {
            throw SbiException.badRequest(Cause.MANDATORY_IE_INCORRECT, e.getMessage());
        }
        return done(overloadView());
    }

    private SbiResponse overloadView() {
        OverloadControl.Settings s = overload.settings();
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("maxInFlight", s.maxInFlight());
        view.put("maxRate", s.maxRate());
        view.put("burst", s.burst());
        view.put("retryAfter", s.retryAfter());
        view.put("inFlight", overload.inFlight());
        return SbiResponse.json(200, view);
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }

}
