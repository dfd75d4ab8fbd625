package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import java.nio.charset.StandardCharsets;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/** NF profiles in the nf_instances table (dbtier migration nrf/V1). */
public final class JdbcNfProfileStore implements NfProfileStore {

    private final DbExecutor db;

    public JdbcNfProfileStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<Boolean> put(StoredProfile p) {
        // Read-then-write in one transaction: the row lock tells a first registration (201) from a replacement (200).
        return db.transaction(c -> {
            boolean exists;
            try (PreparedStatement s = c.prepareStatement("SELECT 1 FROM nf_instances WHERE nf_instance_id = ? FOR UPDATE")) {
                s.setString(1, p.nfInstanceId());
                try (ResultSet rs = s.executeQuery()) {
                    exists = rs.next();
                }
            }
            String sql = exists
                    ? "UPDATE nf_instances SET nf_type = ?, nf_status = ?, profile = ?, heartbeat_at = ?, updated_at = ? WHERE nf_instance_id = ?"
                    : "INSERT INTO nf_instances (nf_type, nf_status, profile, heartbeat_at, updated_at, nf_instance_id) VALUES (?, ?, ?, ?, ?, ?)";
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, p.nfType());
                s.setString(2, p.nfStatus());
                s.setString(3, new String(p.profile(), StandardCharsets.UTF_8));
                s.setLong(4, p.heartbeatAt());
                s.setLong(5, System.currentTimeMillis());
                s.setString(6, p.nfInstanceId());
                s.executeUpdate();
            }
            return !exists;
        });
    }

    @Override
    public CompletableFuture<Optional<StoredProfile>> get(String nfInstanceId) {
        return db.submit(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT nf_type, nf_status, profile, heartbeat_at FROM nf_instances WHERE nf_instance_id = ?")) {
                s.setString(1, nfInstanceId);
                try (ResultSet rs = s.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    return Optional.of(new StoredProfile(nfInstanceId, rs.getString(1), rs.getString(2),
                            rs.getString(3).getBytes(StandardCharsets.UTF_8), rs.getLong(4)));
                }
            }
        });
    }

    @Override
    public CompletableFuture<Boolean> delete(String nfInstanceId) {
        return db.transaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM nf_instances WHERE nf_instance_id = ?")) {
                s.setString(1, nfInstanceId);
                return s.executeUpdate() > 0;
            }
        });
    }
}
