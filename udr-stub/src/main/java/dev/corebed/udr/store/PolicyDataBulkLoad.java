package dev.corebed.udr.store;

import static dev.corebed.udr.store.PolicyDataRows.ALL_COLUMNS;
import static dev.corebed.udr.store.PolicyDataRows.SETS;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * The bulk load of generated UEs ({@link PolicyDataBulk}): the range cut into slices loaded in parallel, each on
 * its own data-tier connection, with multi-row INSERTs committed in bounded transactions.
 */
final class PolicyDataBulkLoad {

    /** Rows per multi-row INSERT of the bulk load; a statement of about 250 UEs stays well under max_allowed_packet. */
    static final int ROWS_PER_STATEMENT = 250;
    /**
     * UEs per transaction of the bulk load. On NDB every TEXT column longer than 256 bytes costs extra
     * operations per row, and the GPSI alias and group-id entries more: 2,000 UEs keep a transaction well under
     * the default MaxNoOfConcurrentOperations (32,768).
     */
    static final int ROWS_PER_TRANSACTION = 2_000;

    private PolicyDataBulkLoad() {}

    static CompletableFuture<PolicyDataBulk.Result> run(DbExecutor db, PolicyDataBulk bulk, long now) {
        long started = System.nanoTime();
        int slices = (int) Math.max(1, Math.min(bulk.connections(), bulk.count() / ROWS_PER_TRANSACTION + 1));
        long per = (bulk.count() + slices - 1) / slices;
        List<CompletableFuture<Long>> parts = new ArrayList<>();
        for (long from = 0; from < bulk.count(); from += per) {
            long start = from;
            long end = Math.min(bulk.count(), from + per);
            parts.add(db.bulk(c -> loadSlice(c, bulk, start, end, now)));
        }
        return CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new)).thenApply(v -> {
            long groupEntries = parts.stream().mapToLong(CompletableFuture::join).sum();
            return new PolicyDataBulk.Result(bulk.count(), bulk.supi(0), bulk.lastSupi(), groupEntries,
                    (System.nanoTime() - started) / 1_000_000);
        });
    }

    /** UEs [from, to) of the bulk load, committed every {@value #ROWS_PER_TRANSACTION}; returns the group-id entries written. */
    private static long loadSlice(Connection c, PolicyDataBulk bulk, long from, long to, long now) throws SQLException {
        c.setAutoCommit(false);
        boolean gpsi = bulk.gpsiFirst() != null;
        int groupRowsPerUe = gpsi ? 2 : 1;
        long groupEntries = 0;
        Map<Integer, PreparedStatement> ues = new LinkedHashMap<>();
        Map<Integer, PreparedStatement> aliases = new LinkedHashMap<>();
        Map<Integer, PreparedStatement> groups = new LinkedHashMap<>();
        try {
            long sinceCommit = 0;
            for (long i = from; i < to; ) {
                int rows = (int) Math.min(ROWS_PER_STATEMENT, to - i);
                PreparedStatement s = ues.computeIfAbsent(rows, n -> prepare(c, insertUes(n)));
                int p = 1;
                for (int k = 0; k < rows; k++) {
                    long n = i + k;
                    String supi = bulk.supi(n);
                    String g = bulk.gpsi(n);
                    s.setString(p++, supi);
                    s.setString(p++, g);
                    for (PolicyDataSet set : SETS) {
                        PolicyDataBulk.Template t = bulk.templates().get(set);
                        if (t == null) {
                            s.setNull(p++, Types.VARCHAR);
                        } else {
                            s.setString(p++, t.render(supi, g, n));
                        }
                    }
                    s.setLong(p++, now);
                }
                s.executeUpdate();
                if (gpsi) {
                    PreparedStatement a = aliases.computeIfAbsent(rows, n -> prepare(c, insertAliases(n)));
                    p = 1;
                    for (int k = 0; k < rows; k++) {
                        a.setString(p++, bulk.gpsi(i + k));
                        a.setString(p++, bulk.supi(i + k));
                    }
                    a.executeUpdate();
                }
                for (Map.Entry<String, List<String>> type : bulk.groupIds().entrySet()) {
                    PreparedStatement gs = groups.computeIfAbsent(rows * groupRowsPerUe, n -> prepare(c, insertGroupIds(n)));
                    p = 1;
                    List<String> ids = type.getValue();
                    for (int k = 0; k < rows; k++) {
                        long n = i + k;
                        String group = ids.get((int) (n % ids.size()));
                        gs.setString(p++, type.getKey());
                        gs.setString(p++, bulk.supi(n));
                        gs.setString(p++, group);
                        if (gpsi) {
                            gs.setString(p++, type.getKey());
                            gs.setString(p++, bulk.gpsi(n));
                            gs.setString(p++, group);
                        }
                    }
                    gs.executeUpdate();
                    groupEntries += (long) rows * groupRowsPerUe;
                }
                i += rows;
                sinceCommit += rows;
                if (sinceCommit >= ROWS_PER_TRANSACTION || i == to) {
                    c.commit();
                    sinceCommit = 0;
                }
            }
            return groupEntries;
        } catch (SQLException | RuntimeException e) {
            c.rollback();
            throw e;
        } finally {
            for (Map<Integer, PreparedStatement> m : List.of(ues, aliases, groups)) {
                for (PreparedStatement s : m.values()) {
                    s.close();
                }
            }
        }
    }

    private static PreparedStatement prepare(Connection c, String sql) {
        try {
            return c.prepareStatement(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String insertUes(int rows) {
        StringBuilder sql = new StringBuilder(200 + rows * 24)
                .append("INSERT INTO policy_data_ues (ue_id, ").append(ALL_COLUMNS).append(", updated_at) VALUES ");
        values(sql, rows, "(?, ?, ?, ?, ?, ?, ?)");
        return sql.append(" ON DUPLICATE KEY UPDATE gpsi = VALUES(gpsi), am_data = VALUES(am_data),"
                + " ue_policy_set = VALUES(ue_policy_set), sm_data = VALUES(sm_data), op_spec_data = VALUES(op_spec_data),"
                + " updated_at = VALUES(updated_at)").toString();
    }

    private static String insertAliases(int rows) {
        StringBuilder sql = new StringBuilder(100 + rows * 8).append("INSERT INTO policy_data_gpsis (gpsi, ue_id) VALUES ");
        values(sql, rows, "(?, ?)");
        return sql.append(" ON DUPLICATE KEY UPDATE ue_id = VALUES(ue_id)").toString();
    }

    private static String insertGroupIds(int rows) {
        StringBuilder sql = new StringBuilder(100 + rows * 11)
                .append("INSERT INTO nf_group_ids (nf_type, subscriber_id, group_id) VALUES ");
        values(sql, rows, "(?, ?, ?)");
        return sql.append(" ON DUPLICATE KEY UPDATE group_id = VALUES(group_id)").toString();
    }

    private static void values(StringBuilder sql, int rows, String tuple) {
        for (int i = 0; i < rows; i++) {
            if (i > 0) {
                sql.append(", ");
            }
            sql.append(tuple);
        }
    }
}
