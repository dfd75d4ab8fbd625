package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The NF profiles discovery serves from, in memory, kept fresh from the nf_instances table so that
 * every NRF instance on one data tier answers alike. Discovery never waits on the data tier: it reads
 * an immutable {@link Snapshot} that a background poll replaces.
 *
 * <p>The poll is cheap: every period it reads only {@code (nf_instance_id, updated_at)}, then fetches
 * the rows whose updated_at differs from the one in the snapshot (ids that disappeared are
 * deregistrations). updated_at is a millisecond set by whichever instance wrote the row; two writes in
 * the same millisecond would look like one, so every row fetched is fetched once more on the next poll.
 * Comparing for equality, not order, keeps writers with skewed clocks correct.
 */
public final class NfProfileView implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(NfProfileView.class);
    /** Rows fetched per SELECT ... IN (...). */
    private static final int FETCH_BATCH = 200;

    /** The candidates of one NF type, ordered by TS 29.510 preference: priority (lower first), then capacity (higher first). */
    private static final Comparator<NfProfileViewEntry> PREFERENCE = Comparator
            .comparingInt(NfProfileViewEntry::priority)
            .thenComparing(Comparator.comparingInt(NfProfileViewEntry::capacity).reversed())
            .thenComparing(NfProfileViewEntry::nfInstanceId);

    /** One consistent state of the view. */
    public static final class Snapshot {
        private static final NfProfileViewEntry[] NONE = new NfProfileViewEntry[0];

        private final Map<String, NfProfileViewEntry> byId;
        private final Map<String, NfProfileViewEntry[]> byType;

        Snapshot(Map<String, NfProfileViewEntry> byId) {
            this.byId = byId;
            Map<String, List<NfProfileViewEntry>> grouped = new HashMap<>();
            for (NfProfileViewEntry e : byId.values()) {
                grouped.computeIfAbsent(e.nfType(), t -> new ArrayList<>()).add(e);
            }
            Map<String, NfProfileViewEntry[]> sorted = new HashMap<>();
            grouped.forEach((type, list) -> {
                list.sort(PREFERENCE);
                sorted.put(type, list.toArray(NONE));
            });
            this.byType = sorted;
        }

        /** The instances of one NF type, most preferred first. Do not modify. */
        public NfProfileViewEntry[] byType(String nfType) {
            return byType.getOrDefault(nfType, NONE);
        }

        public NfProfileViewEntry get(String nfInstanceId) {
            return byId.get(nfInstanceId);
        }

        public int size() {
            return byId.size();
        }
    }

    private final DbExecutor db;
    private final Duration period;
    private final ScheduledExecutorService poller;
    private volatile Snapshot snapshot = new Snapshot(Map.of());
    /** Rows to fetch again on the next poll whatever their updated_at (see the class comment). Poller thread only. */
    private Set<String> recheck = Set.of();
    private boolean failing;

    public NfProfileView(DbExecutor db, Duration period) {
        this.db = db;
        this.period = period;
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "nrf-profile-view");
            t.setDaemon(true);
            return t;
        });
    }

    /** Loads every profile before returning, so the stub never serves an empty view, then polls. */
    public void start() throws Exception {
        poller.submit(() -> {
            refresh();
            return null;
        }).get(1, TimeUnit.MINUTES);
        poller.scheduleWithFixedDelay(this::refreshQuietly, period.toNanos(), period.toNanos(), TimeUnit.NANOSECONDS);
    }

    public Snapshot snapshot() {
        return snapshot;
    }

    /** Polls now, on the poller thread, rather than at the next period: after a reset discovery must not serve what is gone. */
    public CompletableFuture<Void> refreshNow() {
        return CompletableFuture.runAsync(() -> {
            try {
                refresh();
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        }, poller);
    }

    @Override
    public void close() {
        poller.shutdownNow();
    }

    private void refreshQuietly() {
        try {
            refresh();
            if (failing) {
                failing = false;
                log.info("NF profile view: the data tier answers again");
            }
        } catch (Exception e) {
            // Keep serving the last snapshot; say it once, not every period.
            if (!failing) {
                failing = true;
                log.warn("NF profile view: cannot read nf_instances, serving the last known profiles: {}", e.toString());
            }
        }
    }

    /** One poll; runs on the poller thread (tests call it directly), the SQL on the data tier's executor. */
    void refresh() throws Exception {
        Snapshot current = snapshot;
        Set<String> again = recheck;
        Poll poll = db.submit(c -> poll(c, current, again)).get(1, TimeUnit.MINUTES);
        Map<String, NfProfileViewEntry> next = null;
        Set<String> nextRecheck = new HashSet<>();
        for (Row row : poll.rows) {
            NfProfileViewEntry old = current.get(row.id);
            if (old != null && old.updatedAt() == row.updatedAt && old.sameRow(row.nfStatus, row.profile)) {
                continue; // a re-read that found what we have: keep the entry and its serialized variants
            }
            nextRecheck.add(row.id);
            if (next == null) {
                next = new HashMap<>(current.byId);
            }
            try {
                next.put(row.id, NfProfileViewEntry.of(row.id, row.nfType, row.nfStatus, row.profile, row.updatedAt));
            } catch (RuntimeException e) {
                log.warn("NF profile view: skipping NF instance {}, its profile is not JSON: {}", row.id, e.toString());
                next.remove(row.id);
            }
        }
        recheck = nextRecheck;
        if (!poll.deleted.isEmpty()) {
            if (next == null) {
                next = new HashMap<>(current.byId);
            }
            poll.deleted.forEach(next::remove);
        }
        if (next != null) {
            snapshot = new Snapshot(Collections.unmodifiableMap(next));
        }
    }

    private record Row(String id, String nfType, String nfStatus, String profile, long updatedAt) {}

    private record Poll(List<Row> rows, List<String> deleted) {}

    private static Poll poll(Connection c, Snapshot current, Set<String> recheck) throws SQLException {
        List<String> changed = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT nf_instance_id, updated_at FROM nf_instances")) {
            while (rs.next()) {
                String id = rs.getString(1);
                seen.add(id);
                NfProfileViewEntry known = current.get(id);
                if (known == null || known.updatedAt() != rs.getLong(2) || recheck.contains(id)) {
                    changed.add(id);
                }
            }
        }
        List<String> deleted = new ArrayList<>();
        for (String id : current.byId.keySet()) {
            if (!seen.contains(id)) {
                deleted.add(id);
            }
        }
        // Rows deleted between the two queries are simply not returned; the next poll sees them gone.
        List<Row> rows = new ArrayList<>(changed.size());
        for (int from = 0; from < changed.size(); from += FETCH_BATCH) {
            List<String> batch = changed.subList(from, Math.min(changed.size(), from + FETCH_BATCH));
            String sql = "SELECT nf_instance_id, nf_type, nf_status, profile, updated_at FROM nf_instances WHERE nf_instance_id IN ("
                    + String.join(",", Collections.nCopies(batch.size(), "?")) + ")";
            try (PreparedStatement s = c.prepareStatement(sql)) {
                for (int i = 0; i < batch.size(); i++) {
                    s.setString(i + 1, batch.get(i));
                }
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new Row(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5)));
                    }
                }
            }
        }
        return new Poll(rows, deleted);
    }
}
