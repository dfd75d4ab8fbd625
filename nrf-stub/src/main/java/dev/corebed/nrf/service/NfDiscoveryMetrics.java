package dev.corebed.nrf.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.Supplier;

/**
 * Business meters of NF discovery, {@code stub.nrf.discovery.*}. Every meter is registered once here,
 * so counting on the hot path is an increment, never a registry lookup.
 */
public final class NfDiscoveryMetrics {

    final DistributionSummary results;
    final Counter emptyList;
    final Counter slfGroup;
    final Counter slfNoGroup;
    final Counter slfError;
    final Counter slfCacheHits;
    final Counter slfFailures;
    final Counter forwardsRelayed;
    final Counter forwardsFailed;

    public NfDiscoveryMetrics(MeterRegistry registry, Supplier<Number> viewSize) {
        results = DistributionSummary.builder("stub.nrf.discovery.results")
                .description("NF profiles returned per SearchNFInstances answered locally").register(registry);
        emptyList = Counter.builder("stub.nrf.discovery.empty.list")
                .description("Searches answered with SUSPENDED profiles because no REGISTERED one matched").register(registry);
        slfGroup = slfQuery(registry, "group");
        slfNoGroup = slfQuery(registry, "no_group");
        slfError = slfQuery(registry, "error");
        slfCacheHits = Counter.builder("stub.nrf.discovery.slf.cache.hits")
                .description("SLF lookups answered from the cache").register(registry);
        slfFailures = Counter.builder("stub.nrf.discovery.slf.failures")
                .description("Searches failed because no SLF attempt gave an answer").register(registry);
        forwardsRelayed = forwards(registry, "relayed");
        forwardsFailed = forwards(registry, "failed");
        Gauge.builder("stub.nrf.discovery.view.profiles", viewSize)
                .description("NF profiles in the in-memory discovery view").register(registry);
    }

    private static Counter slfQuery(MeterRegistry registry, String outcome) {
        return Counter.builder("stub.nrf.discovery.slf.queries").tag("outcome", outcome)
                .description("Nudr_GroupIDmap queries sent to the SLF, by outcome").register(registry);
    }

    private static Counter forwards(MeterRegistry registry, String outcome) {
        return Counter.builder("stub.nrf.discovery.forwards").tag("outcome", outcome)
                .description("Searches forwarded to the peer NRF, by outcome").register(registry);
    }
}
