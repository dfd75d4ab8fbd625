package dev.corebed.dbtier;

/**
 * {@code db.url} names a server, not a schema, so that one URL (one {@code DB_URL} in a compose
 * file, one environment for all stub contexts of the launcher) serves every stub, each in its own
 * {@code db.schema}.
 */
final class JdbcUrls {

    private JdbcUrls() {
    }

    /**
     * {@code jdbc:mariadb://host:3306?opts} and schema {@code s} give {@code jdbc:mariadb://host:3306/s?opts}.
     *
     * @throws IllegalArgumentException if the URL is not a MariaDB or MySQL one, or already names a schema
     */
    static String withSchema(String serverUrl, String schema) {
        Schemas.requireValidName(schema);
        if (!serverUrl.startsWith("jdbc:mariadb://") && !serverUrl.startsWith("jdbc:mysql://")) {
            throw new IllegalArgumentException(
                    "db.url must start with jdbc:mariadb:// or jdbc:mysql://, got: " + serverUrl);
        }
        int query = serverUrl.indexOf('?');
        String server = query < 0 ? serverUrl : serverUrl.substring(0, query);
        String options = query < 0 ? "" : serverUrl.substring(query);
        int authority = server.indexOf("//") + 2;
        int path = server.indexOf('/', authority);
        if (path >= 0 && path < server.length() - 1) {
            throw new IllegalArgumentException("db.url names the server only (" + server.substring(0, path)
                    + "); the schema comes from db.schema, got: " + serverUrl);
        }
        String host = path < 0 ? server : server.substring(0, path);
        return host + "/" + schema + options;
    }
}
