package dev.corebed.launcher.fuzz;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What one stub has stored, in one string: {@code CHECKSUM TABLE} of every table of its schema (MariaDB
 * computes a live checksum of the rows), read over one JDBC connection kept open for the run.
 */
public final class StateFingerprint implements AutoCloseable {

    private final Connection connection;
    private final String checksum;

    public StateFingerprint(String jdbcUrl, String schema) throws SQLException {
        this.connection = DriverManager.getConnection(jdbcUrl, "root", "");
        List<String> tables = new ArrayList<>();
        try (Statement st = connection.createStatement();
             ResultSet rs = st.executeQuery("SELECT table_name FROM information_schema.tables WHERE table_schema = '"
                     + schema + "' ORDER BY table_name")) {
            while (rs.next()) {
                tables.add("`" + schema + "`.`" + rs.getString(1) + "`");
            }
        }
        this.checksum = "CHECKSUM TABLE " + String.join(", ", tables) + " EXTENDED";
    }

    public synchronized String take() {
        StringBuilder sb = new StringBuilder();
        try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(checksum)) {
            while (rs.next()) {
                sb.append(rs.getString(1)).append('=').append(rs.getString(2)).append(';');
            }
        } catch (SQLException e) {
            throw new IllegalStateException("cannot read the state of the data tier", e);
        }
        return sb.toString();
    }

    /** The tables whose checksum differs between two fingerprints, for a report. */
    public static String changedTables(String before, String after) {
        Map<String, String> was = new HashMap<>();
        for (String entry : before.split(";")) {
            int eq = entry.lastIndexOf('=');
            if (eq > 0) {
                was.put(entry.substring(0, eq), entry.substring(eq + 1));
            }
        }
        List<String> changed = new ArrayList<>();
        for (String entry : after.split(";")) {
            int eq = entry.lastIndexOf('=');
            if (eq > 0 && !entry.substring(eq + 1).equals(was.get(entry.substring(0, eq)))) {
                changed.add(entry.substring(0, eq));
            }
        }
        return String.join(", ", changed);
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
