package dev.corebed.bsf.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.SqlWork;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.dbtier.view.CompactTable;
import dev.corebed.dbtier.view.TableMirror;
import dev.corebed.dbtier.view.TableMirror.Change;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * The pcf_ue_binding table (migration bsf/V1) read from memory: GetPCFForUeBindings by SUPI or GPSI answers from a
 * {@link TableMirror} of the whole table, without the data tier. Each write runs the statements of
 * {@link JdbcPcfForUeBindingStore} in one transaction that also logs the bindings it changed, and is answered once
 * committed and held in memory; other BSF instances on the data tier fetch the change within their poll period.
 */
public final class MirroredPcfForUeBindingStore implements PcfForUeBindingStore {

    static final String TABLE = "pcf_ue_binding";

    private final DbExecutor db;
    private final ChangeLog changeLog;
    private final TableMirror<PcfForUeBindingRow> mirror;
    private final JdbcPcfForUeBindingStore jdbc;

    public MirroredPcfForUeBindingStore(DbExecutor db, ChangeLog changeLog, Duration pollInterval) {
        this.db = db;
        this.changeLog = changeLog;
        this.jdbc = new JdbcPcfForUeBindingStore(db);
        this.mirror = new TableMirror<>("bsf-ue-binding-view", db, changeLog, TABLE, "binding_id", JdbcPcfForUeBindingStore.COLUMNS,
                JdbcPcfForUeBindingStore::row, new PcfForUeBindingCodec(), PcfForUeBindingCodec.INDEXES, pollInterval);
    }

    /** Loads the table into memory; then follows the other instances' changes. */
    public void start() throws Exception {
        mirror.start();
    }

    public void close() {
        mirror.close();
    }

    public int size() {
        return mirror.size();
    }

    public long offHeapBytes() {
        return mirror.offHeapBytes();
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> create(PcfForUeBindingRow row) {
        // Should the commit be cut off, the SUPI's bindings this instance knows may be gone too: all fetched again.
        List<String> touched = new ArrayList<>();
        touched.add(row.bindingId());
        of(row.supi(), null).forEach(r -> touched.add(r.bindingId()));
        return write(touched, c -> {
            List<PcfForUeBindingRow> removed = JdbcPcfForUeBindingStore.create(c, row);
            List<String> keys = new ArrayList<>();
            removed.forEach(r -> keys.add(r.bindingId()));
            keys.add(row.bindingId());
            changeLog.record(c, TABLE, keys, System.currentTimeMillis());
            return removed;
        }, removed -> {
            List<Change<PcfForUeBindingRow>> changes = new ArrayList<>();
            removed.forEach(r -> changes.add(new Change<>(r.bindingId(), null)));
            changes.add(new Change<>(row.bindingId(), row));
            return changes;
        });
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> find(String supi, String gpsi, int limit) {
        List<PcfForUeBindingRow> rows = new ArrayList<>(of(supi, gpsi));
        // as the data tier's ORDER BY created_at, LIMIT
        rows.sort(Comparator.comparingLong(PcfForUeBindingRow::createdAt).thenComparing(PcfForUeBindingRow::bindingId));
        return CompletableFuture.completedFuture(rows.size() > limit ? List.copyOf(rows.subList(0, limit)) : rows);
    }

    /** The bindings in memory of the SUPI and the GPSI (a null one is not a condition). */
    private List<PcfForUeBindingRow> of(String supi, String gpsi) {
        List<PcfForUeBindingRow> candidates = supi != null
                ? mirror.find(PcfForUeBindingCodec.SUPI, CompactTable.hash(supi), Integer.MAX_VALUE)
                : mirror.find(PcfForUeBindingCodec.GPSI, CompactTable.hash(gpsi), Integer.MAX_VALUE);
        List<PcfForUeBindingRow> rows = new ArrayList<>(candidates.size());
        for (PcfForUeBindingRow r : candidates) {
            if (JdbcPcfForUeBindingStore.matches(r, supi, gpsi)) {
                rows.add(r);
            }
        }
        return rows;
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> update(String bindingId, UnaryOperator<PcfForUeBindingRow> change) {
        return write(List.of(bindingId), c -> {
            Optional<PcfForUeBindingRow> updated = JdbcPcfForUeBindingStore.update(c, bindingId, change);
            if (updated.isPresent()) {
                changeLog.record(c, TABLE, List.of(bindingId), System.currentTimeMillis());
            }
            return updated;
        }, updated -> updated.map(r -> List.of(new Change<>(bindingId, r))).orElse(List.of()));
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> delete(String bindingId) {
        return write(List.of(bindingId), c -> {
            Optional<PcfForUeBindingRow> removed = JdbcPcfForUeBindingStore.delete(c, bindingId);
            if (removed.isPresent()) {
                changeLog.record(c, TABLE, List.of(bindingId), System.currentTimeMillis());
            }
            return removed;
        }, removed -> removed.isPresent() ? List.of(new Change<PcfForUeBindingRow>(bindingId, null)) : List.of());
    }

    /**
     * The stale-binding audit: the bindings it removes named in the change log one by one (not a reload of the whole
     * table, which the audit would otherwise cause every run on every instance).
     */
    @Override
    public CompletableFuture<Integer> removeStale(long cutoff, int limit) {
        List<String> gone = Collections.synchronizedList(new ArrayList<>());
        return write(gone, c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT binding_id FROM pcf_ue_binding WHERE updated_at < ? LIMIT ? FOR UPDATE")) {
                s.setLong(1, cutoff);
                s.setInt(2, limit);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        gone.add(rs.getString(1));
                    }
                }
            }
            if (gone.isEmpty()) {
                return List.<String>of();
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_ue_binding WHERE binding_id IN ("
                    + String.join(",", Collections.nCopies(gone.size(), "?")) + ")")) {
                for (int i = 0; i < gone.size(); i++) {
                    s.setString(i + 1, gone.get(i));
                }
                s.executeUpdate();
            }
            changeLog.record(c, TABLE, gone, System.currentTimeMillis());
            return List.copyOf(gone);
        }, ids -> ids.stream().map(id -> new Change<PcfForUeBindingRow>(id, null)).toList()).thenApply(List::size);
    }

    @Override
    public CompletableFuture<Long> count() {
        return jdbc.count();
    }

    @Override
    public CompletableFuture<Void> clear() {
        return mirror.reloadAfter(jdbc.clear());
    }

    /**
     * One write in one transaction (which logs its keys), answered once committed and held in memory; a write that
     * failed may have been committed (its commit cut off): its keys are fetched again at the next poll.
     */
    private <T> CompletableFuture<T> write(Collection<String> keys, SqlWork<T> work,
                                           Function<T, List<Change<PcfForUeBindingRow>>> changes) {
        return db.transaction(work).handle((result, failure) -> {
            if (failure != null) {
                mirror.recheck(List.copyOf(keys));
                return CompletableFuture.<T>failedFuture(failure);
            }
            return mirror.written(changes.apply(result)).thenApply(v -> result);
        }).thenCompose(f -> f);
    }
}
