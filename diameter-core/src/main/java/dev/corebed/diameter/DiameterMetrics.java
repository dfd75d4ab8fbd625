package dev.corebed.diameter;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The one Diameter request timer, {@code diameter.requests} (Prometheus: diameter_requests_seconds),
 * tagged nf, application, command, result, fault; and {@code diameter.peer.messages}, the base
 * protocol messages received (CER/CEA, DWR/DWA, DPR/DPA), which show that watchdogs flow.
 * Timers are cached per (application, operation, result, fault), so recording allocates nothing for
 * outcomes already seen.
 */
public final class DiameterMetrics {

    public static final String TIMER = "diameter.requests";
    public static final String PEER_MESSAGES = "diameter.peer.messages";

    private final MeterRegistry registry;
    private final String nf;
    private final boolean histogram;
    private final ConcurrentHashMap<Key, Timer> timers = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<String, Counter> peerMessages = new ConcurrentHashMap<>();

    public DiameterMetrics(MeterRegistry registry, String nf, boolean histogram) {
        this.registry = registry;
        this.nf = nf;
        this.histogram = histogram;
    }

    private record Key(String application, String command, String result, String fault) {}

    /** Times one request; result "none" when no answer was sent (no-answer and reset faults). */
    public void record(String application, String command, ResultCode result, String fault, long nanos) {
        String r = result == null ? "none" : result.tag();
        timers.computeIfAbsent(new Key(application, command, r, fault == null ? "none" : fault), this::build)
                .record(nanos, TimeUnit.NANOSECONDS);
    }

    private Timer build(Key k) {
        Timer.Builder b = Timer.builder(TIMER)
                .description("Diameter requests served, by outcome")
                .tag("nf", nf)
                .tag("application", k.application)
                .tag("command", k.command)
                .tag("result", k.result)
                .tag("fault", k.fault);
        if (histogram) {
            b.publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(50_000)).maximumExpectedValue(Duration.ofSeconds(10));
        }
        return b.register(registry);
    }

    void peerMessage(String command) {
        peerMessages.computeIfAbsent(command, c -> Counter.builder(PEER_MESSAGES)
                .description("Diameter base protocol messages received")
                .tag("nf", nf)
                .tag("command", c)
                .register(registry)).increment();
    }
}
