package dev.corebed.udr.store;

import static dev.corebed.udr.store.PolicyDataRows.ALL_COLUMNS;
import static dev.corebed.udr.store.PolicyDataRows.SETS;
import static dev.corebed.udr.store.PolicyDataRows.aliases;
import static dev.corebed.udr.store.PolicyDataRows.deleteAlias;
import static dev.corebed.udr.store.PolicyDataRows.deleteUsageMons;
import static dev.corebed.udr.store.PolicyDataRows.readUe;
import static dev.corebed.udr.store.PolicyDataRows.resolve;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.udr.store.PolicyDataStore.UeRecord;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/**
 * {@link PolicyDataProvisioningStore} on the policy_data_* tables of migration udr/V2: whole UEs, and the bulk
 * load ({@link PolicyDataBulkLoad}).
 */
public final class JdbcPolicyDataProvisioningStore implements PolicyDataProvisioningStore {

    private final DbExecutor db;
    private final LongSupplier clock;
    private final PolicyDataView view;

    /** @param view the documents in memory, told of every change; null: none */
    public JdbcPolicyDataProvisioningStore(DbExecutor db, LongSupplier clock, PolicyDataView view) {
        this.db = db;
        this.clock = clock;
        this.view = view;
    }

    @Override
    public CompletableFuture<UeWritten> putUe(UeRecord ue) {
        PolicyDataView.UeRow[] written = new PolicyDataView.UeRow[1];
        return visible(written, PolicyDataRows.transaction(db, c -> {
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
            logged(c, id, written);
            return new UeWritten(before, after, JdbcPolicyDataSubscriptionStore.watchersOfUes(c, aliases, now));
        }));
    }

    @Override
    public CompletableFuture<Optional<UeWritten>> deleteUe(String ueId) {
        PolicyDataView.UeRow[] written = new PolicyDataView.UeRow[1];
        return visible(written, PolicyDataRows.transaction(db, c -> {
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
            logged(c, id, written);
            return Optional.of(new UeWritten(before, null,
                    JdbcPolicyDataSubscriptionStore.watchersOfUes(c, aliases(id, before.gpsi()), now)));
        }));
    }

    @Override
    public CompletableFuture<PolicyDataBulk.Result> bulkLoad(PolicyDataBulk bulk) {
        CompletableFuture<PolicyDataBulk.Result> load = PolicyDataBulkLoad.run(db, bulk, clock.getAsLong());
        return view == null ? load : view.reloaded(load);
    }

    @Override
    public CompletableFuture<Long> deleteRange(String first, String last) {
        // bulk work like the bulk load: the view (here and on the other instances) reloads after it
        CompletableFuture<Long> delete = db.bulk(c -> {
            // the rows that hang off a UE first, then the UEs; in batches, each its own transaction (NDB's operation limit)
            deleteBatches(c, "DELETE FROM policy_data_usage_mon WHERE ue_id BETWEEN ? AND ? AND CHAR_LENGTH(ue_id) = ?", first, last);
            deleteBatches(c, "DELETE FROM policy_data_gpsis WHERE ue_id BETWEEN ? AND ? AND CHAR_LENGTH(ue_id) = ?", first, last);
            return deleteBatches(c, "DELETE FROM policy_data_ues WHERE ue_id BETWEEN ? AND ? AND CHAR_LENGTH(ue_id) = ?", first, last);
        });
        return view == null ? delete : view.reloaded(delete);
    }

    private static long deleteBatches(Connection c, String sql, String first, String last) throws SQLException {
        long removed = 0;
        int n;
        do {
            try (PreparedStatement s = c.prepareStatement(sql + " LIMIT " + PolicyDataBulkLoad.ROWS_PER_TRANSACTION)) {
                s.setString(1, first);
                s.setString(2, last);
                s.setInt(3, first.length());
                n = s.executeUpdate();
            }
            removed += n;
        } while (n == PolicyDataBulkLoad.ROWS_PER_TRANSACTION);
        return removed;
    }

    @Override
    public CompletableFuture<Void> clear() {
        CompletableFuture<Void> truncate = db.truncate("policy_data_usage_mon", "policy_data_gpsis", "policy_data_ues");
        return view == null ? truncate : view.reloaded(truncate);
    }

    private void logged(Connection c, String id, PolicyDataView.UeRow[] written) throws SQLException {
        if (view != null) {
            view.logged(c, id, written);
        }
    }

    private <T> CompletableFuture<T> visible(PolicyDataView.UeRow[] written, CompletableFuture<T> write) {
        return view == null ? write : view.visible(written, write);
    }
}
