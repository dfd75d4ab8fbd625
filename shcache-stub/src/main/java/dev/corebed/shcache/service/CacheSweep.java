package dev.corebed.shcache.service;

import dev.corebed.dbtier.Batches;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.time.Clock;
import java.util.concurrent.CompletableFuture;

/**
 * The expiry sweep: deletes the cached items past their expiry (and the subscriptions past their Expiry-Time), so
 * the table holds about the live set. Reads never serve an expired row whether or not it was swept yet. Each DELETE
 * removes at most {@code batchSize} rows, oldest first, and commits alone (under NDB's per-transaction operation
 * limit, and short enough not to hold up the reads); a run stops after {@code maxPerRun}, the next goes on. Every
 * instance on a data tier may sweep at once: a row is removed by one DELETE, counted by the instance that did it.
 */
public final class CacheSweep {

    /** @param batchSize rows per DELETE; @param maxPerRun rows a run removes at most, per table */
    public record Options(int batchSize, int maxPerRun) {}

    /** What one run removed. */
    public record Result(long items, long subscriptions) {}

    private final ShDataStore items;
    private final ShSubscriptionStore subscriptions;
    private final ShCacheMetrics metrics;
    private final Options options;
    private final Clock clock;

    public CacheSweep(ShDataStore items, ShSubscriptionStore subscriptions, ShCacheMetrics metrics, Options options, Clock clock) {
        this.items = items;
        this.subscriptions = subscriptions;
        this.metrics = metrics;
        this.options = options;
        this.clock = clock;
    }

    public CompletableFuture<Result> run() {
        long now = clock.millis();
        metrics.sweepRuns.increment();
        return Batches.untilShort(options.batchSize(), options.maxPerRun(), limit -> items.removeExpired(now, limit))
                .thenCompose(n -> {
                    metrics.sweptItems.increment(n);
                    return Batches.untilShort(options.batchSize(), options.maxPerRun(), limit -> subscriptions.removeExpired(now, limit))
                            .thenApply(s -> {
                                metrics.sweptSubscriptions.increment(s);
                                return new Result(n, s);
                            });
                }).whenComplete((r, failure) -> {
            if (failure != null) {
                metrics.sweepFailures.increment();
            }
        });
    }
}
