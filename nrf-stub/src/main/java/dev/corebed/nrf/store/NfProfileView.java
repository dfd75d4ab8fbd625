package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.view.ChangedRows;
import dev.corebed.dbtier.view.PolledView;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The NF profiles discovery serves from, in memory: a {@link PolledView} of the nf_instances table. Discovery
 * never waits on the data tier: it reads an immutable {@link Snapshot}.
 *
 * <ul>
 *   <li>Writes of other NRF instances on the data tier arrive with the poll, every
 *       {@code stub.nrf.discovery.refresh-period}: only {@code (nf_instance_id, updated_at)} is read, then the
 *       rows that changed ({@link ChangedRows}).</li>
 *   <li>Writes of this instance (register, update, deregister, the heartbeat expiry's suspensions) are applied
 *       by {@link JdbcNfProfileStore} through {@link #written} once committed and before they are answered, so
 *       this instance's discovery sees its own acknowledged writes at once; writes arriving together make one
 *       new snapshot.</li>
 * </ul>
 */
public final class NfProfileView implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(NfProfileView.class);

    /** The candidates of one NF type, ordered by TS 29.510 preference: priority (lower first), then capacity (higher first). */
    private static final Comparator<NfProfileViewEntry> PREFERENCE = Comparator
            .comparingInt(NfProfileViewEntry::priority)
            .thenComparing(Comparator.comparingInt(NfProfileViewEntry::capacity).reversed())
            .thenComparing(NfProfileViewEntry::nfInstanceId);

    /** One nf_instances row as the view reads it. */
    public record Row(String nfInstanceId, String nfType, String nfStatus, String profile, long updatedAt) {}

    /** A change this instance committed: the row as written, or {@code row} null when the instance was removed. */
    public record Change(String nfInstanceId, Row row) {}

    /** One consistent state of the view. */
    public static final class Snapshot implements ChangedRows.Held {
        private static final NfProfileViewEntry[] NONE = new NfProfileViewEntry[0];
        static final Snapshot EMPTY = new Snapshot(Map.of(), Map.of());

        private final Map<String, NfProfileViewEntry> byId;
        private final Map<String, NfProfileViewEntry[]> byType;

        private Snapshot(Map<String, NfProfileViewEntry> byId, Map<String, NfProfileViewEntry[]> byType) {
            this.byId = byId;
            this.byType = byType;
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

        @Override
        public Iterable<String> keys() {
            return byId.keySet();
        }

        @Override
        public long version(String key) {
            return byId.get(key).updatedAt();
        }

        @Override
        public boolean holds(String key) {
            return byId.containsKey(key);
        }

        /**
         * This snapshot with entries put (by id) and ids removed; only the NF types they touch are sorted again,
         * so a write costs a copy of the id map and a sort of one type, not of the whole view.
         */
        Snapshot with(Map<String, NfProfileViewEntry> put, Set<String> removed) {
            Map<String, NfProfileViewEntry> ids = new HashMap<>(byId);
            Set<String> types = new HashSet<>();
            Set<String> changed = new HashSet<>(removed);
            changed.addAll(put.keySet());
            for (String id : changed) {
                NfProfileViewEntry old = ids.remove(id);
                if (old != null) {
                    types.add(old.nfType());
                }
            }
            for (NfProfileViewEntry e : put.values()) {
                ids.put(e.nfInstanceId(), e);
                types.add(e.nfType());
            }
            Map<String, NfProfileViewEntry[]> sorted = new HashMap<>(byType);
            for (String type : types) {
                List<NfProfileViewEntry> list = new ArrayList<>();
                for (NfProfileViewEntry e : byType(type)) {
                    if (!changed.contains(e.nfInstanceId())) {
                        list.add(e);
                    }
                }
                for (NfProfileViewEntry e : put.values()) {
                    if (e.nfType().equals(type)) {
                        list.add(e);
                    }
                }
                if (list.isEmpty()) {
                    sorted.remove(type);
                } else {
                    NfProfileViewEntry[] array = list.toArray(NONE);
                    Arrays.sort(array, PREFERENCE);
                    sorted.put(type, array);
                }
            }
            return new Snapshot(Collections.unmodifiableMap(ids), sorted);
        }
    }

    private final ChangedRows<Row> rows;
    private final PolledView<Snapshot, Change> view;

    public NfProfileView(DbExecutor db, Duration period) {
        this.rows = new ChangedRows<>(db, "nf_instances", "nf_instance_id", "updated_at",
                "nf_instance_id, nf_type, nf_status, profile, updated_at",
                rs -> new Row(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getLong(5)));
        this.view = new PolledView<>("nrf-profile-view", period, Snapshot.EMPTY, this::poll, this::apply);
    }

    /** Loads every profile before returning, so the stub never serves an empty view, then polls. */
    public void start() throws Exception {
        view.start();
    }

    public Snapshot snapshot() {
        return view.snapshot();
    }

    /** A change this instance committed; completes once discovery sees it. */
    public CompletableFuture<Void> written(Change change) {
        return view.written(change);
    }

    /** Polls now rather than at the next period: after a reset discovery must not serve what is gone. */
    public CompletableFuture<Void> refreshNow() {
        return view.refreshNow();
    }

    @Override
    public void close() {
        view.close();
    }

    /** One poll now, waiting for it (tests). */
    void refresh() throws Exception {
        view.refreshNow().get(1, TimeUnit.MINUTES);
    }

    private Snapshot poll(Snapshot current) throws Exception {
        ChangedRows.Changes<Row> changes = rows.poll(current);
        Map<String, NfProfileViewEntry> put = new HashMap<>();
        Set<String> removed = new HashSet<>(changes.deleted());
        for (Row row : changes.changed()) {
            NfProfileViewEntry old = current.get(row.nfInstanceId());
            if (old != null && old.updatedAt() == row.updatedAt() && old.sameRow(row.nfStatus(), row.profile())) {
                continue; // a re-read that found what we have: keep the entry and its serialized variants
            }
            rows.recheck(row.nfInstanceId());
            entry(row, put, removed);
        }
        return put.isEmpty() && removed.isEmpty() ? current : current.with(put, removed);
    }

    private Snapshot apply(Snapshot current, List<Change> changes) {
        Map<String, NfProfileViewEntry> put = new HashMap<>();
        Set<String> removed = new HashSet<>();
        for (Change c : changes) {
            rows.recheck(c.nfInstanceId());
            put.remove(c.nfInstanceId());
            removed.remove(c.nfInstanceId());
            if (c.row() == null) {
                removed.add(c.nfInstanceId());
            } else {
                entry(c.row(), put, removed);
            }
        }
        return current.with(put, removed);
    }

    private static void entry(Row row, Map<String, NfProfileViewEntry> put, Set<String> removed) {
        try {
            put.put(row.nfInstanceId(), NfProfileViewEntry.of(row.nfInstanceId(), row.nfType(), row.nfStatus(), row.profile(),
                    row.updatedAt()));
        } catch (RuntimeException e) {
            // Written by an earlier version, or by hand: discovery cannot read it, GET still serves it.
            log.warn("NF profile view: skipping NF instance {}, its profile is not an NFProfile: {}", row.nfInstanceId(), e.toString());
            removed.add(row.nfInstanceId());
        }
    }
}
