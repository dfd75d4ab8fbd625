package dev.corebed.dbtier;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A unit of JDBC work for the {@link DbExecutor}. The connection is borrowed for the call only:
 * do not keep it, or anything made from it, past {@code run}.
 */
@FunctionalInterface
public interface SqlWork<T> {

    T run(Connection connection) throws SQLException;
}
