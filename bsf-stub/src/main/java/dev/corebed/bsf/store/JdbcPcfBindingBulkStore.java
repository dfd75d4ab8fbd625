package dev.corebed.bsf.store;

import static dev.corebed.bsf.store.PcfBindingColumns.COLUMNS;
import static dev.corebed.bsf.store.PcfBindingColumns.PLACEHOLDERS;
import static dev.corebed.bsf.store.PcfBindingColumns.SELECT;
import static dev.corebed.bsf.store.PcfBindingColumns.bind;
import static dev.corebed.bsf.store.PcfBindingColumns.row;

import dev.corebed.dbtier.Batches;
import dev.corebed.dbtier.DbExecutor;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongFunction;
import java.util.function.Supplier;

/** The pcf_binding table (migration bsf/V1) in bulk: loads, range and stale removals, the count. */
public final class JdbcPcfBindingBulkStore implements PcfBindingBulkStore {

    /** Rows per INSERT statement and per transaction of the bulk load (under NDB's per-transaction operation limit). */
    static final int ROWS_PER_STATEMENT = 500;
    static final int ROWS_PER_TRANSACTION = 5_000;

    private final DbExecutor db;

    public JdbcPcfBindingBulkStore(DbExecutor db) {
        this.db = db;
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
            try (PreparedStatement full = c.prepareStatement(insertSql(ROWS_PER_STATEMENT))) {
                return Batches.load(c, count, ROWS_PER_STATEMENT, ROWS_PER_TRANSACTION, (done, rows) -> {
                    if (rows == ROWS_PER_STATEMENT) {
                        insert(full, done, rows, row);
                    } else {
                        try (PreparedStatement last = c.prepareStatement(insertSql(rows))) {
                            insert(last, done, rows, row);
                        }
                    }
                });
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
}
