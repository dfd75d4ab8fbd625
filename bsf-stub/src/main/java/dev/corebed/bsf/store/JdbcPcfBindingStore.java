package dev.corebed.bsf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The pcf_binding table (migration bsf/V1). Single-row work runs in auto-commit mode: a create is one
 * indexed SELECT (the same UE address) and one INSERT, a delete one DELETE by key, so that the hot path
 * costs two round trips, not five. Only PATCH takes a transaction (read, lock, write).
 */
public final class JdbcPcfBindingStore implements PcfBindingStore {

    /** Rows per INSERT statement and per transaction of the bulk load (under NDB's per-transaction operation limit). */
    static final int ROWS_PER_STATEMENT = 500;
    static final int ROWS_PER_TRANSACTION = 5_000;

    static final String COLUMNS = "binding_id, ipv4_addr, ip_domain, ipv6_prefix, ipv6_low, ipv6_len, mac_addr, supi, gpsi,"
            + " dnn, snssai, body, created_at, updated_at";
    private static final String SELECT = "SELECT " + COLUMNS + " FROM pcf_binding";
    private static final String PLACEHOLDERS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";

    private final DbExecutor db;

    public JdbcPcfBindingStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<CreateResult> create(PcfBindingRow row, SamePcfCheck check, boolean replaceSameAddress) {
        // One transaction, so that a create the data tier loses half-way leaves nothing; and if it is lost while
        // committing, the undo takes the binding out again (and puts back those it replaced) once the tier is back:
        // the PCF was answered 503, so the binding must not be found.
        return db.transaction(c -> {
            if (check != null) {
                PcfBindingRow existing = sameCombination(c, check);
                if (existing != null) {
                    return new Refused(existing);
                }
            }
            // Two creates of one address at the same moment may both miss the other; discovery then answers
            // per stub.bsf.multiple-bindings, as it does for kept duplicates.
            List<PcfBindingRow> replaced = replaceSameAddress ? removeSameAddress(c, row) : List.of();
            try (PreparedStatement s = c.prepareStatement("INSERT INTO pcf_binding (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, row);
                s.executeUpdate();
            }
            return new Created(replaced);
        }, (c, result) -> {
            if (result instanceof Created created) {
                undoCreate(c, row, created.replaced());
            }
        });
    }

    private static void undoCreate(Connection c, PcfBindingRow row, List<PcfBindingRow> replaced) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
            s.setString(1, row.bindingId());
            s.executeUpdate();
        }
        for (PcfBindingRow old : replaced) {
            try (PreparedStatement s = c.prepareStatement("INSERT IGNORE INTO pcf_binding (" + COLUMNS + ") VALUES " + PLACEHOLDERS)) {
                bind(s, 1, old);
                s.executeUpdate();
            }
        }
    }

    private static PcfBindingRow sameCombination(Connection c, SamePcfCheck check) throws SQLException {
        StringBuilder sql = new StringBuilder(SELECT).append(" WHERE supi = ?");
        if (check.dnn() != null) {
            sql.append(" AND dnn = ?");
        }
        if (check.snssai() != null) {
            sql.append(" AND snssai = ?");
        }
        try (PreparedStatement s = c.prepareStatement(sql.append(" LIMIT 1").toString())) {
            int i = 1;
            s.setString(i++, check.supi());
            if (check.dnn() != null) {
                s.setString(i++, check.dnn());
            }
            if (check.snssai() != null) {
                s.setString(i, check.snssai());
            }
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    /** Removes the bindings of the new row's UE address(es) in its DNN and S-NSSAI; answers those this call removed. */
    private static List<PcfBindingRow> removeSameAddress(Connection c, PcfBindingRow row) throws SQLException {
        Map<String, PcfBindingRow> same = new LinkedHashMap<>();
        if (row.ipv4Addr() != null) {
            collect(c, " WHERE ipv4_addr = ? AND ip_domain = ? AND dnn = ? AND snssai = ?", same,
                    row.ipv4Addr(), row.ipDomain(), row.dnn(), row.snssai());
        }
        if (row.ipv6Prefix() != null) {
            collect(c, " WHERE ipv6_prefix = ? AND ipv6_len = ? AND ipv6_low <=> ? AND dnn = ? AND snssai = ?", same,
                    row.ipv6Prefix(), row.ipv6Len(), row.ipv6Low(), row.dnn(), row.snssai());
        }
        if (row.macAddr() != null) {
            collect(c, " WHERE mac_addr = ? AND dnn = ? AND snssai = ?", same, row.macAddr(), row.dnn(), row.snssai());
        }
        if (same.isEmpty()) {
            return List.of();
        }
        List<PcfBindingRow> removed = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
            for (PcfBindingRow old : same.values()) {
                s.setString(1, old.bindingId());
                if (s.executeUpdate() == 1) {
                    removed.add(old);
                }
            }
        }
        return removed;
    }

    private static void collect(Connection c, String where, Map<String, PcfBindingRow> into, Object... params) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + where + " LIMIT 100")) {
            for (int i = 0; i < params.length; i++) {
                if (params[i] == null) {
                    s.setNull(i + 1, Types.BIGINT);
                } else {
                    s.setObject(i + 1, params[i]);
                }
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    PcfBindingRow r = row(rs);
                    into.put(r.bindingId(), r);
                }
            }
        }
    }

    @Override
    public CompletableFuture<List<PcfBindingRow>> findByAddress(AddressKind kind, long[] keys, int limit) {
        String column = switch (kind) {
            case IPV4 -> "ipv4_addr";
            case IPV6 -> "ipv6_prefix";
            case MAC -> "mac_addr";
        };
        StringBuilder sql = new StringBuilder(SELECT).append(" WHERE ").append(column);
        if (keys.length == 1) {
            sql.append(" = ?");
        } else {
            sql.append(" IN (");
            for (int i = 0; i < keys.length; i++) {
                sql.append(i == 0 ? "?" : ", ?");
            }
            sql.append(')');
        }
        sql.append(" LIMIT ?");
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                int i = 1;
                for (long k : keys) {
                    s.setLong(i++, k);
                }
                s.setInt(i, limit);
                List<PcfBindingRow> rows = new ArrayList<>(2);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(rs));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> get(String bindingId) {
        return db.submit(c -> Optional.ofNullable(get(c, bindingId, false)));
    }

    @Override
    public CompletableFuture<List<PcfBindingRow>> page(String after, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(SELECT + (after == null ? "" : " WHERE binding_id > ?")
                    + " ORDER BY binding_id LIMIT ?")) {
                int p = 1;
                if (after != null) {
                    s.setString(p++, after);
                }
                s.setInt(p, limit);
                List<PcfBindingRow> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(rs));
                    }
                }
                return rows;
            }
        });
    }

    private static PcfBindingRow get(Connection c, String bindingId, boolean lock) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE binding_id = ?" + (lock ? " FOR UPDATE" : ""))) {
            s.setString(1, bindingId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> update(String bindingId, UnaryOperator<PcfBindingRow> change) {
        return db.transaction(c -> {
            PcfBindingRow current = get(c, bindingId, true);
            if (current == null) {
                return Optional.empty();
            }
            PcfBindingRow next = change.apply(current);
            try (PreparedStatement s = c.prepareStatement("UPDATE pcf_binding SET ipv4_addr = ?, ip_domain = ?, ipv6_prefix = ?,"
                    + " ipv6_low = ?, ipv6_len = ?, mac_addr = ?, supi = ?, gpsi = ?, dnn = ?, snssai = ?, body = ?, updated_at = ?"
                    + " WHERE binding_id = ?")) {
                setLong(s, 1, next.ipv4Addr());
                s.setString(2, next.ipDomain());
                setLong(s, 3, next.ipv6Prefix());
                setLong(s, 4, next.ipv6Low());
                setInt(s, 5, next.ipv6Len());
                setLong(s, 6, next.macAddr());
                s.setString(7, next.supi());
                s.setString(8, next.gpsi());
                s.setString(9, next.dnn());
                s.setString(10, next.snssai());
                s.setString(11, new String(next.body(), StandardCharsets.UTF_8));
                s.setLong(12, next.updatedAt());
                s.setString(13, bindingId);
                s.executeUpdate();
            }
            return Optional.of(next);
        });
    }

    @Override
    public CompletableFuture<Optional<PcfBindingRow>> delete(String bindingId, boolean readFirst) {
        return db.submit(c -> {
            PcfBindingRow before = null;
            if (readFirst) {
                before = get(c, bindingId, false);
                if (before == null) {
                    return Optional.empty();
                }
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id = ?")) {
                s.setString(1, bindingId);
                if (s.executeUpdate() == 0) {
                    return Optional.empty();
                }
            }
            return Optional.of(before != null ? before
                    : new PcfBindingRow(bindingId, null, null, null, null, null, null, null, null, null, null, null, 0, 0));
        });
    }

    @Override
    public CompletableFuture<Integer> removeStale(long cutoff, int limit) {
        return db.submit(c -> {
            // Each DELETE commits on its own; another BSF instance running the audit at the same time removes
            // other rows or finds them gone, so every removal is counted once, by the instance that made it.
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE updated_at < ? LIMIT ?")) {
                s.setLong(1, cutoff);
                s.setInt(2, limit);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Long> bulkInsert(long count, int streams, Supplier<LongFunction<PcfBindingRow>> rows) {
        // Ranges of whole transactions, so that every stream but the last commits full batches.
        long per = (count / streams + ROWS_PER_TRANSACTION - 1) / ROWS_PER_TRANSACTION * ROWS_PER_TRANSACTION;
        List<CompletableFuture<Long>> parts = new ArrayList<>();
        for (long first = 0; first < count; first += Math.max(per, ROWS_PER_TRANSACTION)) {
            long from = first;
            long n = Math.min(Math.max(per, ROWS_PER_TRANSACTION), count - first);
            parts.add(bulkRange(from, n, rows));
        }
        return CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new))
                .thenApply(v -> parts.stream().mapToLong(CompletableFuture::join).sum());
    }

    private CompletableFuture<Long> bulkRange(long from, long count, Supplier<LongFunction<PcfBindingRow>> generators) {
        return db.bulk(c -> {
            LongFunction<PcfBindingRow> generator = generators.get();
            LongFunction<PcfBindingRow> row = i -> generator.apply(from + i);
            c.setAutoCommit(false);
            try (PreparedStatement full = c.prepareStatement(insertSql(ROWS_PER_STATEMENT))) {
                long done = 0;
                while (done < count) {
                    int rows = (int) Math.min(ROWS_PER_STATEMENT, count - done);
                    if (rows == ROWS_PER_STATEMENT) {
                        insert(full, done, rows, row);
                    } else {
                        try (PreparedStatement last = c.prepareStatement(insertSql(rows))) {
                            insert(last, done, rows, row);
                        }
                    }
                    done += rows;
                    if (done % ROWS_PER_TRANSACTION == 0 || done == count) {
                        c.commit();
                    }
                }
                return done;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        });
    }

    private static String insertSql(int rows) {
        StringBuilder sql = new StringBuilder(80 + rows * 46).append("INSERT INTO pcf_binding (").append(COLUMNS).append(") VALUES ");
        for (int i = 0; i < rows; i++) {
            sql.append(i == 0 ? PLACEHOLDERS : ", " + PLACEHOLDERS);
        }
        return sql.toString();
    }

    private static void insert(PreparedStatement s, long first, int rows, LongFunction<PcfBindingRow> row) throws SQLException {
        int p = 1;
        for (int i = 0; i < rows; i++) {
            p = bind(s, p, row.apply(first + i));
        }
        s.executeUpdate();
    }

    @Override
    public CompletableFuture<Long> count() {
        return db.bulk(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM pcf_binding"); ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("pcf_binding");
    }

    @Override
    public CompletableFuture<Long> removeRange(String firstBindingId, String lastBindingId, int batch) {
        return db.bulk(c -> {
            // Batches under NDB's per-transaction limit; the ids of one bulk load sort as they count up.
            long removed = 0;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM pcf_binding WHERE binding_id BETWEEN ? AND ? LIMIT ?")) {
                s.setString(1, firstBindingId);
                s.setString(2, lastBindingId);
                s.setInt(3, batch);
                int n;
                do {
                    n = s.executeUpdate();
                    removed += n;
                } while (n == batch);
            }
            return removed;
        });
    }

    /** Binds the row's 14 columns from parameter {@code p}; answers the next parameter index. */
    private static int bind(PreparedStatement s, int p, PcfBindingRow r) throws SQLException {
        s.setString(p++, r.bindingId());
        setLong(s, p++, r.ipv4Addr());
        s.setString(p++, r.ipDomain());
        setLong(s, p++, r.ipv6Prefix());
        setLong(s, p++, r.ipv6Low());
        setInt(s, p++, r.ipv6Len());
        setLong(s, p++, r.macAddr());
        s.setString(p++, r.supi());
        s.setString(p++, r.gpsi());
        s.setString(p++, r.dnn());
        s.setString(p++, r.snssai());
        s.setString(p++, new String(r.body(), StandardCharsets.UTF_8));
        s.setLong(p++, r.createdAt());
        s.setLong(p++, r.updatedAt());
        return p;
    }

    static PcfBindingRow row(ResultSet rs) throws SQLException {
        return new PcfBindingRow(rs.getString(1), getLong(rs, 2), rs.getString(3), getLong(rs, 4), getLong(rs, 5),
                getInt(rs, 6), getLong(rs, 7), rs.getString(8), rs.getString(9), rs.getString(10), rs.getString(11),
                rs.getString(12).getBytes(StandardCharsets.UTF_8), rs.getLong(13), rs.getLong(14));
    }

    static void setLong(PreparedStatement s, int i, Long v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.BIGINT);
        } else {
            s.setLong(i, v);
        }
    }

    static void setInt(PreparedStatement s, int i, Integer v) throws SQLException {
        if (v == null) {
            s.setNull(i, Types.INTEGER);
        } else {
            s.setInt(i, v);
        }
    }

    static Long getLong(ResultSet rs, int i) throws SQLException {
        long v = rs.getLong(i);
        return rs.wasNull() ? null : v;
    }

    static Integer getInt(ResultSet rs, int i) throws SQLException {
        int v = rs.getInt(i);
        return rs.wasNull() ? null : v;
    }
}
