package dev.corebed.dbtier;

import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;

/**
 * Work done in bounded batches on the data tier (the expiry sweeps and audits that delete old rows): each batch is one
 * statement committed alone, so it stays under NDB's per-transaction operation limit and holds no lock for long, and a
 * run stops after a bound so one turn of a sweep cannot take the data tier over.
 */
public final class Batches {

    private Batches() {}

    /**
     * Runs {@code batch} (given how many rows it may touch, answering how many it did) until one touches fewer than
     * {@code batchSize}, or {@code max} rows in all; the rows touched.
     */
    public static CompletableFuture<Long> untilShort(int batchSize, long max, IntFunction<CompletableFuture<Integer>> batch) {
        return next(batchSize, max, batch, 0);
    }

    private static CompletableFuture<Long> next(int batchSize, long max, IntFunction<CompletableFuture<Integer>> batch, long done) {
        int size = (int) Math.min(batchSize, max - done);
        if (size <= 0) {
            return CompletableFuture.completedFuture(done);
        }
        return batch.apply(size).thenCompose(n -> n < size ? CompletableFuture.completedFuture(done + n)
                : next(batchSize, max, batch, done + n));
    }
}
