package dev.corebed.dbtier.view;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A whole table held in memory ({@link CompactTable}: payloads off the heap, primitive indexes) and kept coherent with
 * the data tier, for hot-path reads that never wait on it (the BSF's lookups by UE address, the UDR's policy data).
 * It is a {@link PolledView} whose state is mutable, since a million rows cannot be copied per change:
 * <ul>
 *   <li>at start the whole table is loaded; then every period the {@link ChangeLog} says which rows the other
 *       instances on the data tier changed, and those rows are fetched again (gone: removed);</li>
 *   <li>this instance's writes log their keys in their own transaction and, once committed, hand the rows to
 *       {@link #written} before they are answered: read your writes, as with every {@link PolledView};</li>
 *   <li>a write whose outcome is unknown (its commit was cut off) names its keys to {@link #recheck}: the next poll
 *       fetches them; a bulk load or a truncate calls {@link #reload()}, and other instances reload on the
 *       change log's {@link ChangeLog#ALL}.</li>
 * </ul>
 *
 * @param <R> a row as the stub reads it
 */
public final class TableMirror<R> implements AutoCloseable {

    /** How a row is held: its key, its secondary keys (one per index, {@link CompactTable#NONE} if absent), its bytes. */
    public interface Codec<R> {
        String key(R row);

        long[] secondaryKeys(R row);

        byte[] encode(R row);

        R decode(byte[] payload);
    }

    /**
     * Where the rows come from: one table by default ({@link #table}); a stub whose row is assembled from several
     * tables (a UE's documents and its usage monitoring resources) says how to read them. Both run on the caller's
     * connection.
     */
    public interface Source<R> {
        /** Every row, handed over one at a time (a million rows are not held at once). */
        void readAll(Connection c, Consumer<R> rows) throws SQLException;

        /** The rows of these keys (at most a few hundred); a key without a row is not handed over. */
        void read(Connection c, List<String> keys, Consumer<R> rows) throws SQLException;
    }

    /** The rows of one table, read by {@code reader} from {@code SELECT columns}, keyed by {@code keyColumn}. */
    public static <R> Source<R> table(String tableName, String keyColumn, String columns, ChangedRows.RowReader<R> reader) {
        String selectAll = "SELECT " + columns + " FROM " + tableName;
        String selectKeys = "SELECT " + columns + " FROM " + tableName + " WHERE " + keyColumn + " IN (";
        return new Source<>() {
            @Override
            public void readAll(Connection c, Consumer<R> rows) throws SQLException {
                try (Statement s = c.createStatement()) {
                    s.setFetchSize(1000);
                    try (ResultSet rs = s.executeQuery(selectAll)) {
                        while (rs.next()) {
                            rows.accept(reader.read(rs));
                        }
                    }
                }
            }

            @Override
            public void read(Connection c, List<String> keys, Consumer<R> rows) throws SQLException {
                try (PreparedStatement s = c.prepareStatement(selectKeys + String.join(",", Collections.nCopies(keys.size(), "?")) + ")")) {
                    for (int i = 0; i < keys.size(); i++) {
                        s.setString(i + 1, keys.get(i));
                    }
                    try (ResultSet rs = s.executeQuery()) {
                        while (rs.next()) {
                            rows.accept(reader.read(rs));
                        }
                    }
                }
            }
        };
    }

    /** A change this instance committed: the row as written, or {@code row} null when it was removed. */
    public record Change<R>(String key, R row) {}

    private static final Logger log = LoggerFactory.getLogger(TableMirror.class);
    private static final int FETCH_BATCH = 500;
    private static final int PURGE_EVERY = 10;

    private final String name;
    private final String tableName;
    private final DbExecutor db;
    private final ChangeLog changeLog;
    private final ChangeLog.Reader changes;
    private final Source<R> source;
    private final Codec<R> codec;
    private final CompactTable table;
    private final PolledView<CompactTable, Change<R>> view;
    private final Set<String> recheck = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean reload = new AtomicBoolean();
    /**
     * The keys the previous poll took from the change log, fetched once more: NDB reads each row as last committed
     * when the read reaches it, so a fetch racing the commit that logged it could still read the row as before.
     */
    private Set<String> again = Set.of();
    private int polls;

    /**
     * @param name             names the view's thread and log lines ("bsf-binding-view")
     * @param tableName        the table, as {@link ChangeLog#record} names it
     * @param keyColumn        its primary key (one column)
     * @param columns          the columns {@code reader} reads, in its order
     * @param secondaryIndexes how many secondary keys {@code codec} gives a row
     */
    public TableMirror(String name, DbExecutor db, ChangeLog changeLog, String tableName, String keyColumn, String columns,
                       ChangedRows.RowReader<R> reader, Codec<R> codec, int secondaryIndexes, Duration period) {
        this(name, db, changeLog, tableName, table(tableName, keyColumn, columns, reader), codec, secondaryIndexes, period);
    }

    /**
     * @param tableName the name its changes are logged under ({@link ChangeLog#record})
     * @param source    how its rows are read
     */
    public TableMirror(String name, DbExecutor db, ChangeLog changeLog, String tableName, Source<R> source, Codec<R> codec,
                       int secondaryIndexes, Duration period) {
        this.name = name;
        this.tableName = tableName;
        this.db = db;
        this.changeLog = changeLog;
        this.changes = changeLog.reader(tableName);
        this.source = source;
        this.codec = codec;
        this.table = new CompactTable(secondaryIndexes);
        this.view = new PolledView<>(name, period, table, this::poll, this::apply);
    }

    /** Loads the whole table before returning, then follows the change log. */
    public void start() throws Exception {
        view.start();
    }

    /** The row of the key, or null. Never waits on the data tier. */
    public R get(String key) {
        byte[] payload = table.get(key);
        return payload == null ? null : codec.decode(payload);
    }

    /** The rows whose secondary key {@code index} (from 1) is {@code value}, at most {@code limit}. */
    public List<R> find(int index, long value, int limit) {
        List<byte[]> payloads = table.find(index, value, limit);
        if (payloads.isEmpty()) {
            return List.of();
        }
        List<R> rows = new ArrayList<>(payloads.size());
        payloads.forEach(p -> rows.add(codec.decode(p)));
        return rows;
    }

    /**
     * The row of the key as the data tier holds it on this connection, or null: in a writer's transaction, after its
     * statements, the row as it will be committed (for {@link #written}).
     */
    public R read(Connection c, String key) throws SQLException {
        List<R> found = new ArrayList<>(1);
        source.read(c, List.of(key), found::add);
        return found.isEmpty() ? null : found.get(0);
    }

    /** Committed changes of this instance; completes once reads see them. */
    public CompletableFuture<Void> written(Collection<Change<R>> committed) {
        if (committed.isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<?>[] applied = new CompletableFuture<?>[committed.size()];
        int i = 0;
        for (Change<R> c : committed) {
            applied[i++] = view.written(c);
        }
        // A closed view does not fail a commit.
        return CompletableFuture.allOf(applied).handle((v, e) -> null);
    }

    /** Keys whose state this instance no longer knows (a commit cut off): fetched again at the next poll. */
    public void recheck(Collection<String> keys) {
        recheck.addAll(keys);
    }

    /** Loads the whole table again now (after a bulk load or a truncate through this instance); completes after. */
    public CompletableFuture<Void> reload() {
        reload.set(true);
        return view.refreshNow();
    }

    /**
     * Once bulk work on the table is done (or has failed half-way: some of it may be committed): the whole table
     * logged as changed, so that every other instance reloads it, and reloaded here before the work is answered.
     */
    public <T> CompletableFuture<T> reloadAfter(CompletableFuture<T> work) {
        return work.handle((result, failure) -> db.submit(c -> {
                    changeLog.record(c, tableName, List.of(ChangeLog.ALL), System.currentTimeMillis());
                    return null;
                }).exceptionally(e -> null) // the others then reload when their log window runs out
                .thenCompose(v -> reload())
                .thenCompose(v -> failure == null ? CompletableFuture.completedFuture(result) : CompletableFuture.<T>failedFuture(failure)))
                .thenCompose(f -> f);
    }

    public int size() {
        return table.size();
    }

    public long offHeapBytes() {
        return table.offHeapBytes();
    }

    @Override
    public void close() {
        view.close();
    }

    private CompactTable poll(CompactTable current) throws Exception {
        long now = System.currentTimeMillis();
        Set<String> keys = changes.poll(now);
        if (reload.getAndSet(false) || keys.contains(ChangeLog.ALL)) {
            try {
                load(now);
            } catch (Exception e) {
                reload.set(true); // the next poll tries again
                throw e;
            }
        } else {
            Set<String> fetch = new LinkedHashSet<>(keys);
            fetch.addAll(again);
            again = keys;
            if (!recheck.isEmpty()) {
                List<String> rechecked = new ArrayList<>(recheck);
                recheck.removeAll(rechecked);
                fetch.addAll(rechecked);
            }
            try {
                fetch(fetch);
            } catch (Exception e) {
                recheck.addAll(fetch); // taken from the log already: fetched at the next poll
                throw e;
            }
        }
        if (++polls % PURGE_EVERY == 0) {
            changeLog.purge(now).exceptionally(e -> {
                log.debug("{}: change log purge failed: {}", name, e.toString());
                return 0;
            });
        }
        return current;
    }

    private void load(long now) throws Exception {
        changes.startAt(now);
        recheck.clear();
        again = Set.of();
        long begin = System.nanoTime();
        int[] loaded = new int[1];
        db.bulk(c -> {
            table.beginSweep();
            source.readAll(c, row -> {
                put(row);
                loaded[0]++;
            });
            return table.endSweep();
        }).get(10, TimeUnit.MINUTES);
        log.info("{}: {} rows loaded in {} ms", name, loaded[0], TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begin));
    }

    private void fetch(Set<String> keys) throws Exception {
        if (keys.isEmpty()) {
            return;
        }
        List<String> all = new ArrayList<>(keys);
        db.submit(c -> {
            for (int from = 0; from < all.size(); from += FETCH_BATCH) {
                List<String> batch = all.subList(from, Math.min(all.size(), from + FETCH_BATCH));
                Set<String> missing = new HashSet<>(batch);
                source.read(c, batch, row -> {
                    missing.remove(codec.key(row));
                    put(row);
                });
                missing.forEach(table::remove);
            }
            return null;
        }).get(1, TimeUnit.MINUTES);
    }

    private CompactTable apply(CompactTable current, List<Change<R>> committed) {
        for (Change<R> c : committed) {
            if (c.row() == null) {
                table.remove(c.key());
            } else {
                put(c.row());
            }
        }
        return current;
    }

    private void put(R row) {
        table.put(codec.key(row), codec.secondaryKeys(row), codec.encode(row));
    }
}
