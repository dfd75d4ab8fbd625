package dev.corebed.bsf.store;

import dev.corebed.dbtier.DbExecutor;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/**
 * The bulk work on pcf_binding ({@link JdbcPcfBindingBulkStore}) beside the table held in memory: what changes many
 * rows at once (a bulk load, a range removal, the stale-binding audit, a truncate) is followed by a reload of the
 * table in memory, before it is answered, and a whole-table entry in the change log, so that the other instances
 * reload too.
 */
public final class MirroredPcfBindingBulkStore implements PcfBindingBulkStore {

    private final JdbcPcfBindingBulkStore bulk;
    private final MirroredPcfBindingStore bindings;

    public MirroredPcfBindingBulkStore(DbExecutor db, MirroredPcfBindingStore bindings) {
        this.bulk = new JdbcPcfBindingBulkStore(db);
        this.bindings = bindings;
    }

    @Override
    public CompletableFuture<Long> bulkInsert(long count, int streams, Supplier<LongFunction<PcfBindingRow>> rows) {
        return reloaded(bulk.bulkInsert(count, streams, rows), true);
    }

    @Override
    public CompletableFuture<Long> removeRange(String firstBindingId, String lastBindingId, int batch) {
        return reloaded(bulk.removeRange(firstBindingId, lastBindingId, batch), true);
    }

    @Override
    public CompletableFuture<Integer> removeStale(long cutoff, int limit) {
        return bulk.removeStale(cutoff, limit).thenCompose(n -> reloaded(CompletableFuture.completedFuture(n), n > 0));
    }

    @Override
    public CompletableFuture<Long> count() {
        return bulk.count();
    }

    @Override
    public CompletableFuture<List<PcfBindingRow>> page(String after, int limit) {
        return bulk.page(after, limit);
    }

    @Override
    public CompletableFuture<Void> clear() {
        return reloaded(bulk.clear(), true);
    }

    private <T> CompletableFuture<T> reloaded(CompletableFuture<T> work, boolean changed) {
        return changed ? bindings.mirror().reloadAfter(work) : work;
    }
}
