package dev.corebed.peersim.ocs.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The OCS simulator's meters, {@code peer.ocs.*}: the SNRs it sent by result, the Sy sessions it holds. The SLR and STR
 * it answered are in {@code diameter.requests}.
 */
public final class OcsMetrics {

    private final MeterRegistry registry;
    private final Map<String, Counter> snr = new ConcurrentHashMap<>();

    public OcsMetrics(MeterRegistry registry, OcsSessions sessions) {
        this.registry = registry;
        Gauge.builder("peer.ocs.sessions", sessions::size).description("Sy sessions held").register(registry);
    }

    /** An SNR sent, by the SNA's result ("2001", "5002") or why none came ("timeout", "unreachable"). */
    void snr(String result) {
        snr.computeIfAbsent(result, r -> Counter.builder("peer.ocs.snr").tag("result", r)
                .description("Spending-Status-Notification-Requests sent, by the SNA's result").register(registry)).increment();
    }
}
