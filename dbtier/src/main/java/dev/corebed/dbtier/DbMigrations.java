package dev.corebed.dbtier;

import java.util.Map;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Flyway, driven directly rather than by Boot's auto-configuration, so that several stub contexts in
 * one JVM each migrate their own schema, with the history table in that schema.
 */
public final class DbMigrations {

    private static final Logger log = LoggerFactory.getLogger(DbMigrations.class);

    private DbMigrations() {
    }

    /**
     * Applies a migration set to the schema the data source's URL names.
     *
     * @param location e.g. {@code classpath:db/migration/nrf}
     * @param engine the storage engine, substituted for {@code ${engine}} in the scripts
     */
    public static MigrateResult migrate(DataSource dataSource, String location, String engine) {
        MigrateResult result = Flyway.configure()
                .dataSource(dataSource)
                .locations(location)
                .failOnMissingLocations(true)
                .placeholders(Map.of("engine", engine))
                // Flyway creates its history table without an ENGINE clause, so it takes the session's
                // default; on NDB it must be NDBCLUSTER, or the other SQL nodes never see the table.
                .initSql("SET SESSION default_storage_engine=" + engine)
                .load()
                .migrate();
        log.info("Migrations {} on {} ({}): {} applied, schema at version {}", location, result.database,
                engine, result.migrationsExecuted, result.targetSchemaVersion != null
                        ? result.targetSchemaVersion : result.initialSchemaVersion);
        return result;
    }
}
