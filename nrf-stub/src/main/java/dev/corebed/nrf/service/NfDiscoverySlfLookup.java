package dev.corebed.nrf.service;

import dev.corebed.nrf.client.NudrGroupIdMapClient;
import dev.corebed.nrf.client.NudrGroupIdMapClient.Route;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SLF lookup of a search: which NF group serves the subscriber. One attempt on the first route,
 * then one on the alternate route when there is one (the seed: maxSlfAttempts 1, useAlternateScp).
 *
 * <p>Answers are kept per (NF type, subscriber) for a configurable time, a group as well as "no group".
 * The cache holds the answer's future, so identical searches arriving while the SLF is asked share one
 * query; a failed query is dropped at once, so the next search asks again.
 */
final class NfDiscoverySlfLookup {

    private record Cached(CompletableFuture<Optional<String>> answer, long expiresAt) {}

    private final NudrGroupIdMapClient client;
    private final List<Route> routes;
    private final long ttlNanos;
    private final int maxEntries;
    private final NrfMetrics metrics;
    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    /** Forgets every SLF answer (a reset: the UDR's group-id map may have been reset too). */
    void clear() {
        cache.clear();
    }
    private static final long SWEEP_INTERVAL = 1_000_000_000L;
    private volatile long nextSweep = System.nanoTime();

    /** @param routes the first attempt, then the alternate (one or two) */
    NfDiscoverySlfLookup(NudrGroupIdMapClient client, List<Route> routes, Duration ttl, int maxEntries,
                         NrfMetrics metrics) {
        this.client = client;
        this.routes = routes;
        this.ttlNanos = ttl.toNanos();
        this.maxEntries = maxEntries;
        this.metrics = metrics;
    }

    /** The group, or empty when the SLF knows none; fails with {@link NudrGroupIdMapClient.SlfFailure}. */
    CompletableFuture<Optional<String>> groupId(String nfType, String subscriberId) {
        if (ttlNanos == 0 || maxEntries == 0) {
            return query(nfType, subscriberId, 0);
        }
        String key = nfType + ' ' + subscriberId;
        long now = System.nanoTime();
        Cached cached = cache.get(key);
        if (cached != null && now - cached.expiresAt < 0) {
            metrics.slfCacheHits.increment();
            return cached.answer;
        }
        CompletableFuture<Optional<String>> answer = query(nfType, subscriberId, 0);
        if (cache.size() >= maxEntries && now - nextSweep >= 0) {
            // Full: drop what expired, at most once a second, so a flood of new subscribers costs no scans.
            nextSweep = now + SWEEP_INTERVAL;
            cache.values().removeIf(c -> now - c.expiresAt >= 0);
        }
        if (cache.size() < maxEntries) {
            Cached entry = new Cached(answer, now + ttlNanos);
            cache.put(key, entry);
            answer.whenComplete((group, error) -> {
                if (error != null) {
                    cache.remove(key, entry);
                }
            });
        }
        return answer;
    }

    private CompletableFuture<Optional<String>> query(String nfType, String subscriberId, int attempt) {
        return client.groupId(routes.get(attempt), nfType, subscriberId).handle((group, error) -> {
            if (error == null) {
                (group.isPresent() ? metrics.slfGroup : metrics.slfNoGroup).increment();
                return CompletableFuture.completedFuture(group);
            }
            metrics.slfError.increment();
            if (attempt + 1 < routes.size()) {
                return query(nfType, subscriberId, attempt + 1);
            }
            return CompletableFuture.<Optional<String>>failedFuture(error);
        }).thenCompose(f -> f);
    }
}
