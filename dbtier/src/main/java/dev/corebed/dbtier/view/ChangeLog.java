package dev.corebed.dbtier.view;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How the stub instances on one data tier learn which rows the others changed, for tables too large to compare
 * row by row every period ({@link ChangedRows} reads every key): every write also inserts, in its own transaction,
 * one row per changed key into the schema's {@code row_changes} table ({@code changed_at, writer, seq, table_name,
 * row_key}), and each instance's {@link Reader} reads the rows other writers added since its last poll, then fetches
 * those keys.
 *
 * <p>A transaction takes its {@code changed_at} before it commits, and may commit later (at most the request
 * deadline later), on a writer whose clock may be a little off: each poll reads back to {@code margin} before the
 * start of the previous one, and skips the changes it already took (by writer and sequence). Rows older than {@code
 * retention} are purged by every instance; a reader that could not poll for longer than that reloads the table. The
 * key {@link #ALL} says "reload the whole table" (a bulk load, a truncate).
 */
public final class ChangeLog {

    /** The row key of a change of the whole table. */
    public static final String ALL = "*";
    /** Rows per INSERT statement. */
    private static final int ROWS_PER_INSERT = 500;

    private final DbExecutor db;
    private final long writer = ThreadLocalRandom.current().nextLong();
    private final AtomicLong seq = new AtomicLong();
    private final long marginMillis;
    private final long retentionMillis;

    /**
     * @param margin    how far back before its previous poll each poll reads: the longest a write may take from
     *                  taking its time to its commit, plus the clock skew between instances
     * @param retention how long changes are kept in the table
     */
    public ChangeLog(DbExecutor db, Duration margin, Duration retention) {
        if (retention.compareTo(margin.multipliedBy(2)) < 0) {
            throw new IllegalArgumentException("the change log's retention must be at least twice its margin");
        }
        this.db = db;
        this.marginMillis = margin.toMillis();
        this.retentionMillis = retention.toMillis();
    }

    /** Records, inside the caller's transaction, that these rows of the table changed (or {@link #ALL}). */
    public void record(Connection c, String table, Collection<String> keys, long now) throws SQLException {
        if (keys.isEmpty()) {
            return;
        }
        Iterator<String> it = keys.iterator();
        int left = keys.size();
        while (left > 0) {
            int rows = Math.min(left, ROWS_PER_INSERT);
            StringBuilder sql = new StringBuilder("INSERT INTO row_changes (changed_at, writer, seq, table_name, row_key) VALUES ");
            for (int i = 0; i < rows; i++) {
                sql.append(i == 0 ? "(?, ?, ?, ?, ?)" : ", (?, ?, ?, ?, ?)");
            }
            try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                int p = 1;
                for (int i = 0; i < rows; i++) {
                    s.setLong(p++, now);
                    s.setLong(p++, writer);
                    s.setLong(p++, seq.incrementAndGet());
                    s.setString(p++, table);
                    s.setString(p++, it.next());
                }
                s.executeUpdate();
            }
            left -= rows;
        }
    }

    /** Removes the changes older than the retention, in batches; answers how many. */
    public CompletableFuture<Integer> purge(long now) {
        return db.submit(c -> {
            int removed = 0;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM row_changes WHERE changed_at < ? LIMIT 5000")) {
                s.setLong(1, now - retentionMillis);
                for (int n = 5000; n == 5000; removed += n) {
                    n = s.executeUpdate();
                }
            }
            return removed;
        });
    }

    /** A reader of one table's changes by other writers; use it from one thread. */
    public Reader reader(String table) {
        return new Reader(table);
    }

    public final class Reader {

        private record Id(long writer, long seq) {}

        private final String table;
        /** Changes already taken, with their time, until they fall out of the window. */
        private final Map<Id, Long> taken = new HashMap<>();
        private long previousStart = Long.MIN_VALUE;

        private Reader(String table) {
            this.table = table;
        }

        /** The poll window starts here: call before the full load that the polls then follow. */
        public void startAt(long now) {
            previousStart = now;
            taken.clear();
        }

        /**
         * The keys other writers changed since the last poll; {@link ChangeLog#ALL} among them when the table must be
         * reloaded (a change of the whole table, or a gap longer than the retention).
         */
        public Set<String> poll(long now) throws Exception {
            long since = previousStart - marginMillis;
            if (previousStart == Long.MIN_VALUE || now - since > retentionMillis - marginMillis) {
                startAt(now);
                return Set.of(ALL);
            }
            Set<String> keys = db.submit(c -> read(c, since)).get(1, TimeUnit.MINUTES);
            previousStart = now;
            taken.values().removeIf(at -> at < since);
            return keys;
        }

        private Set<String> read(Connection c, long since) throws SQLException {
            Set<String> keys = new LinkedHashSet<>();
            try (PreparedStatement s = c.prepareStatement("SELECT changed_at, writer, seq, row_key FROM row_changes"
                    + " WHERE changed_at >= ? AND writer <> ? AND table_name = ?")) {
                s.setLong(1, since);
                s.setLong(2, writer);
                s.setString(3, table);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        if (taken.putIfAbsent(new Id(rs.getLong(2), rs.getLong(3)), rs.getLong(1)) == null) {
                            keys.add(rs.getString(4));
                        }
                    }
                }
            }
            return keys.contains(ALL) ? Set.of(ALL) : keys;
        }
    }
}
