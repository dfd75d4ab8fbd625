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

/** The pcf_ue_binding table (migration bsf/V1). */
public final class JdbcPcfForUeBindingStore implements PcfForUeBindingStore {

    private static final String SELECT = "SELECT binding_id, supi, gpsi, body, created_at, updated_at FROM pcf_ue_binding";

    private final DbExecutor db;

    public JdbcPcfForUeBindingStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> create(PcfForUeBindingRow row) {
        return db.submit(c -> {
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
            try (PreparedStatement s = c.prepareStatement("INSERT INTO pcf_ue_binding (binding_id, supi, gpsi, body, created_at,"
                    + " updated_at) VALUES (?, ?, ?, ?, ?, ?)")) {
                s.setString(1, row.bindingId());
                s.setString(2, row.supi());
                s.setString(3, row.gpsi());
                s.setString(4, new String(row.body(), StandardCharsets.UTF_8));
                s.setLong(5, row.createdAt());
                s.setLong(6, row.updatedAt());
                s.executeUpdate();
            }
            return removed;
        });
    }

    @Override
    public CompletableFuture<List<PcfForUeBindingRow>> find(String supi, String gpsi, int limit) {
        return db.submit(c -> {
            if (supi != null && gpsi != null) {
                return select(c, " WHERE supi = ? AND gpsi = ? ORDER BY created_at LIMIT " + limit, supi, gpsi);
            }
            return supi != null ? select(c, " WHERE supi = ? ORDER BY created_at LIMIT " + limit, supi)
                    : select(c, " WHERE gpsi = ? ORDER BY created_at LIMIT " + limit, gpsi);
        });
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> update(String bindingId, UnaryOperator<PcfForUeBindingRow> change) {
        return db.transaction(c -> {
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
        });
    }

    @Override
    public CompletableFuture<Optional<PcfForUeBindingRow>> delete(String bindingId) {
        return db.submit(c -> {
            List<PcfForUeBindingRow> before = select(c, " WHERE binding_id = ?", bindingId);
            if (before.isEmpty()) {
                return Optional.empty();
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_ue_binding WHERE binding_id = ?")) {
                s.setString(1, bindingId);
                return s.executeUpdate() == 0 ? Optional.empty() : Optional.of(before.get(0));
            }
        });
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

    private static List<PcfForUeBindingRow> select(Connection c, String where, String... params) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + where)) {
            for (int i = 0; i < params.length; i++) {
                s.setString(i + 1, params[i]);
            }
            List<PcfForUeBindingRow> rows = new ArrayList<>();
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.add(new PcfForUeBindingRow(rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getString(4).getBytes(StandardCharsets.UTF_8), rs.getLong(5), rs.getLong(6)));
                }
            }
            return rows;
        }
    }
}
