package dev.corebed.dbtier.view;

import dev.corebed.dbtier.DbExecutor;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * What to poll when rows carry a version column set by whichever instance wrote them (a millisecond
 * updated_at): every period only {@code (key, version)} of every row is read, then the rows whose version
 * differs from the view's are fetched, and keys that disappeared are deletions. Versions are compared for
 * equality, not order, so writers with skewed clocks stay correct. Two writes in one millisecond would look
 * like one, so a row the view took as changed, or wrote through this instance, is fetched once more on the
 * next poll ({@link #recheck}). Use it from the view's thread only.
 *
 * @param <R> a row as the view needs it
 */
public final class ChangedRows<R> {

    /** What the view holds: its keys and the version of each. */
    public interface Held {
        Iterable<String> keys();

        /** The version held for the key; any value when the key is not held. */
        long version(String key);

        boolean holds(String key);
    }

    /** Reads one row of the fetch query. */
    @FunctionalInterface
    public interface RowReader<R> {
        R read(ResultSet rs) throws SQLException;
    }

    /** The rows that changed (new or different version) and the keys that are gone. */
    public record Changes<R>(List<R> changed, List<String> deleted) {
        public boolean isEmpty() {
            return changed.isEmpty() && deleted.isEmpty();
        }
    }

    /** Rows fetched per SELECT ... IN (...). */
    private static final int FETCH_BATCH = 200;

    private final DbExecutor db;
    private final String versionsSql;
    private final String fetchSql;
    private final RowReader<R> reader;
    private Set<String> recheck = new HashSet<>();

    /**
     * @param columns the columns the reader reads, in its order
     */
    public ChangedRows(DbExecutor db, String table, String keyColumn, String versionColumn, String columns, RowReader<R> reader) {
        this.db = db;
        this.versionsSql = "SELECT " + keyColumn + ", " + versionColumn + " FROM " + table;
        this.fetchSql = "SELECT " + columns + " FROM " + table + " WHERE " + keyColumn + " IN (";
        this.reader = reader;
    }

    /** Fetches the row again on the next poll whatever its version: the view just took a new version of it. */
    public void recheck(String key) {
        recheck.add(key);
    }

    /** One poll against what the view holds; the SQL runs on the data tier's executor. */
    public Changes<R> poll(Held held) throws Exception {
        Set<String> again = recheck;
        recheck = new HashSet<>();
        Changes<R> changes = db.submit(c -> {
            List<String> changed = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(versionsSql)) {
                while (rs.next()) {
                    String key = rs.getString(1);
                    seen.add(key);
                    if (!held.holds(key) || held.version(key) != rs.getLong(2) || again.contains(key)) {
                        changed.add(key);
                    }
                }
            }
            List<String> deleted = new ArrayList<>();
            for (String key : held.keys()) {
                if (!seen.contains(key)) {
                    deleted.add(key);
                }
            }
            // Rows deleted between the two queries are simply not returned; the next poll sees them gone.
            List<R> rows = new ArrayList<>(changed.size());
            for (int from = 0; from < changed.size(); from += FETCH_BATCH) {
                List<String> batch = changed.subList(from, Math.min(changed.size(), from + FETCH_BATCH));
                try (PreparedStatement s = c.prepareStatement(fetchSql + String.join(",", Collections.nCopies(batch.size(), "?")) + ")")) {
                    for (int i = 0; i < batch.size(); i++) {
                        s.setString(i + 1, batch.get(i));
                    }
                    try (ResultSet rs = s.executeQuery()) {
                        while (rs.next()) {
                            rows.add(reader.read(rs));
                        }
                    }
                }
            }
            return new Changes<>(rows, deleted);
        }).get(1, TimeUnit.MINUTES);
        return changes;
    }
}
