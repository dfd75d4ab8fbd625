package dev.corebed.bsf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/**
 * The pcf_ue_binding table (migration bsf/V1), every read and write a statement on the data tier. The statements run
 * on the caller's connection are shared with {@link MirroredPcfForUeBindingStore}.
 */
public final class JdbcPcfForUeBindingStore implements PcfForUeBindingStore {

    static final String COLUMNS = "binding_id, supi, gpsi, body, created_at, updated_at";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM pcf_ue_binding";

    private final DbExecutor db;

    public JdbcPcfForUeBindingStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> create(PcfForUeBindingRow row) {
        return db.transaction(c -> create(c, row));
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> find(String supi, String gpsi, int limit) {
        return db.submit(c -> {
            List<PcfForUeBindingRow> rows;
            if (supi != null && gpsi != null) {
                rows = select(c, " WHERE supi = ? AND gpsi = ? ORDER BY created_at LIMIT " + limit, supi, gpsi);
            } else {
                rows = supi != null ? select(c, " WHERE supi = ? ORDER BY created_at LIMIT " + limit, supi)
                        : select(c, " WHERE gpsi = ? ORDER BY created_at LIMIT " + limit, gpsi);
            }
            // The columns' collation ignores case; a SUPI or GPSI is compared as written, as the bindings in memory do.
            rows.removeIf(r -> !matches(r, supi, gpsi));
            return rows;
        });
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> update(String bindingId, UnaryOperator<PcfForUeBindingRow> change) {
        return db.transaction(c -> update(c, bindingId, change));
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> delete(String bindingId) {
        return db.transaction(c -> delete(c, bindingId));
    }

    @Override
    public CompletableFuture<Integer> removeStale(long cutoff, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_ue_binding WHERE updated_at < ? LIMIT ?")) {
                s.setLong(1, cutoff);
                s.setInt(2, limit);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Long> count() {
        return db.bulk(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM pcf_ue_binding"); ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("pcf_ue_binding");
    }

    /** Whether a binding is of the SUPI and the GPSI asked for (a null one is not a condition), compared as written. */
    static boolean matches(PcfForUeBindingRow r, String supi, String gpsi) {
        return (supi == null || supi.equals(r.supi())) && (gpsi == null || gpsi.equals(r.gpsi()));
    }

    /** In a transaction: the bindings of the row's SUPI removed (answered), the row inserted. */
    static List<PcfForUeBindingRow> create(Connection c, PcfForUeBindingRow row) throws SQLException {
        List<PcfForUeBindingRow> removed = new ArrayList<>();
        List<PcfForUeBindingRow> same = select(c, " WHERE supi = ? LIMIT 100", row.supi());
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_ue_binding WHERE binding_id = ?")) {
            for (PcfForUeBindingRow old : same) {
                s.setString(1, old.bindingId());
                if (s.executeUpdate() == 1) {
                    removed.add(old);
                }
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO pcf_ue_binding (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?)")) {
            s.setString(1, row.bindingId());
            s.setString(2, row.supi());
            s.setString(3, row.gpsi());
            s.setString(4, new String(row.body(), StandardCharsets.UTF_8));
            s.setLong(5, row.createdAt());
            s.setLong(6, row.updatedAt());
            s.executeUpdate();
        }
        return removed;
    }

    /** In a transaction: the binding changed, its row locked; empty when there is none. */
    static Optional<PcfForUeBindingRow> update(Connection c, String bindingId, UnaryOperator<PcfForUeBindingRow> change)
            throws SQLException {
        List<PcfForUeBindingRow> current = select(c, " WHERE binding_id = ? FOR UPDATE", bindingId);
        if (current.isEmpty()) {
            return Optional.empty();
        }
        PcfForUeBindingRow next = change.apply(current.get(0));
        try (PreparedStatement s = c.prepareStatement("UPDATE pcf_ue_binding SET body = ?, updated_at = ? WHERE binding_id = ?")) {
            s.setString(1, new String(next.body(), StandardCharsets.UTF_8));
            s.setLong(2, next.updatedAt());
            s.setString(3, bindingId);
            s.executeUpdate();
        }
        return Optional.of(next);
    }

    /** In a transaction: the binding removed; the removed row, or empty when there was none. */
    static Optional<PcfForUeBindingRow> delete(Connection c, String bindingId) throws SQLException {
        List<PcfForUeBindingRow> before = select(c, " WHERE binding_id = ? FOR UPDATE", bindingId);
        if (before.isEmpty()) {
            return Optional.empty();
        }
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_ue_binding WHERE binding_id = ?")) {
            s.setString(1, bindingId);
            return s.executeUpdate() == 0 ? Optional.empty() : Optional.of(before.get(0));
        }
    }

    static PcfForUeBindingRow row(ResultSet rs) throws SQLException {
        return new PcfForUeBindingRow(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getString(4).getBytes(StandardCharsets.UTF_8), rs.getLong(5), rs.getLong(6));
    }

    static List<PcfForUeBindingRow> select(Connection c, String where, Object... params) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + where)) {
            for (int i = 0; i < params.length; i++) {
                s.setObject(i + 1, params[i]);
            }
            List<PcfForUeBindingRow> rows = new ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.add(row(rs));
                }
            }
            return rows;
        }
    }
}
