package dev.corebed.sbi.metrics;

import dev.corebed.sbi.RouteTable.CompiledRoute;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The one SBI request timer, {@code sbi.requests} (Prometheus: sbi_requests_seconds), tagged nf,
 * service, operation, status, cause, fault. Timers are looked up once and cached per route, so
 * recording costs no map lookup or tag allocation for the usual outcomes.
 */
public final class SbiMetrics {

    public static final String TIMER = "sbi.requests";
    /** Bugs answered 500 SYSTEM_FAILURE (Prometheus: sbi_internal_errors_total), tagged nf and stage. */
    public static final String INTERNAL_ERRORS = "sbi.internal.errors";

    private final MeterRegistry registry;
    private final String nf;
    private final boolean histogram;
    /** Requests that matched no route (bad URI, wrong method) or failed before routing. */
    private final ConcurrentHashMap<String, Timer> unrouted = new ConcurrentHashMap<>();

    public SbiMetrics(MeterRegistry registry, String nf, boolean histogram) {
        this.registry = registry;
        this.nf = nf;
        this.histogram = histogram;
    }

    public MeterRegistry registry() {
        return registry;
    }

    private static final class RouteMeters {
        /** Outcomes without cause or fault, indexed by status - 100. */
        final AtomicReferenceArray<Timer> plain = new AtomicReferenceArray<>(500);
        final ConcurrentHashMap<String, Timer> other = new ConcurrentHashMap<>();
    }

    public void record(CompiledRoute route, int status, String cause, String fault, long nanos) {
        timer(route, status, cause, fault).record(nanos, TimeUnit.NANOSECONDS);
    }

    /** For requests no route owns: the operation tag says why ("unknown_resource", "method_not_allowed"...). */
    public void recordUnrouted(String operation, int status, String cause, long nanos) {
        String key = operation + '|' + status + '|' + cause;
        unrouted.computeIfAbsent(key, k -> build("", operation, status, cause, "none"))
                .record(nanos, TimeUnit.NANOSECONDS);
    }

    /**
     * Counts a bug: something other than bad input or an overloaded dependency failed between a request's
     * headers and its answer. stage: "dispatch" (routing, checks), "handler", "answer" (encoding the answer).
     */
    public void recordInternalError(String stage) {
        Counter.builder(INTERNAL_ERRORS).description("SBI requests answered 500 SYSTEM_FAILURE because of a bug")
                .tag("nf", nf).tag("stage", stage).register(registry).increment();
    }

    private Timer timer(CompiledRoute route, int status, String cause, String fault) {
        RouteMeters meters = (RouteMeters) route.metricsState;
        if (meters == null) {
            meters = new RouteMeters();
            route.metricsState = meters;
        }
        String service = route.route().service();
        String operation = route.route().operation();
        if (cause == null && fault == null && status >= 100 && status < 600) {
            Timer t = meters.plain.get(status - 100);
            if (t == null) {
                t = build(service, operation, status, null, "none");
                meters.plain.set(status - 100, t);
            }
            return t;
        }
        String key = status + "|" + cause + "|" + fault;
        return meters.other.computeIfAbsent(key, k -> build(service, operation, status, cause, fault == null ? "none" : fault));
    }

    private Timer build(String service, String operation, int status, String cause, String fault) {
        Timer.Builder b = Timer.builder(TIMER)
                .description("SBI requests served, by outcome")
                .tag("nf", nf)
                .tag("service", service)
                .tag("operation", operation)
                .tag("status", Integer.toString(status))
                .tag("cause", cause == null ? "" : cause)
                .tag("fault", fault);
        if (histogram) {
            b.publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(50_000)).maximumExpectedValue(Duration.ofSeconds(10));
        }
        return b.register(registry);
    }
}
