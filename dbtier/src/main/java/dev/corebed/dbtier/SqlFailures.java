package dev.corebed.dbtier;

import java.io.IOException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLRecoverableException;
import java.sql.SQLTransientConnectionException;

/**
 * Which failures mean "the data tier is not reachable" rather than "this statement is wrong": the one place that
 * decides it, so that every store's failures are answered alike (503, the tier's health checked) and a constraint
 * violation or a syntax error stays what it is.
 */
final class SqlFailures {

    private SqlFailures() {
    }

    /**
     * A lost or refused connection, a pool that found none in time, a read that timed out on the socket: JDBC's
     * connection exception classes, SQLSTATE class 08 (connection exception), or an I/O error underneath. A query
     * that ran past its own timeout (SQLSTATE 70100) is the statement's doing, not the tier's.
     */
    static boolean isConnectionFailure(Throwable t) {
        for (int depth = 0; t != null && depth < 8; t = t.getCause(), depth++) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof SQLRecoverableException || t instanceof IOException) {
                return true;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null && sql.getSQLState().startsWith("08")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The pool gave no connection in time although none failed to connect: HikariCP's timeout carries the last failed
     * connection attempt as its cause, and none when it only waited (connections being made or validated slowly on a
     * loaded machine, all of them in use). The tier answers: that is not its going away.
     */
    static boolean isPoolTimeout(Throwable t) {
        return t instanceof SQLTransientConnectionException && t.getCause() == null;
    }

    /** A failure of the JDBC driver (any SQLException in the chain): what a statement cut by its timeout throws. */
    static boolean isSqlFailure(Throwable t) {
        for (int depth = 0; t != null && depth < 8; t = t.getCause(), depth++) {
            if (t instanceof SQLException) {
                return true;
            }
        }
        return false;
    }
}
