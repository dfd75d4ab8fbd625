package dev.corebed.dbtier;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;

/** An embedded database with one schema and a small pool on it, for the tests that run work against a live schema. */
final class TestSchema implements AutoCloseable {

    final String name;
    final EmbeddedDatabase database;
    final HikariDataSource dataSource;

    private TestSchema(String name, EmbeddedDatabase database, HikariDataSource dataSource) {
        this.name = name;
        this.database = database;
        this.dataSource = dataSource;
    }

    static TestSchema start(Path dataDir, String name, int poolSize) {
        EmbeddedDatabase database = new EmbeddedDatabase(TestDatabases.config(dataDir));
        database.start();
        database.createSchema(name);
        HikariConfig pool = new HikariConfig();
        pool.setJdbcUrl(database.jdbcUrl(name));
        pool.setMaximumPoolSize(poolSize);
        return new TestSchema(name, database, new HikariDataSource(pool));
    }

    /** A one-column table with no rows, so each test starts from the same state. */
    void emptyTable(String table) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            connection.createStatement().execute("CREATE TABLE IF NOT EXISTS " + table + " (id INT PRIMARY KEY) ENGINE=InnoDB");
            connection.createStatement().execute("DELETE FROM " + table);
        }
    }

    @Override
    public void close() {
        dataSource.close();
        database.stop();
    }
}
