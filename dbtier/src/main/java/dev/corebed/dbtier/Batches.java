package dev.corebed.dbtier;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntFunction;

/**
 * Work done in bounded batches on the data tier (the expiry sweeps and audits that delete old rows): each batch is one
 * statement committed alone, so it stays under NDB's per-transaction operation limit and holds no lock for long, and a
 * run stops after a bound so one turn of a sweep cannot take the data tier over. Bulk loads likewise write their rows in
 * multi-row statements, committed every few thousand rows.
 */
public final class Batches {

    private Batches() {}

    /** Writes {@code rows} rows of a bulk load, from the {@code first}-th (from 0), in one statement. */
    @FunctionalInterface
    public interface Statement {
        void write(long first, int rows) throws SQLException;
    }

    /**
     * A bulk load of {@code count} rows on {@code c}: statements of {@code rowsPerStatement} rows (the last shorter),
     * committed every {@code rowsPerTransaction} rows (a multiple of {@code rowsPerStatement}) and at the end; a failure
     * rolls the open transaction back and is thrown (what was committed stays). The rows written.
     */
    public static long load(Connection c, long count, int rowsPerStatement, int rowsPerTransaction, Statement statement)
            throws SQLException {
        c.setAutoCommit(false);
        try {
            long done = 0;
            while (done < count) {
                int rows = (int) Math.min(rowsPerStatement, count - done);
                statement.write(done, rows);
                done += rows;
                if (done % rowsPerTransaction == 0 || done == count) {
                    c.commit();
                }
            }
            return done;
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        }
    }

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
