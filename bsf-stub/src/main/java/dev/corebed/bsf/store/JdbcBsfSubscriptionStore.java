package dev.corebed.bsf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The bsf_subscription table (migration bsf/V1). */
public final class JdbcBsfSubscriptionStore implements BsfSubscriptionStore {

    private final DbExecutor db;

    public JdbcBsfSubscriptionStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Boolean> create(SubscriptionRow row, int limit) {
        return db.submit(c -> {
            // The limit is checked by count: instances racing at the limit may pass it by a few, which a stub tolerates.
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM bsf_subscription"); ResultSet rs = s.executeQuery()) {
                rs.next();
                if (rs.getLong(1) >= limit) {
                    return false;
                }
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO bsf_subscription (subscription_id, supi, body, created_at,"
                    + " updated_at) VALUES (?, ?, ?, ?, ?)")) {
                s.setString(1, row.subscriptionId());
                s.setString(2, row.supi());
                s.setString(3, new String(row.body(), StandardCharsets.UTF_8));
                s.setLong(4, row.createdAt());
                s.setLong(5, row.updatedAt());
                s.executeUpdate();
            }
            return true;
        });
    }

    @Override
    public CompletableFuture<Boolean> replace(SubscriptionRow row) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE bsf_subscription SET supi = ?, body = ?, updated_at = ?"
                    + " WHERE subscription_id = ?")) {
                s.setString(1, row.supi());
                s.setString(2, new String(row.body(), StandardCharsets.UTF_8));
                s.setLong(3, row.updatedAt());
                s.setString(4, row.subscriptionId());
                return s.executeUpdate() == 1;
            }
        });
    }

    @Override
    public CompletableFuture<Boolean> delete(String subscriptionId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM bsf_subscription WHERE subscription_id = ?")) {
                s.setString(1, subscriptionId);
                return s.executeUpdate() == 1;
            }
        });
    }

    @Override
    public CompletableFuture<List<SubscriptionRow>> all(int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT subscription_id, supi, body, created_at, updated_at"
                    + " FROM bsf_subscription ORDER BY subscription_id LIMIT ?")) {
                s.setInt(1, limit);
                List<SubscriptionRow> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(new SubscriptionRow(rs.getString(1), rs.getString(2),
                                rs.getString(3).getBytes(StandardCharsets.UTF_8), rs.getLong(4), rs.getLong(5)));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("bsf_subscription");
    }
}
