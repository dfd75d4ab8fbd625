package dev.corebed.shcache.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The Sh cache's business meters, {@code stub.shcache.*} (Prometheus: {@code stub_shcache_..._total}), in one
 * place. The REST requests are in the SBI request timer, the PNRs in {@code diameter.requests}; these count what
 * the cache did: reads by hit or miss, its requests to the HSS by result, notifications, the sweep.
 */
public final class ShCacheMetrics {

    private final MeterRegistry registry;
    private final Map<ShItem.Kind, Map<ShCacheService.CacheStatus, Counter>> lookups = new EnumMap<>(ShItem.Kind.class);
    private final Map<String, Timer> hssRequests = new ConcurrentHashMap<>();
    private final Map<String, Counter> notifications = new ConcurrentHashMap<>();
    private final Map<String, Counter> subscriptions = new ConcurrentHashMap<>();
    final Counter coalesced;
    final Counter sweepRuns;
    final Counter sweepFailures;
    final Counter sweptItems;
    final Counter sweptSubscriptions;

    public ShCacheMetrics(MeterRegistry registry) {
        this.registry = registry;
        for (ShItem.Kind kind : ShItem.Kind.values()) {
            Map<ShCacheService.CacheStatus, Counter> byStatus = new EnumMap<>(ShCacheService.CacheStatus.class);
            for (ShCacheService.CacheStatus status : ShCacheService.CacheStatus.values()) {
                byStatus.put(status, Counter.builder("stub.shcache.lookups").tag("data_reference", kind.shName())
                        .tag("result", status.name().toLowerCase())
                        .description("reads of cached Sh data: hit, miss (not cached) or expired (cached past its TTL)")
                        .register(registry));
            }
            lookups.put(kind, byStatus);
        }
        coalesced = Counter.builder("stub.shcache.hss.coalesced")
                .description("misses that waited for another request's UDR of the same item instead of sending their own")
                .register(registry);
        sweepRuns = Counter.builder("stub.shcache.sweep.runs").description("runs of the expiry sweep").register(registry);
        sweepFailures = Counter.builder("stub.shcache.sweep.failures").description("sweep runs that failed on the data tier")
                .register(registry);
        sweptItems = Counter.builder("stub.shcache.sweep.removed").tag("table", "sh_data")
                .description("expired rows the sweep removed").register(registry);
        sweptSubscriptions = Counter.builder("stub.shcache.sweep.removed").tag("table", "sh_subscription")
                .description("expired rows the sweep removed").register(registry);
    }

    void lookup(ShItem item, ShCacheService.CacheStatus status) {
        lookups.get(item.kind()).get(status).increment();
    }

    /** One request to the HSS: command (UDR, PUR, SNR) and result ("2001", "10415:5001", "timeout", "unreachable", "congestion"). */
    public void hssRequest(String command, String result, long nanos) {
        hssRequests.computeIfAbsent(command + '|' + result, k -> Timer.builder("stub.shcache.hss.requests")
                .tag("command", command).tag("result", result)
                .description("Sh requests the cache sent to the HSS, by command and result (or why none came)")
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(50_000))
                .maximumExpectedValue(Duration.ofSeconds(10))
                .register(registry)).record(nanos, TimeUnit.NANOSECONDS);
    }

    /** What a PNR did: updated, removed (an item the HSS deleted), invalidated (a user's items dropped), recorded, ignored. */
    void notification(String outcome) {
        count(notifications, "stub.shcache.notifications", "outcome", outcome, "what PNRs did to the cache");
    }

    void subscription(String event) {
        count(subscriptions, "stub.shcache.subscriptions", "event", event, "subscriptions to notifications, by event");
    }

    /** A gauge of requests waiting for the HSS. */
    public void hssInFlight(Supplier<Number> inFlight) {
        io.micrometer.core.instrument.Gauge.builder("stub.shcache.hss.in_flight", inFlight)
                .description("requests to the HSS waiting for their answer").register(registry);
    }

    private void count(Map<String, Counter> counters, String name, String tag, String value, String description) {
        counters.computeIfAbsent(value, v -> Counter.builder(name).tag(tag, v).description(description).register(registry))
                .increment();
    }
}
