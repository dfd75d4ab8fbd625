package dev.corebed.peersim.hss.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The HSS simulator's meters, {@code peer.hss.*}, in one place: the PNRs it sent by result, the subscriptions it
 * holds, the subscribers whose data changed. The UDR, PUR and SNR it answered are in {@code diameter.requests}.
 */
public final class HssMetrics {

    private final MeterRegistry registry;
    private final Map<String, Counter> pnr = new ConcurrentHashMap<>();

    public HssMetrics(MeterRegistry registry, HssSubscriptions subscriptions, Population population) {
        this.registry = registry;
        Gauge.builder("peer.hss.subscriptions", subscriptions::size).description("subscriptions to notifications held")
                .register(registry);
        Gauge.builder("peer.hss.subscribers.changed", () -> population.counts().changed())
                .description("subscribers whose data Sh-Update changed").register(registry);
    }

    /** A PNR sent, by the PNA's result ("2001", "10415:5001") or why none came ("timeout", "unreachable"). */
    void pnr(String result) {
        pnr.computeIfAbsent(result, r -> Counter.builder("peer.hss.pnr").tag("result", r)
                .description("Push-Notification-Requests sent, by the PNA's result").register(registry)).increment();
    }
}
