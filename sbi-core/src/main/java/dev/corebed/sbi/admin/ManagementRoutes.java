package dev.corebed.sbi.admin;

import dev.corebed.sbi.Cause;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.health.HealthStatus;
import dev.corebed.core.health.StubHealth;
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
 * The management port of every stub: health, Prometheus metrics, and the overload limits at run time.
 * Fault rules, scripted answers, the journal and reset are {@link AdminRoutes} of their own
 * ({@link RuleAdminRoutes}, {@link JournalAdminRoutes}, {@link ResetAdminRoutes}). Errors are
 * ProblemDetails, like SBI.
 *
 * <pre>
 * GET    /health                    {"status":"UP","nf":...,"components":{"dataTier":{"status":"UP",...}}}
 *                                   200 while UP or DEGRADED, 503 while DOWN (a readiness probe takes it out)
 * GET    /metrics                   Prometheus text format
 * GET    /admin/v1/overload         limits and requests in flight
 * PUT    /admin/v1/overload         set limits → 200
 * </pre>
 */
public final class ManagementRoutes {

    private static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    private final String nf;
    private final PrometheusMeterRegistry registry;
    private final OverloadControl overload;
    private final StubHealth health;

    public ManagementRoutes(String nf, PrometheusMeterRegistry registry, OverloadControl overload) {
        this(nf, registry, overload, null);
    }

    /** With the parts {@code /health} reports (null: the stub alone, always UP). */
    public ManagementRoutes(String nf, PrometheusMeterRegistry registry, OverloadControl overload, StubHealth health) {
        this.nf = nf;
        this.registry = registry;
        this.overload = overload;
        this.health = health;
    }

    public List<Route> routes() {
        List<Route> routes = new ArrayList<>();
        routes.add(Route.get("/health").service("admin").operation("health").to(r -> done(health())));
        routes.add(Route.get("/metrics").service("admin").operation("metrics").anyQuery().to(r -> done(
                SbiResponse.of(200, PROMETHEUS_TEXT, registry.scrape().getBytes(StandardCharsets.UTF_8)))));
        routes.add(Route.get("/admin/v1/overload").service("admin").operation("getOverload").to(r -> done(overloadView())));
        routes.add(Route.put("/admin/v1/overload").service("admin").operation("setOverload").json().to(this::setOverload));
        return routes;
    }

    private CompletionStage<SbiResponse> setOverload(SbiRequest r) {
        try {
            overload.set(AdminBodies.read(r, OverloadControl.Settings.class));
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

    /** The stub's status and each part's; 503 while DOWN, so that an orchestrator's probe needs only the status code. */
    private SbiResponse health() {
        if (health == null) {
            return SbiResponse.json(200, Map.of("status", "UP", "nf", nf));
        }
        StubHealth.Report report = health.report();
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("status", report.status().name());
        view.put("nf", nf);
        Map<String, Object> components = new LinkedHashMap<>();
        report.components().forEach((name, state) -> {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("status", state.status().name());
            if (state.since() != null) {
                c.put("since", state.since().toString());
            }
            if (state.detail() != null) {
                c.put("detail", state.detail());
            }
            components.put(name, c);
        });
        view.put("components", components);
        return SbiResponse.json(report.status() == HealthStatus.DOWN ? 503 : 200, view);
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }

}
