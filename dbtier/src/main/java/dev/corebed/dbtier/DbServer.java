package dev.corebed.dbtier;

import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The SQL server one stub context keeps its schema on: the SQL node of {@code db.url}, or a lease on
 * this JVM's shared embedded database. Opening it creates the schema if missing; closing it gives
 * the lease back, which stops the embedded database after its last user.
 */
final class DbServer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DbServer.class);

    private final String jdbcUrl;
    private final EmbeddedDatabase.Lease lease;

    private DbServer(String jdbcUrl, EmbeddedDatabase.Lease lease) {
        this.jdbcUrl = jdbcUrl;
        this.lease = lease;
    }

    static DbServer open(DbProperties db) {
        if (db.usesEmbeddedDatabase()) {
            EmbeddedDatabase.Lease lease = EmbeddedDatabase.shared(db.embedded());
            try {
                EmbeddedDatabase database = lease.database();
                database.createSchema(db.schema());
                log.info("Schema {} on the embedded database at {}", db.schema(), database.serverUrl());
                return new DbServer(database.jdbcUrl(db.schema()), lease);
            } catch (RuntimeException e) {
                lease.close();
                throw e;
            }
        }
        String jdbcUrl = JdbcUrls.withSchema(db.url(), db.schema());
        try {
            Schemas.create(db.url(), db.user(), db.password(), db.schema());
        } catch (SQLException e) {
            throw new IllegalStateException("could not create schema " + db.schema() + " on " + db.url(), e);
        }
        log.info("Schema {} on {}", db.schema(), db.url());
        return new DbServer(jdbcUrl, null);
    }

    String jdbcUrl() {
        return jdbcUrl;
    }

    @Override
    public void close() {
        if (lease != null) {
            lease.close();
        }
    }
}
