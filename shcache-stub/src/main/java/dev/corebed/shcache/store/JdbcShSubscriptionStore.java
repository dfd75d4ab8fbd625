package dev.corebed.shcache.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.shcache.store.ShDataStore.Key;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** sh_subscription on the data tier, one statement per call in auto-commit mode (a removal reads the row first). */
public final class JdbcShSubscriptionStore implements ShSubscriptionStore {

    private static final String WHERE_KEY = " WHERE user_identity = ? AND data_reference = ? AND service_indication = ?";
    private static final String COLUMNS = "expiry_time, one_time, subscribed_at, notifications, notified_at, last_user_data";

    private final DbExecutor db;

    public JdbcShSubscriptionStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Optional<Row>> get(Key key) {
        return db.submit(c -> Optional.ofNullable(get(c, key)));
    }

    private static Row get(Connection c, Key key) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM sh_subscription" + WHERE_KEY)) {
            JdbcShDataStore.bindKey(s, 1, key);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(key, rs, 1) : null;
            }
        }
    }

    /** A row from the columns of {@link #COLUMNS}, starting at column {@code first}. */
    private static Row row(Key key, ResultSet rs, int first) throws SQLException {
        long expiry = rs.getLong(first);
        Long expiryTime = rs.wasNull() ? null : expiry;
        long notified = rs.getLong(first + 4);
        Long notifiedAt = rs.wasNull() ? null : notified;
        return new Row(key, expiryTime, rs.getInt(first + 1) != 0, rs.getLong(first + 2), rs.getInt(first + 3), notifiedAt,
                rs.getBytes(first + 5));
    }

    @Override
    public CompletableFuture<List<Row>> list(String userIdentity) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT data_reference, service_indication, " + COLUMNS
                    + " FROM sh_subscription WHERE user_identity = ? ORDER BY data_reference, service_indication")) {
                s.setString(1, userIdentity);
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(new Key(userIdentity, rs.getInt(1), rs.getString(2)), rs, 3));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<List<Row>> page(Key after, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT user_identity, data_reference, service_indication, " + COLUMNS
                    + " FROM sh_subscription" + (after == null ? "" : JdbcShDataStore.AFTER_KEY) + JdbcShDataStore.KEY_ORDER)) {
                int p = after == null ? 1 : JdbcShDataStore.bindAfter(s, 1, after);
                s.setInt(p, limit);
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(new Key(rs.getString(1), rs.getInt(2), rs.getString(3)), rs, 4));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Void> put(Row row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("REPLACE INTO sh_subscription (user_identity, data_reference,"
                    + " service_indication, " + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                int p = JdbcShDataStore.bindKey(s, 1, row.key());
                if (row.expiryTime() == null) {
                    s.setNull(p++, Types.BIGINT);
                } else {
                    s.setLong(p++, row.expiryTime());
                }
                s.setInt(p++, row.oneTime() ? 1 : 0);
                s.setLong(p++, row.subscribedAt());
                s.setInt(p++, row.notifications());
                if (row.notifiedAt() == null) {
                    s.setNull(p++, Types.BIGINT);
                } else {
                    s.setLong(p++, row.notifiedAt());
                }
                s.setBytes(p, row.lastUserData());
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public CompletableFuture<Optional<Row>> remove(Key key) {
        return db.submit(c -> {
            Row before = get(c, key);
            if (before == null) {
                return Optional.empty();
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sh_subscription" + WHERE_KEY)) {
                JdbcShDataStore.bindKey(s, 1, key);
                return s.executeUpdate() > 0 ? Optional.of(before) : Optional.empty();
            }
        });
    }

    @Override
    public CompletableFuture<Boolean> notified(Key key, long at, byte[] userData) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE sh_subscription SET notifications = notifications + 1,"
                    + " notified_at = ?, last_user_data = ?" + WHERE_KEY)) {
                s.setLong(1, at);
                s.setBytes(2, userData);
                JdbcShDataStore.bindKey(s, 3, key);
                return s.executeUpdate() > 0;
            }
        });
    }

    @Override
    public CompletableFuture<Integer> removeExpired(long now, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sh_subscription WHERE expiry_time <= ? ORDER BY expiry_time LIMIT ?")) {
                s.setLong(1, now);
                s.setInt(2, limit);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Long> count() {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM sh_subscription"); ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("TRUNCATE TABLE sh_subscription")) {
                s.executeUpdate();
            }
            return null;
        });
    }
}
