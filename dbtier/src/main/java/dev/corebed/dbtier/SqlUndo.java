package dev.corebed.dbtier;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What reverses a transaction of the {@link DbExecutor} whose commit may have gone through although its answer was
 * lost (the connection broke while committing). It gets the value the transaction's work returned, and runs in
 * auto-commit mode once the data tier answers again, before any other work, so that a change the client was told
 * failed does not stay.
 */
@FunctionalInterface
public interface SqlUndo<T> {

    void run(Connection connection, T result) throws SQLException;
}
