package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfBindingBulkStore;
import dev.corebed.bsf.store.PcfForUeBindingStore;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;

/**
 * The stale-binding audit: removes the bindings (PCF for a PDU session and for a UE) that nobody created or
 * updated for {@code stub.bsf.audit.max-age}, as a BSF does for the bindings of PCFs that never deregistered.
 * Each DELETE removes at most {@code batch-size} rows and commits alone; a run stops after {@code max-per-run}.
 * Every BSF instance may run it at once: a row is removed by one DELETE only, and counted by the instance
 * that removed it. Removals are not notified to subscribers (they are the BSF's housekeeping, not a
 * deregistration by a PCF).
 */
public final class BindingAudit {

    /**
     * @param maxAge    what was not created or updated for this long is removed; zero: the audit is off
     * @param batchSize rows per DELETE, each committed alone
     * @param maxPerRun rows one run removes at most
     */
    public record Options(Duration maxAge, int batchSize, int maxPerRun) {
        public boolean enabled() {
            return !maxAge.isZero();
        }
    }

    private final PcfBindingBulkStore pduSessionBindings;
    private final PcfForUeBindingStore ueBindings;
    private final BsfMetrics metrics;
    private final Options settings;
    private final Clock clock;

    public BindingAudit(PcfBindingBulkStore pduSessionBindings, PcfForUeBindingStore ueBindings, BsfMetrics metrics,
                        Options settings, Clock clock) {
        this.pduSessionBindings = pduSessionBindings;
        this.ueBindings = ueBindings;
        this.metrics = metrics;
        this.settings = settings;
        this.clock = clock;
    }

    /** What one run removed. */
    public record Result(long pduSessionBindings, long ueBindings) {}

    /** One run with the configured max-age (nothing when the audit is off). */
    public CompletableFuture<Result> run() {
        if (!settings.enabled()) {
            return CompletableFuture.completedFuture(new Result(0, 0));
        }
        return run(settings.maxAge());
    }

    /** One run removing what is older than {@code maxAge}. */
    public CompletableFuture<Result> run(Duration maxAge) {
        long cutoff = clock.millis() - maxAge.toMillis();
        metrics.auditRuns.increment();
        return sweep(pduSessionBindings::removeStale, cutoff, 0)
                .thenCompose(pdu -> {
                    metrics.auditRemoved.increment(pdu);
                    return sweep(ueBindings::removeStale, cutoff, 0).thenApply(ue -> {
                        metrics.auditUeRemoved.increment(ue);
                        return new Result(pdu, ue);
                    });
                })
                .whenComplete((r, failure) -> {
                    if (failure != null) {
                        metrics.auditFailures.increment();
                    }
                });
    }

    /** Batches until one removes fewer than a full batch, or the run's bound is reached. */
    private CompletableFuture<Long> sweep(BiFunction<Long, Integer, CompletableFuture<Integer>> remove, long cutoff, long done) {
        int batch = (int) Math.min(settings.batchSize(), settings.maxPerRun() - done);
        if (batch <= 0) {
            return CompletableFuture.completedFuture(done);
        }
        return remove.apply(cutoff, batch).thenCompose(n -> n < batch
                ? CompletableFuture.completedFuture(done + n)
                : sweep(remove, cutoff, done + n));
    }
}
