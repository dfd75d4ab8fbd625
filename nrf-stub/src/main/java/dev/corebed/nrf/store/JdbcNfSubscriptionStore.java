package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/** Subscriptions in nf_subscriptions, indexed by nf_subscription_conditions (dbtier migration nrf/V2). */
public final class JdbcNfSubscriptionStore implements NfSubscriptionStore {

    private final DbExecutor db;

    public JdbcNfSubscriptionStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Boolean> create(StoredSubscription sub, Collection<String> watched, int limit, long now) {
        return db.transaction(c -> {
            // The guard row serialises count-then-insert across NRF instances: locking the counted rows
            // would not stop another instance inserting a new one (no gap locks on NDB).
            try (PreparedStatement s = c.prepareStatement("SELECT name FROM nrf_locks WHERE name = 'subscriptions' FOR UPDATE")) {
                s.executeQuery().close();
            }
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM nf_subscriptions WHERE validity_until > ?")) {
                s.setLong(1, now);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    if (rs.getInt(1) >= limit) {
                        return false;
                    }
                }
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO nf_subscriptions"
                    + " (subscription_id, validity_until, subscription, updated_at) VALUES (?, ?, ?, ?)")) {
                s.setString(1, sub.subscriptionId());
                s.setLong(2, sub.validityUntil());
                s.setString(3, new String(sub.subscription(), StandardCharsets.UTF_8));
                s.setLong(4, now);
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO nf_subscription_conditions (cond_key, subscription_id) VALUES (?, ?)")) {
                for (String key : watched) {
                    s.setString(1, key);
                    s.setString(2, sub.subscriptionId());
                    s.addBatch();
                }
                s.executeBatch();
            }
            return true;
        });
    }

    @Override
    public CompletableFuture<Optional<StoredSubscription>> update(String subscriptionId, long now,
                                                                  UnaryOperator<StoredSubscription> change) {
        return db.transaction(c -> {
            StoredSubscription current = lockValid(c, subscriptionId, now);
            if (current == null) {
                return Optional.empty();
            }
            StoredSubscription changed = change.apply(current);
            try (PreparedStatement s = c.prepareStatement("UPDATE nf_subscriptions SET validity_until = ?, subscription = ?,"
                    + " updated_at = ? WHERE subscription_id = ?")) {
                s.setLong(1, changed.validityUntil());
                s.setString(2, new String(changed.subscription(), StandardCharsets.UTF_8));
                s.setLong(3, now);
                s.setString(4, subscriptionId);
                s.executeUpdate();
            }
            return Optional.of(changed);
        });
    }

    @Override
    public CompletableFuture<Boolean> delete(String subscriptionId, long now) {
        return db.transaction(c -> {
            boolean valid = lockValid(c, subscriptionId, now) != null;
            remove(c, List.of(subscriptionId));
            return valid;
        });
    }

    @Override
    public CompletableFuture<List<StoredSubscription>> watching(Collection<String> keys, long now) {
        return db.submit(c -> {
            StringBuilder sql = new StringBuilder("SELECT s.subscription_id, s.validity_until, s.subscription"
                    + " FROM nf_subscription_conditions k JOIN nf_subscriptions s ON s.subscription_id = k.subscription_id"
                    + " WHERE s.validity_until > ? AND k.cond_key IN (");
            for (int i = 0; i < keys.size(); i++) {
                sql.append(i == 0 ? "?" : ", ?");
            }
            sql.append(')');
            // A list condition may match on several keys: one entry per subscription.
            Map<String, StoredSubscription> found = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                int i = 1;
                s.setLong(i++, now);
                for (String key : keys) {
                    s.setString(i++, key);
                }
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        found.putIfAbsent(rs.getString(1), row(rs));
                    }
                }
            }
            return List.copyOf(found.values());
        });
    }

    @Override
    public CompletableFuture<List<StoredSubscription>> all(long now) {
        return db.submit(c -> {
            List<StoredSubscription> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT subscription_id, validity_until, subscription"
                    + " FROM nf_subscriptions WHERE validity_until > ? ORDER BY subscription_id")) {
                s.setLong(1, now);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        out.add(row(rs));
                    }
                }
            }
            return out;
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("nf_subscription_conditions", "nf_subscriptions");
    }

    @Override
    public CompletableFuture<Integer> removeExpired(long now) {
        return db.transaction(c -> {
            List<String> expired = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT subscription_id FROM nf_subscriptions WHERE validity_until <= ?")) {
                s.setLong(1, now);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        expired.add(rs.getString(1));
                    }
                }
            }
            remove(c, expired);
            return expired.size();
        });
    }

    private static void remove(Connection c, List<String> ids) throws SQLException {
        try (PreparedStatement keys = c.prepareStatement("DELETE FROM nf_subscription_conditions WHERE subscription_id = ?");
             PreparedStatement subs = c.prepareStatement("DELETE FROM nf_subscriptions WHERE subscription_id = ?")) {
            for (String id : ids) {
                keys.setString(1, id);
                keys.executeUpdate();
                subs.setString(1, id);
                subs.executeUpdate();
            }
        }
    }

    /** The subscription if it is still valid, row-locked for the rest of the transaction; else null. */
    private static StoredSubscription lockValid(Connection c, String id, long now) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT subscription_id, validity_until, subscription"
                + " FROM nf_subscriptions WHERE subscription_id = ? AND validity_until > ? FOR UPDATE")) {
            s.setString(1, id);
            s.setLong(2, now);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    private static StoredSubscription row(ResultSet rs) throws SQLException {
        return new StoredSubscription(rs.getString(1), rs.getLong(2), rs.getString(3).getBytes(StandardCharsets.UTF_8));
    }
}
