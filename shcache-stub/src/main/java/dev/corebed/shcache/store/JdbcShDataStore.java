package dev.corebed.shcache.store;

import dev.corebed.dbtier.DbExecutor;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * sh_data on the data tier. Every call is one statement in auto-commit mode: a read is a primary-key lookup, a fill
 * one upsert, the sweep one bounded DELETE through the expires_at index.
 */
public final class JdbcShDataStore implements ShDataStore {

    private static final String WHERE_KEY = " WHERE user_identity = ? AND data_reference = ? AND service_indication = ?";
    /** Keys after a given one in primary-key order, spelt out so that every engine reads it as a range of the key. */
    static final String AFTER_KEY = " WHERE user_identity > ? OR (user_identity = ? AND (data_reference > ?"
            + " OR (data_reference = ? AND service_indication > ?)))";
    static final String KEY_ORDER = " ORDER BY user_identity, data_reference, service_indication LIMIT ?";
    /**
     * The upsert keeps the stored row when it was filled later than this one (an answer overtaken by a write). MariaDB
     * and MySQL assign left to right, so filled_at, which the others compare with, is assigned last.
     */
    private static final String UPSERT = "INSERT INTO sh_data (user_identity, data_reference, service_indication,"
            + " sequence_number, user_data, filled_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE"
            + " sequence_number = IF(VALUES(filled_at) >= filled_at, VALUES(sequence_number), sequence_number),"
            + " user_data = IF(VALUES(filled_at) >= filled_at, VALUES(user_data), user_data),"
            + " expires_at = IF(VALUES(filled_at) >= filled_at, VALUES(expires_at), expires_at),"
            + " filled_at = GREATEST(filled_at, VALUES(filled_at))";

    private final DbExecutor db;

    public JdbcShDataStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Optional<Row>> get(Key key) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT sequence_number, user_data, filled_at, expires_at FROM sh_data"
                    + WHERE_KEY)) {
                bindKey(s, 1, key);
                try (ResultSet rs = s.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    int seq = rs.getInt(1);
                    Integer sequence = rs.wasNull() ? null : seq;
                    return Optional.of(new Row(key, sequence, rs.getBytes(2), rs.getLong(3), rs.getLong(4)));
                }
            }
        });
    }

    @Override
    public CompletableFuture<List<Row>> list(String userIdentity) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT data_reference, service_indication, sequence_number, user_data,"
                    + " filled_at, expires_at FROM sh_data WHERE user_identity = ? ORDER BY data_reference, service_indication")) {
                s.setString(1, userIdentity);
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        int seq = rs.getInt(3);
                        Integer sequence = rs.wasNull() ? null : seq;
                        rows.add(new Row(new Key(userIdentity, rs.getInt(1), rs.getString(2)), sequence, rs.getBytes(4),
                                rs.getLong(5), rs.getLong(6)));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<List<Row>> page(Key after, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT user_identity, data_reference, service_indication, sequence_number,"
                    + " user_data, filled_at, expires_at FROM sh_data" + (after == null ? "" : AFTER_KEY) + KEY_ORDER)) {
                int p = after == null ? 1 : bindAfter(s, 1, after);
                s.setInt(p, limit);
                List<Row> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        int seq = rs.getInt(4);
                        Integer sequence = rs.wasNull() ? null : seq;
                        rows.add(new Row(new Key(rs.getString(1), rs.getInt(2), rs.getString(3)), sequence, rs.getBytes(5),
                                rs.getLong(6), rs.getLong(7)));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Void> put(Row row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(UPSERT)) {
                int p = bindKey(s, 1, row.key());
                bindValues(s, p, row);
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public CompletableFuture<Boolean> replaceIfPresent(Row row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE sh_data SET sequence_number = ?, user_data = ?, filled_at = ?,"
                    + " expires_at = ?" + WHERE_KEY)) {
                int p = bindValues(s, 1, row);
                bindKey(s, p, row.key());
                return s.executeUpdate() > 0;
            }
        });
    }

    @Override
    public CompletableFuture<Boolean> remove(Key key) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sh_data" + WHERE_KEY)) {
                bindKey(s, 1, key);
                return s.executeUpdate() > 0;
            }
        });
    }

    @Override
    public CompletableFuture<Integer> removeUser(String userIdentity) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sh_data WHERE user_identity = ?")) {
                s.setString(1, userIdentity);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Integer> removeExpired(long now, int limit) {
        return db.submit(c -> {
            // Several instances may sweep at once: each row goes in one DELETE, counted by the instance that made it.
            try (PreparedStatement s = c.prepareStatement("DELETE FROM sh_data WHERE expires_at <= ? ORDER BY expires_at LIMIT ?")) {
                s.setLong(1, now);
                s.setInt(2, limit);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Counts> count(long now) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*), COALESCE(SUM(expires_at > ?), 0) FROM sh_data")) {
                s.setLong(1, now);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    return new Counts(rs.getLong(1), rs.getLong(2));
                }
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("TRUNCATE TABLE sh_data")) {
                s.executeUpdate();
            }
            return null;
        });
    }

    static int bindKey(PreparedStatement s, int p, Key key) throws SQLException {
        s.setString(p++, key.userIdentity());
        s.setInt(p++, key.dataReference());
        s.setString(p++, key.serviceIndication());
        return p;
    }

    /** Binds {@link #AFTER_KEY}'s five parameters from {@code p}; the next parameter's index. */
    static int bindAfter(PreparedStatement s, int p, Key after) throws SQLException {
        s.setString(p++, after.userIdentity());
        s.setString(p++, after.userIdentity());
        s.setInt(p++, after.dataReference());
        s.setInt(p++, after.dataReference());
        s.setString(p++, after.serviceIndication());
        return p;
    }

    private static int bindValues(PreparedStatement s, int p, Row row) throws SQLException {
        if (row.sequenceNumber() == null) {
            s.setNull(p++, Types.INTEGER);
        } else {
            s.setInt(p++, row.sequenceNumber());
        }
        s.setBytes(p++, row.userData());
        s.setLong(p++, row.filledAt());
        s.setLong(p++, row.expiresAt());
        return p;
    }
}
