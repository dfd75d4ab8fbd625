package dev.corebed.dbtier;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * An embedded database with one schema and a small pool on it, for the tests that run work against a live schema:
 * {@code @RegisterExtension static final TestSchema db = new TestSchema("corebed_x", 2, "rows");} starts it in a
 * dir of its own before the class's tests, empties the one-column table before each, and stops and removes it after
 * them.
 */
final class TestSchema implements BeforeAllCallback, BeforeEachCallback, AfterAllCallback {

    private final String name;
    private final int poolSize;
    private final String table;
    private Path dir;
    private EmbeddedDatabase database;
    private HikariDataSource dataSource;

    TestSchema(String name, int poolSize, String table) {
        this.name = name;
        this.poolSize = poolSize;
        this.table = table;
    }

    EmbeddedDatabase database() {
        return database;
    }

    HikariDataSource dataSource() {
        return dataSource;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException {
        // the database keeps its temp dir beside its data dir: both inside one dir, removed after
        dir = Files.createTempDirectory("corebed-" + name);
        database = new EmbeddedDatabase(TestDatabases.config(dir.resolve("data")));
        database.start();
        database.createSchema(name);
        HikariConfig pool = new HikariConfig();
        pool.setJdbcUrl(database.jdbcUrl(name));
        pool.setMaximumPoolSize(poolSize);
        dataSource = new HikariDataSource(pool);
    }

    /** The table with no rows, so each test starts from the same state. */
    @Override
    public void beforeEach(ExtensionContext context) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.createStatement().execute("CREATE TABLE IF NOT EXISTS " + table + " (id INT PRIMARY KEY) ENGINE=InnoDB");
            connection.createStatement().execute("DELETE FROM " + table);
        }
    }

    @Override
    public void afterAll(ExtensionContext context) throws IOException {
        try {
            if (dataSource != null) {
                dataSource.close();
            }
        } finally {
            if (database != null) {
                database.stop();
            }
            if (dir != null) {
                delete(dir);
            }
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
