package dev.corebed.scp.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.scp.service.RateLimitRule;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** {@link RateLimitStore} on the data tier: tables scp_rate_limit, scp_rate_limit_version and scp_rate_counter. */
public final class JdbcRateLimitStore implements RateLimitStore {

    /** Rows per multi-row statement: under NDB's per-transaction operation limit with room to spare. */
    private static final int BATCH = 500;

    private final DbExecutor db;

    public JdbcRateLimitStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Long> version() {
        return db.submit(c -> readVersion(c));
    }

    private static long readVersion(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT version FROM scp_rate_limit_version WHERE id = 1");
             ResultSet rs = s.executeQuery()) {
            return rs.next() ? rs.getLong(1) : 0;
        }
    }

    @Override
    public CompletableFuture<Rules> rules() {
        return db.transaction(c -> {
            long version = readVersion(c);
            List<RateLimitRule> rules = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT kind, rl_key, rate, burst FROM scp_rate_limit");
                 ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rules.add(new RateLimitRule(RateLimitRule.Kind.of(rs.getString(1)), rs.getString(2), rs.getDouble(3), rs.getInt(4)));
                }
            }
            return new Rules(version, rules);
        });
    }

    @Override
    public CompletableFuture<Integer> edit(Collection<RateLimitRule> put, Collection<Key> remove) {
        List<RateLimitRule> all = List.copyOf(put);
        List<Key> gone = List.copyOf(remove);
        return db.transaction(c -> {
            long now = System.currentTimeMillis();
            for (int from = 0; from < all.size(); from += BATCH) {
                List<RateLimitRule> batch = all.subList(from, Math.min(all.size(), from + BATCH));
                StringBuilder sql = new StringBuilder("INSERT INTO scp_rate_limit (kind, rl_key, rate, burst, updated_at) VALUES ");
                for (int i = 0; i < batch.size(); i++) {
                    sql.append(i == 0 ? "(?,?,?,?,?)" : ",(?,?,?,?,?)");
                }
                sql.append(" ON DUPLICATE KEY UPDATE rate = VALUES(rate), burst = VALUES(burst), updated_at = VALUES(updated_at)");
                try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                    int p = 1;
                    for (RateLimitRule r : batch) {
                        s.setString(p++, r.kind().wire());
                        s.setString(p++, r.key());
                        s.setDouble(p++, r.rate());
                        s.setInt(p++, r.burst());
                        s.setLong(p++, now);
                    }
                    s.executeUpdate();
                }
            }
            int removed = 0;
            for (int from = 0; from < gone.size(); from += BATCH) {
                List<Key> batch = gone.subList(from, Math.min(gone.size(), from + BATCH));
                StringBuilder sql = new StringBuilder("DELETE FROM scp_rate_limit WHERE ");
                for (int i = 0; i < batch.size(); i++) {
                    sql.append(i == 0 ? "(kind = ? AND rl_key = ?)" : " OR (kind = ? AND rl_key = ?)");
                }
                try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                    int p = 1;
                    for (Key k : batch) {
                        s.setString(p++, k.kind().wire());
                        s.setString(p++, k.key());
                    }
                    removed += s.executeUpdate();
                }
            }
            if (!all.isEmpty() || removed > 0) {
                bump(c);
            }
            return removed;
        });
    }

    @Override
    public CompletableFuture<Boolean> delete(RateLimitRule.Kind kind, String key) {
        return db.transaction(c -> {
            int n;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM scp_rate_limit WHERE kind = ? AND rl_key = ?")) {
                s.setString(1, kind.wire());
                s.setString(2, key);
                n = s.executeUpdate();
            }
            if (n > 0) {
                bump(c);
            }
            return n > 0;
        });
    }

    @Override
    public CompletableFuture<Integer> deleteAll() {
        return db.transaction(c -> {
            int n;
            try (PreparedStatement s = c.prepareStatement("DELETE FROM scp_rate_limit")) {
                n = s.executeUpdate();
            }
            bump(c);
            return n;
        });
    }

    private static void bump(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE scp_rate_limit_version SET version = version + 1 WHERE id = 1")) {
            s.executeUpdate();
        }
    }

    @Override
    public CompletableFuture<Map<String, Long>> exchange(long window, Map<String, Long> deltas) {
        List<Map.Entry<String, Long>> all = List.copyOf(deltas.entrySet());
        return db.transaction(c -> {
            for (int from = 0; from < all.size(); from += BATCH) {
                List<Map.Entry<String, Long>> batch = all.subList(from, Math.min(all.size(), from + BATCH));
                StringBuilder sql = new StringBuilder("INSERT INTO scp_rate_counter (rl_key, win, cnt) VALUES ");
                for (int i = 0; i < batch.size(); i++) {
                    sql.append(i == 0 ? "(?,?,?)" : ",(?,?,?)");
                }
                sql.append(" ON DUPLICATE KEY UPDATE cnt = cnt + VALUES(cnt)");
                try (PreparedStatement s = c.prepareStatement(sql.toString())) {
                    int p = 1;
                    for (Map.Entry<String, Long> e : batch) {
                        s.setString(p++, e.getKey());
                        s.setLong(p++, window);
                        s.setLong(p++, e.getValue());
                    }
                    s.executeUpdate();
                }
            }
            Map<String, Long> totals = new HashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT rl_key, cnt FROM scp_rate_counter WHERE win = ?")) {
                s.setLong(1, window);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        totals.put(rs.getString(1), rs.getLong(2));
                    }
                }
            }
            return totals;
        });
    }

    @Override
    public CompletableFuture<Integer> purge(long beforeWindow) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM scp_rate_counter WHERE win < ?")) {
                s.setLong(1, beforeWindow);
                return s.executeUpdate();
            }
        });
    }

    @Override
    public CompletableFuture<Void> clearCounters() {
        return db.truncate("scp_rate_counter");
    }
}
