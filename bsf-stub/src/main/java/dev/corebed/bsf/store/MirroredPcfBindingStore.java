package dev.corebed.bsf.store;

import static dev.corebed.bsf.store.PcfBindingColumns.COLUMNS;
import static dev.corebed.bsf.store.PcfBindingColumns.PLACEHOLDERS;
import static dev.corebed.bsf.store.PcfBindingColumns.SELECT;
import static dev.corebed.bsf.store.PcfBindingColumns.bind;
import static dev.corebed.bsf.store.PcfBindingColumns.row;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.GroupCommit;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.dbtier.view.TableMirror;
import dev.corebed.dbtier.view.TableMirror.Change;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/**
 * The pcf_binding table (migration bsf/V1) read from memory and written in groups, for the load the seeds' BSF call
 * models make: GetPCFBindings and the management reads answer from a {@link TableMirror} of the whole table, without
 * the data tier; CreatePCFBinding and DeleteIndPCFBinding are queued and committed together ({@link GroupCommit}):
 * per group one SELECT of the rows to delete, one of the bindings a create replaces (same UE address, DNN and
 * S-NSSAI), one multi-row DELETE, one multi-row INSERT, the change log's rows, one commit. Each is answered after its
 * group committed and the table in memory holds it; a group whose commit is cut off is undone once the data tier is
 * back, as a single create was. Other BSF instances on the data tier see the changes within their poll period.
 */
public final class MirroredPcfBindingStore implements PcfBindingStore {

    static final String TABLE = "pcf_binding";

    /** One write of a group. */
    sealed interface Op permits Create, Delete {}

    record Create(PcfBindingRow row, SamePcfCheck check, boolean replaceSameAddress) implements Op {}

    record Delete(String bindingId) implements Op {}

    private final DbExecutor db;
    private final ChangeLog changeLog;
    private final TableMirror<PcfBindingRow> mirror;
    private final GroupCommit<Op, Object> writes;

    /**
     * @param maxGroup writes per transaction at most
     * @param parallel groups on the data tier at once
     */
    public MirroredPcfBindingStore(DbExecutor db, ChangeLog changeLog, Duration pollInterval, int maxGroup, int parallel,
                                   int queueLimit) {
        this.db = db;
        this.changeLog = changeLog;
        this.mirror = new TableMirror<>("bsf-binding-view", db, changeLog, TABLE, "binding_id", COLUMNS,
                PcfBindingColumns::row, new PcfBindingCodec(), PcfBindingCodec.INDEXES, pollInterval);
        this.writes = new GroupCommit<>(db, maxGroup, parallel, queueLimit, this::write, this::undo, this::committed);
    }

    /** Loads the table into memory; then follows the other instances' changes. */
    public void start() throws Exception {
        mirror.start();
    }

    public void close() {
        mirror.close();
    }

    TableMirror<PcfBindingRow> mirror() {
        return mirror;
    }

    /** Bindings held in memory, and the direct memory they take. */
    public int size() {
        return mirror.size();
    }

    public long offHeapBytes() {
        return mirror.offHeapBytes();
    }

    @Override
    public CompletableFuture<CreateResult> create(PcfBindingRow row, SamePcfCheck check, boolean replaceSameAddress) {
        return writes.submit(new Create(row, check, replaceSameAddress)).thenApply(CreateResult.class::cast);
    }

    @Override
    @SuppressWarnings("unchecked")
    public CompletableFuture<Optional<PcfBindingRow>> delete(String bindingId, boolean readFirst) {
        return writes.submit(new Delete(bindingId)).thenApply(r -> (Optional<PcfBindingRow>) r);
    }

    @Override
    public CompletableFuture<List<PcfBindingRow>> findByAddress(AddressKind kind, long[] keys, int limit) {
        int index = switch (kind) {
            case IPV4 -> PcfBindingCodec.IPV4;
            case IPV6 -> PcfBindingCodec.IPV6;
            case MAC -> PcfBindingCodec.MAC;
        };
        if (keys.length == 1) {
            return CompletableFuture.completedFuture(mirror.find(index, keys[0], limit));
        }
        List<PcfBindingRow> rows = new ArrayList<>(2);
        for (long key : keys) {
            rows.addAll(mirror.find(index, key, limit - rows.size()));
        }
        return CompletableFuture.completedFuture(rows);
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> get(String bindingId) {
        return CompletableFuture.completedFuture(Optional.ofNullable(mirror.get(bindingId)));
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> update(String bindingId, UnaryOperator<PcfBindingRow> change) {
        return db.transaction(c -> {
            Optional<PcfBindingRow> updated = JdbcPcfBindingStore.update(c, bindingId, change);
            if (updated.isPresent()) {
                changeLog.record(c, TABLE, List.of(bindingId), System.currentTimeMillis());
            }
            return updated;
        }).handle((updated, failure) -> {
            if (failure != null) {
                mirror.recheck(List.of(bindingId)); // its commit may have gone through
                return CompletableFuture.<Optional<PcfBindingRow>>failedFuture(failure);
            }
            return updated.isEmpty() ? CompletableFuture.completedFuture(updated)
                    : mirror.written(List.of(new Change<>(bindingId, updated.get()))).thenApply(v -> updated);
        }).thenCompose(f -> f);
    }

    // --- one group -----------------------------------------------------------------------------------------------

    /** What a group changed: the rows it inserted, and the rows of the data tier it removed. */
    private record Outcome(Map<String, PcfBindingRow> inserted, Map<String, PcfBindingRow> removed) {

        static Outcome of(List<Op> ops, List<Object> results) {
            Map<String, PcfBindingRow> inserted = new LinkedHashMap<>();
            Map<String, PcfBindingRow> removed = new LinkedHashMap<>();
            for (int i = 0; i < ops.size(); i++) {
                if (ops.get(i) instanceof Create create && results.get(i) instanceof Created created) {
                    for (PcfBindingRow old : created.replaced()) {
                        if (inserted.remove(old.bindingId()) == null) {
                            removed.put(old.bindingId(), old);
                        }
                    }
                    inserted.put(create.row().bindingId(), create.row());
                } else if (results.get(i) instanceof Optional<?> deleted && deleted.isPresent()) {
                    PcfBindingRow old = (PcfBindingRow) deleted.get();
                    removed.put(old.bindingId(), old);
                }
            }
            return new Outcome(inserted, removed);
        }

        Set<String> keys() {
            Set<String> keys = new LinkedHashSet<>(removed.keySet());
            keys.addAll(inserted.keySet());
            return keys;
        }
    }

    private List<Object> write(Connection c, List<Op> ops) throws SQLException {
        Set<String> deleteIds = new LinkedHashSet<>();
        List<Long> ipv4 = new ArrayList<>();
        List<Long> ipv6 = new ArrayList<>();
        List<Long> mac = new ArrayList<>();
        for (Op op : ops) {
            if (op instanceof Delete d) {
                deleteIds.add(d.bindingId());
            } else if (op instanceof Create cr && cr.replaceSameAddress()) {
                addIf(ipv4, cr.row().ipv4Addr());
                addIf(ipv6, cr.row().ipv6Prefix());
                addIf(mac, cr.row().macAddr());
            }
        }
        // What is stored now: the rows to delete, and those the creates may replace.
        Map<String, PcfBindingRow> stored = new LinkedHashMap<>();
        select(c, "binding_id", deleteIds, stored);
        select(c, "ipv4_addr", ipv4, stored);
        select(c, "ipv6_prefix", ipv6, stored);
        select(c, "mac_addr", mac, stored);

        // The operations in their order, as if each ran alone.
        Set<String> gone = new HashSet<>();
        Map<String, PcfBindingRow> inserted = new LinkedHashMap<>();
        List<Object> results = new ArrayList<>(ops.size());
        for (Op op : ops) {
            if (op instanceof Delete d) {
                PcfBindingRow row = stored.get(d.bindingId());
                results.add(row != null && gone.add(d.bindingId()) ? Optional.of(row) : Optional.empty());
                continue;
            }
            Create cr = (Create) op;
            PcfBindingRow row = cr.row();
            if (cr.check() != null) {
                PcfBindingRow same = samePcf(c, cr.check(), gone, inserted.values());
                if (same != null) {
                    results.add(new Refused(same));
                    continue;
                }
            }
            List<PcfBindingRow> replaced = new ArrayList<>();
            if (cr.replaceSameAddress()) {
                List<PcfBindingRow> candidates = new ArrayList<>(stored.values());
                candidates.addAll(inserted.values());
                for (PcfBindingRow old : candidates) {
                    if (!gone.contains(old.bindingId()) && sameAddress(old, row) && gone.add(old.bindingId())) {
                        inserted.remove(old.bindingId());
                        replaced.add(old);
                    }
                }
            }
            inserted.put(row.bindingId(), row);
            results.add(new Created(replaced));
        }

        Set<String> removedStored = new LinkedHashSet<>();
        for (String id : gone) {
            if (stored.containsKey(id)) {
                removedStored.add(id);
            }
        }
        deleteIds(c, removedStored);
        insert(c, inserted.values(), false);
        Set<String> keys = new LinkedHashSet<>(removedStored);
        keys.addAll(inserted.keySet());
        changeLog.record(c, TABLE, keys, System.currentTimeMillis());
        return results;
    }

    /** A group whose commit was cut off, once the data tier is back: its inserts removed, what it removed put back. */
    private void undo(Connection c, List<Op> ops, List<Object> results) throws SQLException {
        Outcome outcome = Outcome.of(ops, results);
        deleteIds(c, outcome.inserted().keySet());
        insert(c, outcome.removed().values(), true);
        changeLog.record(c, TABLE, outcome.keys(), System.currentTimeMillis());
    }

    /** Committed: the table in memory takes the group's rows before the writes are answered. */
    private CompletableFuture<?> committed(List<Op> ops, List<Object> results) {
        Outcome outcome = Outcome.of(ops, results);
        List<Change<PcfBindingRow>> changes = new ArrayList<>(outcome.removed().size() + outcome.inserted().size());
        outcome.removed().keySet().forEach(id -> changes.add(new Change<>(id, null)));
        outcome.inserted().forEach((id, row) -> changes.add(new Change<>(id, row)));
        return mirror.written(changes);
    }

    /** The binding of the SamePcf check's combination, among the stored rows not removed and this group's inserts. */
    private static PcfBindingRow samePcf(Connection c, SamePcfCheck check, Set<String> gone, Collection<PcfBindingRow> inserted)
            throws SQLException {
        for (PcfBindingRow r : inserted) {
            if (check.supi().equals(r.supi()) && (check.dnn() == null || check.dnn().equalsIgnoreCase(r.dnn()))
                    && (check.snssai() == null || check.snssai().equalsIgnoreCase(r.snssai()))) {
                return r;
            }
        }
        PcfBindingRow stored = JdbcPcfBindingStore.sameCombination(c, check);
        return stored == null || gone.contains(stored.bindingId()) ? null : stored;
    }

    /** What the SQL of a single create compares: the address, DNN and S-NSSAI (the columns' collation ignores case). */
    static boolean sameAddress(PcfBindingRow old, PcfBindingRow row) {
        boolean sameSlice = old.dnn().equalsIgnoreCase(row.dnn()) && old.snssai().equalsIgnoreCase(row.snssai());
        if (!sameSlice) {
            return false;
        }
        boolean v4 = row.ipv4Addr() != null && row.ipv4Addr().equals(old.ipv4Addr()) && row.ipDomain().equalsIgnoreCase(old.ipDomain());
        boolean v6 = row.ipv6Prefix() != null && row.ipv6Prefix().equals(old.ipv6Prefix())
                && Objects.equals(row.ipv6Len(), old.ipv6Len()) && Objects.equals(row.ipv6Low(), old.ipv6Low());
        boolean m = row.macAddr() != null && row.macAddr().equals(old.macAddr());
        return v4 || v6 || m;
    }

    private static void addIf(List<Long> keys, Long key) {
        if (key != null) {
            keys.add(key);
        }
    }

    private static void select(Connection c, String column, Collection<?> keys, Map<String, PcfBindingRow> into) throws SQLException {
        if (keys.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE " + column + " IN (" + marks(keys.size()) + ")")) {
            int p = 1;
            for (Object k : keys) {
                s.setObject(p++, k);
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    PcfBindingRow r = row(rs);
                    into.putIfAbsent(r.bindingId(), r);
                }
            }
        }
    }

    private static void deleteIds(Connection c, Collection<String> ids) throws SQLException {
        if (ids.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id IN (" + marks(ids.size()) + ")")) {
            int p = 1;
            for (String id : ids) {
                s.setString(p++, id);
            }
            s.executeUpdate();
        }
    }

    private static void insert(Connection c, Collection<PcfBindingRow> rows, boolean ignore) throws SQLException {
        if (rows.isEmpty()) {
            return;
        }
        StringBuilder sql = new StringBuilder(ignore ? "INSERT IGNORE" : "INSERT").append(" INTO pcf_binding (").append(COLUMNS)
                .append(") VALUES ").append(String.join(", ", Collections.nCopies(rows.size(), PLACEHOLDERS)));
        try (PreparedStatement s = c.prepareStatement(sql.toString())) {
            int p = 1;
            for (PcfBindingRow r : rows) {
                p = bind(s, p, r);
            }
            s.executeUpdate();
        }
    }

    private static String marks(int n) {
        return String.join(",", Collections.nCopies(n, "?"));
    }
}
