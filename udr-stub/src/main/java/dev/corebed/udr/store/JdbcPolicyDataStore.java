package dev.corebed.udr.store;

import static dev.corebed.udr.store.PolicyDataRows.UE_PREFIX;
import static dev.corebed.udr.store.PolicyDataRows.aliases;
import static dev.corebed.udr.store.PolicyDataRows.insertUe;
import static dev.corebed.udr.store.PolicyDataRows.resolve;
import static dev.corebed.udr.store.PolicyDataRows.ueRow;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/**
 * {@link PolicyDataStore} on the policy_data_* tables of migration udr/V2: one resource of a UE at a time. With a
 * {@link PolicyDataView}, every read is answered from memory and every write hands the UE to it once committed.
 */
public final class JdbcPolicyDataStore implements PolicyDataStore {

    private final DbExecutor db;
    private final LongSupplier clock;
    private final PolicyDataView view;

    /** @param view the documents in memory; null: every read goes to the data tier */
    public JdbcPolicyDataStore(DbExecutor db, LongSupplier clock, PolicyDataView view) {
        this.db = db;
        this.clock = clock;
        this.view = view;
    }

    @Override
    public CompletableFuture<Read> read(String ueId, PolicyDataSet set) {
        if (view != null) {
            return CompletableFuture.completedFuture(view.read(ueId, set));
        }
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
        if (view != null) {
            return CompletableFuture.completedFuture(view.readUe(ueId));
        }
        return db.submit(c -> Optional.ofNullable(PolicyDataRows.readUe(c, resolve(c, ueId), false)));
    }

    @Override
    public CompletableFuture<Read> readUsageMon(String ueId, String usageMonId) {
        if (view != null) {
            return CompletableFuture.completedFuture(view.readUsageMon(ueId, usageMonId));
        }
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
        PolicyDataView.UeRow[] written = new PolicyDataView.UeRow[1];
        return visible(written, PolicyDataRows.transaction(db, c -> {
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
            logged(c, id, written);
            return new Written(id, gpsi, !exists, before, after, JdbcPolicyDataSubscriptionStore.watchers(c, keys, now));
        }));
    }

    @Override
    public CompletableFuture<Written> writeUsageMon(String ueId, String usageMonId, Mutation mutation) {
        PolicyDataView.UeRow[] written = new PolicyDataView.UeRow[1];
        return visible(written, PolicyDataRows.transaction(db, c -> {
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
            logged(c, id, written);
            return new Written(id, gpsi, !exists, before, after, JdbcPolicyDataSubscriptionStore.watchers(c, keys, now));
        }));
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
