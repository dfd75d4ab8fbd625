package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * NF profiles in nf_instances (dbtier migration nrf/V1), their last notified load in nf_notified_loads (nrf/V2).
 * Every change of a profile, once committed, is applied to this instance's {@link NfProfileView} before its
 * future completes, so what this NRF acknowledged its discovery already serves.
 */
public final class JdbcNfProfileStore implements NfProfileStore {

    private static final String SELECT = "SELECT i.nf_instance_id, i.nf_type, i.nf_status, i.profile, i.heartbeat_at,"
            + " n.notified_load FROM nf_instances i LEFT JOIN nf_notified_loads n ON n.nf_instance_id = i.nf_instance_id";

    /** What a transaction committed: the caller's result and the change the view is to see (null: none). */
    private record Committed<T>(T result, List<NfProfileView.Change> changes) {}

    private final DbExecutor db;
    private final NfProfileView view;

    public JdbcNfProfileStore(DbExecutor db, NfProfileView view) {
        this.db = db;
        this.view = view;
    }

    /** Attempts of one modification that lost a race (a concurrent first registration of the same id, a deadlock). */
    private static final int MAX_ATTEMPTS = 3;

    @Override
    public <T> CompletableFuture<T> modify(String nfInstanceId, Function<StoredProfile, Decision<T>> decide) {
        return modify(nfInstanceId, decide, 1).thenCompose(this::visible);
    }

    private <T> CompletableFuture<Committed<T>> modify(String nfInstanceId, Function<StoredProfile, Decision<T>> decide, int attempt) {
        return modifyOnce(nfInstanceId, decide).exceptionallyCompose(e -> attempt < MAX_ATTEMPTS && lostRace(e)
                ? modify(nfInstanceId, decide, attempt + 1)
                : CompletableFuture.failedFuture(e));
    }

    /**
     * Two first registrations of one id both find no row and insert: the second hits the primary key and,
     * tried again, finds the row and replaces it. A deadlock is tried again too. Nothing was committed then.
     */
    private static boolean lostRace(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && (sql.getErrorCode() == 1062 || "40001".equals(sql.getSQLState()))) {
                return true;
            }
        }
        return false;
    }

    /** Completes with the result once the view holds the committed change; a closed view does not fail a commit. */
    private <T> CompletableFuture<T> visible(Committed<T> committed) {
        if (committed.changes().isEmpty()) {
            return CompletableFuture.completedFuture(committed.result());
        }
        CompletableFuture<?>[] applied = new CompletableFuture<?>[committed.changes().size()];
        for (int i = 0; i < applied.length; i++) {
            applied[i] = view.written(committed.changes().get(i));
        }
        return CompletableFuture.allOf(applied).handle((v, e) -> committed.result());
    }

    private static NfProfileView.Change written(String nfInstanceId, String nfType, String nfStatus, byte[] profile, long updatedAt) {
        return new NfProfileView.Change(nfInstanceId, new NfProfileView.Row(nfInstanceId, nfType, nfStatus,
                new String(profile, StandardCharsets.UTF_8), updatedAt));
    }

    private <T> CompletableFuture<Committed<T>> modifyOnce(String nfInstanceId, Function<StoredProfile, Decision<T>> decide) {
        // The row lock serialises concurrent updates of one instance, on any NRF instance of the data tier.
        return db.transaction(c -> {
            StoredProfile current = select(c, nfInstanceId, true);
            Decision<T> decision = decide.apply(current);
            StoredProfile w = decision.write();
            if (current != null && !decision.profileChanged()) {
                try (PreparedStatement s = c.prepareStatement("UPDATE nf_instances SET heartbeat_at = ? WHERE nf_instance_id = ?")) {
                    s.setLong(1, w.heartbeatAt());
                    s.setString(2, nfInstanceId);
                    s.executeUpdate();
                }
                return new Committed<>(decision.result(), List.of());
            }
            String sql = current != null
                    ? "UPDATE nf_instances SET nf_type = ?, nf_status = ?, profile = ?, heartbeat_at = ?, updated_at = ?"
                            + " WHERE nf_instance_id = ?"
                    : "INSERT INTO nf_instances (nf_type, nf_status, profile, heartbeat_at, updated_at, nf_instance_id)"
                            + " VALUES (?, ?, ?, ?, ?, ?)";
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, w.nfType());
                s.setString(2, w.nfStatus());
                s.setString(3, new String(w.profile(), StandardCharsets.UTF_8));
                s.setLong(4, w.heartbeatAt());
                s.setLong(5, w.heartbeatAt());
                s.setString(6, nfInstanceId);
                s.executeUpdate();
            }
            // A new instance clears whatever an earlier one of that id left behind.
            if (current == null || !Objects.equals(w.notifiedLoad(), current.notifiedLoad())) {
                writeNotifiedLoad(c, nfInstanceId, w.notifiedLoad());
            }
            return new Committed<>(decision.result(),
                    List.of(written(nfInstanceId, w.nfType(), w.nfStatus(), w.profile(), w.heartbeatAt())));
        });
    }

    @Override
    public CompletableFuture<Optional<StoredProfile>> get(String nfInstanceId) {
        return db.submit(c -> Optional.ofNullable(select(c, nfInstanceId, false)));
    }

    @Override
    public CompletableFuture<Optional<byte[]>> profile(String nfInstanceId) {
        NfProfileViewEntry entry = view.snapshot().get(nfInstanceId);
        if (entry != null) {
            return CompletableFuture.completedFuture(Optional.of(entry.storedProfile()));
        }
        // Registered through another instance since the last poll, or a row the view could not read.
        return get(nfInstanceId).thenApply(p -> p.map(StoredProfile::profile));
    }

    @Override
    public CompletableFuture<Optional<StoredProfile>> delete(String nfInstanceId) {
        return db.<Committed<Optional<StoredProfile>>>transaction(c -> {
            StoredProfile current = select(c, nfInstanceId, true);
            if (current != null) {
                try (PreparedStatement s = c.prepareStatement("DELETE FROM nf_instances WHERE nf_instance_id = ?")) {
                    s.setString(1, nfInstanceId);
                    s.executeUpdate();
                }
                writeNotifiedLoad(c, nfInstanceId, null);
            }
            return new Committed<>(Optional.ofNullable(current),
                    current == null ? List.of() : List.of(new NfProfileView.Change(nfInstanceId, null)));
        }).thenCompose(this::visible);
    }

    @Override
    public CompletableFuture<List<Suspension>> suspendSilent(long heartbeatBefore, long now,
                                                             Function<StoredProfile, byte[]> suspended) {
        return db.<Committed<List<Suspension>>>submit(c -> {
            List<StoredProfile> silent = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE i.nf_status = 'REGISTERED' AND i.heartbeat_at < ?")) {
                s.setLong(1, heartbeatBefore);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        silent.add(row(rs));
                    }
                }
            }
            List<Suspension> won = new ArrayList<>();
            List<NfProfileView.Change> changes = new ArrayList<>();
            // Auto-commit, one conditional UPDATE per instance: a row changed since the read (a heartbeat,
            // another NRF's sweep) is left alone, and only the instance that changed it notifies.
            try (PreparedStatement s = c.prepareStatement("UPDATE nf_instances SET nf_status = 'SUSPENDED', profile = ?,"
                    + " updated_at = ? WHERE nf_instance_id = ? AND nf_status = 'REGISTERED' AND heartbeat_at = ?")) {
                for (StoredProfile p : silent) {
                    byte[] profile = suspended.apply(p);
                    s.setString(1, new String(profile, StandardCharsets.UTF_8));
                    s.setLong(2, now);
                    s.setString(3, p.nfInstanceId());
                    s.setLong(4, p.heartbeatAt());
                    if (s.executeUpdate() == 1) {
                        won.add(new Suspension(p, profile));
                        changes.add(written(p.nfInstanceId(), p.nfType(), "SUSPENDED", profile, now));
                    }
                }
            }
            return new Committed<>(won, changes);
        }).thenCompose(this::visible);
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("nf_notified_loads", "nf_instances");
    }

    @Override
    public CompletableFuture<Page> page(String nfType, int offset, int max) {
        NfProfileView.Snapshot snapshot = view.snapshot();
        List<String> ids = new ArrayList<>();
        if (nfType == null) {
            snapshot.keys().forEach(ids::add);
        } else {
            for (NfProfileViewEntry e : snapshot.byType(nfType)) {
                ids.add(e.nfInstanceId());
            }
        }
        java.util.Collections.sort(ids);
        int from = Math.min(offset, ids.size());
        return CompletableFuture.completedFuture(new Page(List.copyOf(ids.subList(from, Math.min(ids.size(),
                from + Math.max(0, max)))), ids.size()));
    }

    private static StoredProfile select(Connection c, String nfInstanceId, boolean lock) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SELECT + " WHERE i.nf_instance_id = ?" + (lock ? " FOR UPDATE" : ""))) {
            s.setString(1, nfInstanceId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    /** Sets the load last notified for an instance; null removes it. */
    private static void writeNotifiedLoad(Connection c, String nfInstanceId, Integer load) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM nf_notified_loads WHERE nf_instance_id = ?")) {
            s.setString(1, nfInstanceId);
            s.executeUpdate();
        }
        if (load != null) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO nf_notified_loads (nf_instance_id, notified_load) VALUES (?, ?)")) {
                s.setString(1, nfInstanceId);
                s.setInt(2, load);
                s.executeUpdate();
            }
        }
    }

    private static StoredProfile row(ResultSet rs) throws SQLException {
        int load = rs.getInt(6);
        return new StoredProfile(rs.getString(1), rs.getString(2), rs.getString(3),
                rs.getString(4).getBytes(StandardCharsets.UTF_8), rs.getLong(5), rs.wasNull() ? null : load);
    }
}
