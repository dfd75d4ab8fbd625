package dev.corebed.nrf.service;

import dev.corebed.sbi.callback.CallbackOutcomes;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The NRF's business meters, {@code stub.nrf.*}, every one registered here once, so counting on the hot path is
 * an increment, never a registry lookup: discovery ({@code stub.nrf.discovery.*}), access tokens
 * ({@code stub.nrf.access-token.*}) and NFStatusNotify ({@code stub.nrf.notifications}). Bad input is counted by
 * sbi-core's request timer, tagged with its cause.
 */
public final class NrfMetrics {

    final DistributionSummary results;
    final Counter emptyList;
    final Counter slfGroup;
    final Counter slfNoGroup;
    final Counter slfError;
    final Counter slfCacheHits;
    final Counter slfFailures;
    final Counter forwardsRelayed;
    final Counter forwardsFailed;
    final Counter tokensIssued;
    private final Map<String, Counter> tokensRefused;
    private final CallbackOutcomes notifications;

    public NrfMetrics(MeterRegistry registry, Supplier<Number> viewSize) {
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
        tokensIssued = Counter.builder("stub.nrf.access-token.issued").description("Access tokens issued").register(registry);
        tokensRefused = List.of(AccessTokenErr.INVALID_REQUEST, AccessTokenErr.UNAUTHORIZED_CLIENT,
                        AccessTokenErr.UNSUPPORTED_GRANT_TYPE, AccessTokenErr.INVALID_SCOPE).stream()
                .collect(Collectors.toUnmodifiableMap(Function.identity(), error -> Counter.builder("stub.nrf.access-token.refused")
                        .description("Access token requests refused, by error").tag("error", error).register(registry)));
        notifications = new CallbackOutcomes(registry, "stub.nrf.notifications", "event");
    }

    /** An access token request refused with this AccessTokenErr error. */
    public void tokenRefused(String error) {
        tokensRefused.get(error).increment();
    }

    /** NFStatusNotify outcomes by event: {@code stub.nrf.notifications{event,outcome}}. */
    public CallbackOutcomes notifications() {
        return notifications;
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
