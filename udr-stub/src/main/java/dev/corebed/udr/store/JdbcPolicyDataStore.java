package dev.corebed.udr.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.SqlWork;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.LongSupplier;

/** {@link PolicyDataStore} on the policy_data_* tables of migration udr/V2. */
public final class JdbcPolicyDataStore implements PolicyDataStore {

    /** Rows per multi-row INSERT of the bulk load; a statement of about 250 UEs stays well under max_allowed_packet. */
    static final int ROWS_PER_STATEMENT = 250;
    /**
     * UEs per transaction of the bulk load. On NDB every TEXT column longer than 256 bytes costs extra
     * operations per row, and the GPSI alias and group-id entries more: 2,000 UEs keep a transaction well under
     * the default MaxNoOfConcurrentOperations (32,768).
     */
    static final int ROWS_PER_TRANSACTION = 2_000;

    private static final String UE_PREFIX = "/policy-data/ues/";
    private static final String ALL_COLUMNS = "gpsi, am_data, ue_policy_set, sm_data, op_spec_data";
    private static final PolicyDataSet[] SETS = PolicyDataSet.values();

    private final DbExecutor db;
    private final LongSupplier clock;

    public JdbcPolicyDataStore(DbExecutor db, LongSupplier clock) {
        this.db = db;
        this.clock = clock;
    }

    @Override
    public CompletableFuture<Read> read(String ueId, PolicyDataSet set) {
        return db.submit(c -> {
            String id = resolve(c, ueId);
            try (PreparedStatement s = c.prepareStatement("SELECT " + set.column() + " FROM policy_data_ues WHERE ue_id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    if (!rs.next()) {
                        return new Read(Found.NO_USER, id, null);
                    }
                    byte[] json = rs.getBytes(1);
                    return new Read(json == null ? Found.NO_DATA : Found.DATA, id, json);
                }
            }
        });
    }

    @Override
    public CompletableFuture<Optional<UeRecord>> readUe(String ueId) {
        return db.submit(c -> Optional.ofNullable(readUe(c, resolve(c, ueId), false)));
    }

    @Override
    public CompletableFuture<Read> readUsageMon(String ueId, String usageMonId) {
        return db.submit(c -> {
            String id = resolve(c, ueId);
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT usage_mon_data FROM policy_data_usage_mon WHERE ue_id = ? AND usage_mon_id = ?")) {
                s.setString(1, id);
                s.setString(2, usageMonId);
                try (ResultSet rs = s.executeQuery()) {
                    if (rs.next()) {
                        return new Read(Found.DATA, id, rs.getBytes(1));
                    }
                }
            }
            return new Read(ueRow(c, id, false) == null ? Found.NO_USER : Found.NO_DATA, id, null);
        });
    }

    @Override
    public CompletableFuture<Written> write(String ueId, PolicyDataSet set, Mutation mutation) {
        return transaction(c -> {
            String id = resolve(c, ueId);
            String gpsi = null;
            String before = null;
            boolean exists;
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT gpsi, " + set.column() + " FROM policy_data_ues WHERE ue_id = ? FOR UPDATE")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    exists = rs.next();
                    if (exists) {
                        gpsi = rs.getString(1);
                        before = rs.getString(2);
                    }
                }
            }
            String after = mutation.apply(before, exists);
            long now = clock.getAsLong();
            if (Objects.equals(before, after)) {
                return new Written(id, gpsi, false, before, after, List.of());
            }
            if (exists) {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE policy_data_ues SET " + set.column() + " = ?, updated_at = ? WHERE ue_id = ?")) {
                    s.setString(1, after);
                    s.setLong(2, now);
                    s.setString(3, id);
                    s.executeUpdate();
                }
            } else {
                insertUe(c, id, set, after, now);
            }
            List<String> keys = new ArrayList<>();
            for (String alias : aliases(id, gpsi)) {
                keys.add(UE_PREFIX + alias);
                keys.add(UE_PREFIX + alias + "/" + set.resource());
            }
            return new Written(id, gpsi, !exists, before, after, JdbcPolicyDataSubscriptionStore.watchers(c, keys, now));
        });
    }

    @Override
    public CompletableFuture<Written> writeUsageMon(String ueId, String usageMonId, Mutation mutation) {
        return transaction(c -> {
            String id = resolve(c, ueId);
            String[] row = ueRow(c, id, true);
            boolean exists = row != null;
            String gpsi = exists ? row[0] : null;
            String before = null;
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT usage_mon_data FROM policy_data_usage_mon WHERE ue_id = ? AND usage_mon_id = ? FOR UPDATE")) {
                s.setString(1, id);
                s.setString(2, usageMonId);
                try (ResultSet rs = s.executeQuery()) {
                    if (rs.next()) {
                        before = rs.getString(1);
                    }
                }
            }
            String after = mutation.apply(before, exists);
            long now = clock.getAsLong();
            if (Objects.equals(before, after)) {
                return new Written(id, gpsi, false, before, after, List.of());
            }
            if (!exists) {
                insertUe(c, id, null, null, now);
            }
            if (after == null) {
                try (PreparedStatement s = c.prepareStatement(
                        "DELETE FROM policy_data_usage_mon WHERE ue_id = ? AND usage_mon_id = ?")) {
                    s.setString(1, id);
                    s.setString(2, usageMonId);
                    s.executeUpdate();
                }
            } else {
                try (PreparedStatement s = c.prepareStatement(before == null
                        ? "INSERT INTO policy_data_usage_mon (usage_mon_data, updated_at, ue_id, usage_mon_id) VALUES (?, ?, ?, ?)"
                        : "UPDATE policy_data_usage_mon SET usage_mon_data = ?, updated_at = ? WHERE ue_id = ? AND usage_mon_id = ?")) {
                    s.setString(1, after);
                    s.setLong(2, now);
                    s.setString(3, id);
                    s.setString(4, usageMonId);
                    s.executeUpdate();
                }
            }
            List<String> keys = new ArrayList<>();
            for (String alias : aliases(id, gpsi)) {
                keys.add(UE_PREFIX + alias);
                keys.add(UE_PREFIX + alias + "/sm-data");
                keys.add(UE_PREFIX + alias + "/sm-data/" + usageMonId);
            }
            return new Written(id, gpsi, !exists, before, after, JdbcPolicyDataSubscriptionStore.watchers(c, keys, now));
        });
    }

    @Override
    public CompletableFuture<UeWritten> putUe(UeRecord ue) {
        return transaction(c -> {
            String id = resolve(c, ue.ueId());
            UeRecord before = readUe(c, id, true);
            long now = clock.getAsLong();
            try (PreparedStatement s = c.prepareStatement(before != null
                    ? "UPDATE policy_data_ues SET gpsi = ?, am_data = ?, ue_policy_set = ?, sm_data = ?, op_spec_data = ?,"
                            + " updated_at = ? WHERE ue_id = ?"
                    : "INSERT INTO policy_data_ues (" + ALL_COLUMNS + ", updated_at, ue_id) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, ue.gpsi());
                for (int i = 0; i < SETS.length; i++) {
                    s.setString(2 + i, ue.sets().get(SETS[i]));
                }
                s.setLong(6, now);
                s.setString(7, id);
                s.executeUpdate();
            }
            if (before != null && before.gpsi() != null && !before.gpsi().equals(ue.gpsi())) {
                deleteAlias(c, before.gpsi(), id);
            }
            if (ue.gpsi() != null) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO policy_data_gpsis (gpsi, ue_id) VALUES (?, ?)"
                        + " ON DUPLICATE KEY UPDATE ue_id = VALUES(ue_id)")) {
                    s.setString(1, ue.gpsi());
                    s.setString(2, id);
                    s.executeUpdate();
                }
            }
            deleteUsageMons(c, id);
            for (Map.Entry<String, String> u : ue.usageMon().entrySet()) {
                try (PreparedStatement s = c.prepareStatement(
                        "INSERT INTO policy_data_usage_mon (ue_id, usage_mon_id, usage_mon_data, updated_at) VALUES (?, ?, ?, ?)")) {
                    s.setString(1, id);
                    s.setString(2, u.getKey());
                    s.setString(3, u.getValue());
                    s.setLong(4, now);
                    s.executeUpdate();
                }
            }
            Set<String> aliases = aliases(id, ue.gpsi());
            if (before != null && before.gpsi() != null) {
                aliases.add(before.gpsi());
            }
            UeRecord after = new UeRecord(id, ue.gpsi(), ue.sets(), ue.usageMon());
            return new UeWritten(before, after, JdbcPolicyDataSubscriptionStore.watchersOfUes(c, aliases, now));
        });
    }

    @Override
    public CompletableFuture<Optional<UeWritten>> deleteUe(String ueId) {
        return transaction(c -> {
            String id = resolve(c, ueId);
            UeRecord before = readUe(c, id, true);
            if (before == null) {
                return Optional.empty();
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_data_ues WHERE ue_id = ?")) {
                s.setString(1, id);
                s.executeUpdate();
            }
            deleteUsageMons(c, id);
            if (before.gpsi() != null) {
                deleteAlias(c, before.gpsi(), id);
            }
            long now = clock.getAsLong();
            return Optional.of(new UeWritten(before, null,
                    JdbcPolicyDataSubscriptionStore.watchersOfUes(c, aliases(id, before.gpsi()), now)));
        });
    }

    /** The ueId of the row a request names: a GPSI that is a SUPI's alias names the SUPI's row. */
    private static String resolve(Connection c, String ueId) throws SQLException {
        if (!ueId.startsWith("msisdn-") && !ueId.startsWith("extid-")) {
            return ueId;
        }
        try (PreparedStatement s = c.prepareStatement("SELECT ue_id FROM policy_data_gpsis WHERE gpsi = ?")) {
            s.setString(1, ueId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : ueId;
            }
        }
    }

    private static Set<String> aliases(String id, String gpsi) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(id);
        if (gpsi != null) {
            ids.add(gpsi);
        }
        return ids;
    }

    /** {gpsi} of the UE's row, or null when there is none. */
    private static String[] ueRow(Connection c, String id, boolean forUpdate) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT gpsi FROM policy_data_ues WHERE ue_id = ?" + (forUpdate ? " FOR UPDATE" : ""))) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? new String[] {rs.getString(1)} : null;
            }
        }
    }

    private static UeRecord readUe(Connection c, String id, boolean forUpdate) throws SQLException {
        String gpsi;
        Map<PolicyDataSet, String> sets = new EnumMap<>(PolicyDataSet.class);
        try (PreparedStatement s = c.prepareStatement(
                "SELECT " + ALL_COLUMNS + " FROM policy_data_ues WHERE ue_id = ?" + (forUpdate ? " FOR UPDATE" : ""))) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                gpsi = rs.getString(1);
                for (int i = 0; i < SETS.length; i++) {
                    String json = rs.getString(2 + i);
                    if (json != null) {
                        sets.put(SETS[i], json);
                    }
                }
            }
        }
        Map<String, String> usage = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT usage_mon_id, usage_mon_data FROM policy_data_usage_mon WHERE ue_id = ? ORDER BY usage_mon_id")) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    usage.put(rs.getString(1), rs.getString(2));
                }
            }
        }
        return new UeRecord(id, gpsi, sets, usage);
    }

    private static void insertUe(Connection c, String id, PolicyDataSet set, String json, long now) throws SQLException {
        String sql = set == null
                ? "INSERT INTO policy_data_ues (ue_id, updated_at) VALUES (?, ?)"
                : "INSERT INTO policy_data_ues (ue_id, updated_at, " + set.column() + ") VALUES (?, ?, ?)";
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, id);
            s.setLong(2, now);
            if (set != null) {
                s.setString(3, json);
            }
            s.executeUpdate();
        }
    }

    private static void deleteUsageMons(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_data_usage_mon WHERE ue_id = ?")) {
            s.setString(1, id);
            s.executeUpdate();
        }
    }

    /** Removes a GPSI alias, unless it has meanwhile been given to another UE. */
    private static void deleteAlias(Connection c, String gpsi, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_data_gpsis WHERE gpsi = ? AND ue_id = ?")) {
            s.setString(1, gpsi);
            s.setString(2, id);
            s.executeUpdate();
        }
    }

    /**
     * A transaction, run again once when it lost a race to insert the same new row (two first writes of one
     * UE): the second run finds the row and updates it.
     */
    private <T> CompletableFuture<T> transaction(SqlWork<T> work) {
        return db.transaction(work).exceptionallyCompose(e -> duplicateKey(e)
                ? db.transaction(work) : CompletableFuture.failedFuture(e));
    }

    private static boolean duplicateKey(Throwable e) {
        Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        return t instanceof SQLIntegrityConstraintViolationException;
    }

    @Override
    public CompletableFuture<PolicyDataBulk.Result> bulkLoad(PolicyDataBulk bulk) {
        long started = System.nanoTime();
        int slices = (int) Math.max(1, Math.min(bulk.connections(), bulk.count() / ROWS_PER_TRANSACTION + 1));
        long per = (bulk.count() + slices - 1) / slices;
        long now = clock.getAsLong();
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

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("policy_data_usage_mon", "policy_data_gpsis", "policy_data_ues");
    }
}
