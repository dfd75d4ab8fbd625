package dev.corebed.udr.store;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.SqlWork;
import dev.corebed.model.common.Gpsis;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLIntegrityConstraintViolationException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The rows of one UE shared by the policy data stores (migration udr/V2): its policy_data_ues row, its GPSI
 * alias in policy_data_gpsis, its policy_data_usage_mon rows. Every method runs on the caller's connection,
 * inside the caller's transaction.
 */
final class PolicyDataRows {

    static final String UE_PREFIX = "/policy-data/ues/";
    static final String ALL_COLUMNS = "gpsi, am_data, ue_policy_set, sm_data, op_spec_data";
    static final PolicyDataSet[] SETS = PolicyDataSet.values();

    private PolicyDataRows() {}

    /** The ueId of the row a request names: a GPSI that is a SUPI's alias names the SUPI's row. */
    static String resolve(Connection c, String ueId) throws SQLException {
        if (Gpsis.kind(ueId) == null) {
            return ueId;
        }
        try (PreparedStatement s = c.prepareStatement("SELECT ue_id FROM policy_data_gpsis WHERE gpsi = ?")) {
            s.setString(1, ueId);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? rs.getString(1) : ueId;
            }
        }
    }

    static Set<String> aliases(String id, String gpsi) {
        Set<String> ids = new LinkedHashSet<>();
        ids.add(id);
        if (gpsi != null) {
            ids.add(gpsi);
        }
        return ids;
    }

    /** {gpsi} of the UE's row, or null when there is none. */
    static String[] ueRow(Connection c, String id, boolean forUpdate) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT gpsi FROM policy_data_ues WHERE ue_id = ?" + (forUpdate ? " FOR UPDATE" : ""))) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? new String[] {rs.getString(1)} : null;
            }
        }
    }

    static UeRecord readUe(Connection c, String id, boolean forUpdate) throws SQLException {
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

    static void insertUe(Connection c, String id, PolicyDataSet set, String json, long now) throws SQLException {
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

    static void deleteUsageMons(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_data_usage_mon WHERE ue_id = ?")) {
            s.setString(1, id);
            s.executeUpdate();
        }
    }

    /** Removes a GPSI alias, unless it has meanwhile been given to another UE. */
    static void deleteAlias(Connection c, String gpsi, String id) throws SQLException {
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
    static <T> CompletableFuture<T> transaction(DbExecutor db, SqlWork<T> work) {
        return db.transaction(work).exceptionallyCompose(e -> duplicateKey(e)
                ? db.transaction(work) : CompletableFuture.failedFuture(e));
    }

    static boolean duplicateKey(Throwable e) {
        Throwable t = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
        return t instanceof SQLIntegrityConstraintViolationException;
    }
}
