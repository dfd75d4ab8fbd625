package dev.corebed.udr.store;

import dev.corebed.dbtier.Batches;
import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** {@link GroupIdStore} on the nf_group_ids, nf_group_id_ranges and nf_group_id_range_version tables (udr/V1, V3). */
public final class JdbcGroupIdStore implements GroupIdStore {

    /** Rows per INSERT statement and per transaction of the bulk load (NDB's per-transaction operation limit). */
    static final int ROWS_PER_STATEMENT = 500;
    static final int ROWS_PER_TRANSACTION = 5_000;

    private static final String RANGE_COLUMNS = "range_id, nf_type, identity_type, range_start, range_end, pattern, group_id";

    private final DbExecutor db;

    public JdbcGroupIdStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Map<String, String>> entries(List<String> nfTypes, String subscriberId) {
        return db.submit(c -> {
            Map<String, String> found = new LinkedHashMap<>();
            for (String nfType : nfTypes) {
                String group = entry(c, nfType, subscriberId);
                if (group != null) {
                    found.put(nfType, group);
                }
            }
            return found;
        });
    }

    private static String entry(Connection c, String nfType, String subscriberId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT group_id FROM nf_group_ids WHERE nf_type = ? AND subscriber_id = ?")) {
            s.setString(1, nfType);
            s.setString(2, subscriberId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("nf_group_ids", "nf_group_id_ranges").thenCompose(v -> db.transaction(c -> {
            bumpRangeVersion(c);
            return null;
        }));
    }

    @Override
    public CompletableFuture<Long> rangeVersion() {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT version FROM nf_group_id_range_version WHERE id = 1");
                 ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        });
    }

    /** Every range write bumps the version in its own transaction, so that each UDR's range view reloads. */
    private static void bumpRangeVersion(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE nf_group_id_range_version SET version = version + 1 WHERE id = 1")) {
            s.executeUpdate();
        }
    }

    /** Adds or replaces a range; true when it was new. */
    @Override
    public CompletableFuture<Boolean> putRange(GroupIdRange r) {
        return db.transaction(c -> {
            boolean existed = getRange(c, r.id()) != null;
            try (PreparedStatement s = c.prepareStatement(existed
                    ? "UPDATE nf_group_id_ranges SET nf_type = ?, identity_type = ?, range_start = ?, range_end = ?,"
                            + " pattern = ?, group_id = ?, updated_at = ? WHERE range_id = ?"
                    : "INSERT INTO nf_group_id_ranges (nf_type, identity_type, range_start, range_end, pattern, group_id,"
                            + " updated_at, range_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, r.nfType());
                s.setString(2, r.identityType());
                s.setString(3, r.start());
                s.setString(4, r.end());
                s.setString(5, r.pattern());
                s.setString(6, r.groupId());
                s.setLong(7, System.currentTimeMillis());
                s.setString(8, r.id());
                s.executeUpdate();
            }
            bumpRangeVersion(c);
            return !existed;
        });
    }

    @Override
    public CompletableFuture<Optional<GroupIdRange>> getRange(String id) {
        return db.submit(c -> Optional.ofNullable(getRange(c, id)));
    }

    @Override
    public CompletableFuture<List<GroupIdRange>> listRanges() {
        return db.submit(c -> {
            List<GroupIdRange> all = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT " + RANGE_COLUMNS + " FROM nf_group_id_ranges ORDER BY range_id");
                 ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    all.add(range(rs));
                }
            }
            return all;
        });
    }

    @Override
    public CompletableFuture<Boolean> deleteRange(String id) {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM nf_group_id_ranges WHERE range_id = ?")) {
                s.setString(1, id);
                if (s.executeUpdate() == 0) {
                    return false;
                }
            }
            bumpRangeVersion(c);
            return true;
        });
    }

    private static GroupIdRange getRange(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + RANGE_COLUMNS + " FROM nf_group_id_ranges WHERE range_id = ?")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? range(rs) : null;
            }
        }
    }

    private static GroupIdRange range(ResultSet rs) throws SQLException {
        return new GroupIdRange(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getString(6), rs.getString(7));
    }

    /** Adds or replaces one subscriber's entry; true when it was new. */
    @Override
    public CompletableFuture<Boolean> putEntry(String nfType, String subscriberId, String groupId) {
        return db.transaction(c -> {
            boolean existed = entry(c, nfType, subscriberId) != null;
            try (PreparedStatement s = c.prepareStatement(existed
                    ? "UPDATE nf_group_ids SET group_id = ? WHERE nf_type = ? AND subscriber_id = ?"
                    : "INSERT INTO nf_group_ids (group_id, nf_type, subscriber_id) VALUES (?, ?, ?)")) {
                s.setString(1, groupId);
                s.setString(2, nfType);
                s.setString(3, subscriberId);
                s.executeUpdate();
            }
            return !existed;
        });
    }

    @Override
    public CompletableFuture<Optional<String>> getEntry(String nfType, String subscriberId) {
        return db.submit(c -> Optional.ofNullable(entry(c, nfType, subscriberId)));
    }

    @Override
    public CompletableFuture<Boolean> deleteEntry(String nfType, String subscriberId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM nf_group_ids WHERE nf_type = ? AND subscriber_id = ?")) {
                s.setString(1, nfType);
                s.setString(2, subscriberId);
                return s.executeUpdate() > 0;
            }
        });
    }

    /**
     * Bulk load: {@code count} entries {@code prefix + (first + i)} (zero-padded to first's length) for the
     * NF type, entry i in group {@code groupIds[i % groupIds.size()]}; multi-row INSERTs (replacing existing
     * entries), committed every {@value #ROWS_PER_TRANSACTION} rows. Runs on one data-tier thread.
     */
    @Override
    public CompletableFuture<Long> bulkLoad(String nfType, String prefix, String first, long count, List<String> groupIds) {
        return db.bulk(c -> {
            int width = first.length();
            long base = Long.parseLong(first);
            return Batches.load(c, count, ROWS_PER_STATEMENT, ROWS_PER_TRANSACTION,
                    (done, rows) -> insertBatch(c, nfType, prefix, width, base + done, done, rows, groupIds));
        });
    }

    private static void insertBatch(Connection c, String nfType, String prefix, int width, long number, long index,
                                    int rows, List<String> groupIds) throws SQLException {
        StringBuilder sql = new StringBuilder(64 + rows * 10)
                .append("INSERT INTO nf_group_ids (nf_type, subscriber_id, group_id) VALUES ");
        for (int i = 0; i < rows; i++) {
            sql.append(i == 0 ? "(?, ?, ?)" : ", (?, ?, ?)");
        }
        sql.append(" ON DUPLICATE KEY UPDATE group_id = VALUES(group_id)");
        try (PreparedStatement s = c.prepareStatement(sql.toString())) {
            int p = 1;
            for (int i = 0; i < rows; i++) {
                s.setString(p++, nfType);
                s.setString(p++, prefix + PolicyDataBulk.pad(number + i, width));
                s.setString(p++, groupIds.get((int) ((index + i) % groupIds.size())));
            }
            s.executeUpdate();
        }
    }
}
