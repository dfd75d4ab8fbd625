package dev.corebed.pcf.store;

import dev.corebed.dbtier.DbExecutor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** policy_association (migration pcf/V1): one statement per step, by primary key. */
public final class JdbcPolicyAssociationStore implements PolicyAssociationStore {

    static final String COLUMNS = "pol_asso_id, kind, supi, request, policy, inputs, udr_subscription, chf_subscription,"
            + " n1n2_subscription, amf_api_root, version, created_at, updated_at";

    private final DbExecutor db;

    public JdbcPolicyAssociationStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Void> insert(PolicyAssociationRow r) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO policy_association (" + COLUMNS
                    + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, r.polAssoId());
                s.setString(2, r.kind());
                s.setString(3, r.supi());
                s.setString(4, r.request());
                s.setString(5, r.policy());
                s.setString(6, r.inputs());
                s.setString(7, r.udrSubscription());
                s.setString(8, r.chfSubscription());
                s.setString(9, r.n1n2Subscription());
                s.setString(10, r.amfApiRoot());
                s.setInt(11, r.version());
                s.setLong(12, r.createdAt());
                s.setLong(13, r.updatedAt());
                s.executeUpdate();
            }
            return null;
        });
    }

    @Override
    public CompletableFuture<Optional<PolicyAssociationRow>> find(String polAssoId) {
        return db.submit(c -> Optional.ofNullable(find(c, polAssoId, false)));
    }

    private static PolicyAssociationRow find(Connection c, String id, boolean lock) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM policy_association WHERE pol_asso_id = ?"
                + (lock ? " FOR UPDATE" : ""))) {
            s.setString(1, id);
            try (ResultSet rs = s.executeQuery()) {
                return rs.next() ? row(rs) : null;
            }
        }
    }

    private static PolicyAssociationRow row(ResultSet rs) throws SQLException {
        return new PolicyAssociationRow(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9), rs.getString(10),
                rs.getInt(11), rs.getLong(12), rs.getLong(13));
    }

    @Override
    public CompletableFuture<Boolean> update(PolicyAssociationRow r) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE policy_association SET request = ?, policy = ?, inputs = ?,"
                    + " udr_subscription = ?, chf_subscription = ?, n1n2_subscription = ?, amf_api_root = ?, version = ?,"
                    + " updated_at = ? WHERE pol_asso_id = ? AND version = ?")) {
                s.setString(1, r.request());
                s.setString(2, r.policy());
                s.setString(3, r.inputs());
                s.setString(4, r.udrSubscription());
                s.setString(5, r.chfSubscription());
                s.setString(6, r.n1n2Subscription());
                s.setString(7, r.amfApiRoot());
                s.setInt(8, r.version());
                s.setLong(9, r.updatedAt());
                s.setString(10, r.polAssoId());
                s.setInt(11, r.version() - 1);
                return s.executeUpdate() == 1;
            }
        });
    }

    @Override
    public CompletableFuture<Optional<PolicyAssociationRow>> delete(String polAssoId) {
        return db.transaction(c -> {
            PolicyAssociationRow row = find(c, polAssoId, true);
            if (row == null) {
                return Optional.<PolicyAssociationRow>empty();
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM policy_association WHERE pol_asso_id = ?")) {
                s.setString(1, polAssoId);
                s.executeUpdate();
            }
            return Optional.of(row);
        });
    }

    @Override
    public CompletableFuture<Long> count(String kind) {
        return db.bulk(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM policy_association WHERE kind = ?")) {
                s.setString(1, kind);
                try (ResultSet rs = s.executeQuery()) {
                    rs.next();
                    return rs.getLong(1);
                }
            }
        });
    }

    @Override
    public CompletableFuture<List<PolicyAssociationRow>> page(String kind, String supi, String after, int limit) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT " + COLUMNS + " FROM policy_association WHERE kind = ?"
                    + (supi == null ? "" : " AND supi = ?") + " AND pol_asso_id > ? ORDER BY pol_asso_id LIMIT ?")) {
                int p = 1;
                s.setString(p++, kind);
                if (supi != null) {
                    s.setString(p++, supi);
                }
                s.setString(p++, after == null ? "" : after);
                s.setInt(p, limit);
                List<PolicyAssociationRow> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) {
                        rows.add(row(rs));
                    }
                }
                return rows;
            }
        });
    }

    @Override
    public CompletableFuture<Void> clear() {
        return db.truncate("policy_association");
    }
}
