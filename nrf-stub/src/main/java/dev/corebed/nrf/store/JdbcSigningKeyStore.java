package dev.corebed.nrf.store;

import dev.corebed.dbtier.DbExecutor;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Base64;
import java.util.concurrent.CompletableFuture;

/** The signing key in the access_token_keys table (dbtier migration nrf/V3). */
public final class JdbcSigningKeyStore implements SigningKeyStore {

    static final String KEY_NAME = "nrf-access-token";

    private final DbExecutor db;

    public JdbcSigningKeyStore(DbExecutor db) {
        this.db = db;
    }

    @Override
    public CompletableFuture<KeyPair> loadOrCreate(KeyPair candidate) {
        return db.submit(c -> {
            // The primary key decides the race between instances: a second insert changes nothing,
            // and everyone reads back the row that won. ON DUPLICATE KEY rather than INSERT IGNORE,
            // which would also swallow real errors.
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO access_token_keys (key_name, algorithm, private_key, public_key, created_at)"
                            + " VALUES (?, 'ES256', ?, ?, ?) ON DUPLICATE KEY UPDATE key_name = key_name")) {
                s.setString(1, KEY_NAME);
                s.setString(2, Base64.getEncoder().encodeToString(candidate.getPrivate().getEncoded()));
                s.setString(3, Base64.getEncoder().encodeToString(candidate.getPublic().getEncoded()));
                s.setLong(4, System.currentTimeMillis());
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT private_key, public_key FROM access_token_keys WHERE key_name = ?")) {
                s.setString(1, KEY_NAME);
                try (ResultSet rs = s.executeQuery()) {
                    if (!rs.next()) {
                        throw new SQLException("access_token_keys has no row " + KEY_NAME + " right after inserting it");
                    }
                    return decode(rs.getString(1), rs.getString(2));
                }
            }
        });
    }

    private static KeyPair decode(String privateKey, String publicKey) throws SQLException {
        try {
            KeyFactory ec = KeyFactory.getInstance("EC");
            return new KeyPair(
                    ec.generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(publicKey))),
                    ec.generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(privateKey))));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new SQLException("access_token_keys." + KEY_NAME + " does not hold an EC key pair", e);
        }
    }
}
