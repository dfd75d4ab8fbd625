package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** Stub contexts on the embedded database, as the launcher runs them. */
class DbTierAutoConfigurationIT {

    private static final Duration WAIT = Duration.ofSeconds(10);

    /** Shared by the tests, which stop the database when their contexts close. */
    @TempDir
    static Path dataDir;

    private final ApplicationContextRunner contexts = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(DbTierAutoConfiguration.class));

    @Test
    void createsAndMigratesTheStubsSchemaThenStopsTheDatabaseWithTheContext() {
        AtomicReference<String> jdbcUrl = new AtomicReference<>();
        stub("corebed_nrf", "nrf").run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(DataSource.class).hasSingleBean(DbExecutor.class);
            jdbcUrl.set(context.getBean(DbServer.class).jdbcUrl());

            assertThat(context.getBean(DbExecutor.class).submit(DbTierAutoConfigurationIT::tables))
                    .succeedsWithin(WAIT)
                    // the nrf set grows with the NRF stub: its first table, and the engine of every one
                    .asInstanceOf(InstanceOfAssertFactories.list(String.class))
                    .contains("flyway_schema_history InnoDB", "nf_instances InnoDB")
                    .allMatch(table -> table.endsWith(" InnoDB"));
        });

        assertThatThrownBy(() -> DriverManager.getConnection(jdbcUrl.get(), "root", "").close())
                .isInstanceOf(SQLException.class);
    }

    @Test
    void twoStubContextsShareOneEmbeddedDatabaseEachWithItsOwnSchemaAndHistory() {
        stub("corebed_nrf", "nrf").run(nrf -> stub("corebed_other", "test_set").run(other -> {
            String nrfUrl = nrf.getBean(DbServer.class).jdbcUrl();
            String otherUrl = other.getBean(DbServer.class).jdbcUrl();
            assertThat(otherUrl.replace("corebed_other", "corebed_nrf")).isEqualTo(nrfUrl);

            assertThat(other.getBean(DbExecutor.class).submit(DbTierAutoConfigurationIT::tables))
                    .succeedsWithin(WAIT)
                    .isEqualTo(List.of("counters InnoDB", "flyway_schema_history InnoDB"));
            assertThat(nrf.getBean(DbExecutor.class).submit(DbTierAutoConfigurationIT::tables))
                    .succeedsWithin(WAIT)
                    // the nrf set grows with the NRF stub: its first table, and the engine of every one
                    .asInstanceOf(InstanceOfAssertFactories.list(String.class))
                    .contains("flyway_schema_history InnoDB", "nf_instances InnoDB")
                    .allMatch(table -> table.endsWith(" InnoDB"));
        }));
    }

    private ApplicationContextRunner stub(String schema, String migrations) {
        return contexts.withPropertyValues(
                "db.schema=" + schema,
                "db.migrations=" + migrations,
                "db.pool-size=2",
                "db.embedded.port=0",
                "db.embedded.data-dir=" + dataDir,
                "db.embedded.base-dir=" + TestDatabases.BASE_DIR);
    }

    /** "table ENGINE" for every table of the connection's schema, by name. */
    static List<String> tables(Connection connection) throws SQLException {
        List<String> tables = new ArrayList<>();
        try (ResultSet rows = connection.createStatement().executeQuery(
                "SELECT TABLE_NAME, ENGINE FROM information_schema.TABLES"
                        + " WHERE TABLE_SCHEMA = DATABASE() ORDER BY TABLE_NAME")) {
            while (rows.next()) {
                tables.add(rows.getString(1) + " " + rows.getString(2));
            }
        }
        return tables;
    }
}
