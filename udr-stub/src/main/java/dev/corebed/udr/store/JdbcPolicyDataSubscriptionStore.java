package dev.corebed.udr.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/** {@link PolicyDataSubscriptionStore} on policy_data_subscriptions and policy_data_subscription_resources (udr/V2). */
public final class JdbcPolicyDataSubscriptionStore implements PolicyDataSubscriptionStore {

    private static final String WATCHERS = "SELECT r.resource, s.subs_id, s.subscription"
            + " FROM policy_data_subscription_resources r JOIN policy_data_subscriptions s ON s.subs_id = r.subs_id WHERE ";
    private static final String LIVE = " AND (s.expiry IS NULL OR s.expiry > ?)";

    private final DbExecutor db;
    private final LongSupplier clock;

    public JdbcPolicyDataSubscriptionStore(DbExecutor db, LongSupplier clock) {
        this.db = db;
        this.clock = clock;
    }

    @Override
    public CompletableFuture<Void> create(String subsId, String subscription, Long expiry, Collection<String> resources) {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO policy_data_subscriptions"
                    + " (subs_id, subscription, resources, expiry, created_at) VALUES (?, ?, ?, ?, ?)")) {
                s.setString(1, subsId);
                s.setString(2, subscription);
                s.setString(3, String.join("\n", resources));
                setExpiry(s, 4, expiry);
                s.setLong(5, clock.getAsLong());
                s.executeUpdate();
            }
            insertResources(c, subsId, resources);
            return null;
        });
    }

    @Override
    public CompletableFuture<Boolean> replace(String subsId, String subscription, Long expiry, Collection<String> resources) {
        return db.transaction(c -> {
            List<String> old = resources(c, subsId, true);
            if (old == null) {
                return false;
            }
            deleteResources(c, subsId, old);
            try (PreparedStatement s = c.prepareStatement(
                    "UPDATE policy_data_subscriptions SET subscription = ?, resources = ?, expiry = ? WHERE subs_id = ?")) {
                s.setString(1, subscription);
                s.setString(2, String.join("\n", resources));
                setExpiry(s, 3, expiry);
                s.setString(4, subsId);
                s.executeUpdate();
            }
            insertResources(c, subsId, resources);
            return true;
        });
    }

    @Override
    public CompletableFuture<Boolean> delete(String subsId) {
        return db.transaction(c -> delete(c, subsId));
    }

    @Override
    public CompletableFuture<Optional<String>> get(String subsId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT subscription FROM policy_data_subscriptions WHERE subs_id = ?")) {
                s.setString(1, subsId);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? Optional.of(rs.getString(1)) : Optional.empty();
                }
            }
        });
    }

    @Override
    public CompletableFuture<Integer> removeExpired(long now, int max) {
        return db.submit(c -> {
            List<String> expired = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT subs_id FROM policy_data_subscriptions WHERE expiry <= ? ORDER BY expiry LIMIT ?")) {
                s.setLong(1, now);
                s.setInt(2, max);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        expired.add(rs.getString(1));
                    }
                }
            }
            int removed = 0;
            for (String id : expired) {
                c.setAutoCommit(false);
                try {
                    removed += delete(c, id) ? 1 : 0;
                    c.commit();
                } catch (SQLException | RuntimeException e) {
                    c.rollback();
                    throw e;
                }
            }
            return removed;
        });
    }

    @Override
    public CompletableFuture<List<Watcher>> watchersBetween(String from, String to, int max) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(WATCHERS + "r.resource >= ? AND r.resource < ?" + LIVE + " LIMIT ?")) {
                s.setString(1, from);
                s.setString(2, to);
                s.setLong(3, clock.getAsLong());
                s.setInt(4, max);
                return collect(s, r -> true);
            }
        });
    }

    /** The live subscriptions watching any of the resource keys; runs in the caller's transaction. */
    static List<Watcher> watchers(Connection c, Collection<String> keys, long now) throws SQLException {
        if (keys.isEmpty()) {
            return List.of();
        }
        String sql = WATCHERS + "r.resource IN (" + String.join(", ", Collections.nCopies(keys.size(), "?")) + ")" + LIVE;
        try (PreparedStatement s = c.prepareStatement(sql)) {
            int p = 1;
            for (String k : keys) {
                s.setString(p++, k);
            }
            s.setLong(p, now);
            return collect(s, r -> true);
        }
    }

    /**
     * The live subscriptions watching anything of the UEs (their /policy-data/ues/{ueId} and every resource
     * below it): one index range per identity, [prefix, prefix + "0"), of which only the prefix itself and
     * the keys under prefix + "/" are the UE's ("0" follows "/").
     */
    static List<Watcher> watchersOfUes(Connection c, Collection<String> ueIds, long now) throws SQLException {
        Map<String, Watcher> all = new LinkedHashMap<>();
        for (String ueId : ueIds) {
            String key = "/policy-data/ues/" + ueId;
            try (PreparedStatement s = c.prepareStatement(WATCHERS + "r.resource >= ? AND r.resource < ?" + LIVE)) {
                s.setString(1, key);
                s.setString(2, key + "0");
                s.setLong(3, now);
                for (Watcher w : collect(s, r -> r.equals(key) || r.startsWith(key + "/"))) {
                    Watcher known = all.get(w.subsId());
                    if (known == null) {
                        all.put(w.subsId(), w);
                    } else {
                        known.resources().addAll(w.resources());
                    }
                }
            }
        }
        return new ArrayList<>(all.values());
    }

    private static List<Watcher> collect(PreparedStatement s, java.util.function.Predicate<String> keep) throws SQLException {
        Map<String, Watcher> bySub = new LinkedHashMap<>();
        try (ResultSet rs = s.executeQuery()) {
            while (rs.next()) {
                String resource = rs.getString(1);
                if (!keep.test(resource)) {
                    continue;
                }
                String subsId = rs.getString(2);
                Watcher w = bySub.get(subsId);
                if (w == null) {
                    w = new Watcher(subsId, rs.getString(3), new LinkedHashSet<>());
                    bySub.put(subsId, w);
                }
                w.resources().add(resource);
            }
        }
        return new ArrayList<>(bySub.values());
    }

    private static boolean delete(Connection c, String subsId) throws SQLException {
        List<String> old = resources(c, subsId, true);
        if (old == null) {
            return false;
        }
        deleteResources(c, subsId, old);
        try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_data_subscriptions WHERE subs_id = ?")) {
            s.setString(1, subsId);
            s.executeUpdate();
        }
        return true;
    }

    /** The resource keys a subscription watches, or null when it does not exist. */
    private static List<String> resources(Connection c, String subsId, boolean forUpdate) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT resources FROM policy_data_subscriptions WHERE subs_id = ?"
                + (forUpdate ? " FOR UPDATE" : ""))) {
            s.setString(1, subsId);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                String text = rs.getString(1);
                return text.isEmpty() ? List.of() : List.of(text.split("\n"));
            }
        }
    }

    private static void insertResources(Connection c, String subsId, Collection<String> resources) throws SQLException {
        Set<String> unique = new LinkedHashSet<>(resources);
        if (unique.isEmpty()) {
            return;
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO policy_data_subscription_resources (resource, subs_id) VALUES "
                + String.join(", ", Collections.nCopies(unique.size(), "(?, ?)")))) {
            int p = 1;
            for (String r : unique) {
                s.setString(p++, r);
                s.setString(p++, subsId);
            }
            s.executeUpdate();
        }
    }

    private static void deleteResources(Connection c, String subsId, Collection<String> resources) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "DELETE FROM policy_data_subscription_resources WHERE resource = ? AND subs_id = ?")) {
            for (String r : new LinkedHashSet<>(resources)) {
                s.setString(1, r);
                s.setString(2, subsId);
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void setExpiry(PreparedStatement s, int index, Long expiry) throws SQLException {
        if (expiry == null) {
            s.setNull(index, Types.BIGINT);
        } else {
            s.setLong(index, expiry);
        }
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("policy_data_subscription_resources", "policy_data_subscriptions");
    }
}
