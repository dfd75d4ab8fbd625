package dev.corebed.bsf.store;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * The population of PCF for a PDU session bindings on the data tier, in bulk: a benchmark's load and its removal,
 * the stale-binding audit, the count, a listing page by page. Each statement removes or inserts a bounded number of rows and commits alone,
 * under NDB's per-transaction operation limit.
 */
public interface PcfBindingBulkStore {

    /**
     * Inserts {@code count} generated rows with multi-row INSERTs, in {@code streams} contiguous ranges on as many
     * data-tier threads at once; each range takes its own generator from {@code rows} (row i is
     * {@code generator.apply(i)}). Answers the count. A failure leaves the rows committed so far.
     */
    CompletableFuture<Long> bulkInsert(long count, int streams, Supplier<LongFunction<PcfBindingRow>> rows);

    /**
     * Removes the bindings whose id lies between the two (inclusive, as the ids' text: those of one bulk load
     * from its firstBindingId to its lastBindingId), {@code batch} rows per DELETE, each committed alone.
     * Answers how many were removed.
     */
    CompletableFuture<Long> removeRange(String firstBindingId, String lastBindingId, int batch);

    /** Removes at most {@code limit} bindings last changed before {@code cutoff}; answers how many this call removed. */
    CompletableFuture<Integer> removeStale(long cutoff, int limit);

    CompletableFuture<Long> count();

    /** Bindings in binding id order after {@code after} (exclusive; null: from the first), at most {@code limit}. */
    CompletableFuture<List<PcfBindingRow>> page(String after, int limit);

    /** Removes every binding. */
    CompletableFuture<Void> clear();
}
