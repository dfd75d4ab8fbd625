package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchesTest {

    /** A connection that only notes what the load asked of it. */
    static Connection recording(List<String> calls) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    calls.add(method.getName() + (args == null ? "" : " " + args[0]));
                    return null;
                });
    }

    @Test
    void aBulkLoadWritesFullStatementsThenTheRestCommittingEveryTransactionAndAtTheEnd() throws SQLException {
        List<String> calls = new ArrayList<>();
        Connection c = recording(calls);

        long written = Batches.load(c, 2_300, 500, 1_000, (first, rows) -> calls.add("rows " + first + "+" + rows));

        assertThat(written).isEqualTo(2_300);
        assertThat(calls).containsExactly("setAutoCommit false", "rows 0+500", "rows 500+500", "commit",
                "rows 1000+500", "rows 1500+500", "commit", "rows 2000+300", "commit");
    }

    @Test
    void aFailedStatementRollsBackTheOpenTransactionAndIsThrown() {
        List<String> calls = new ArrayList<>();
        Connection c = recording(calls);

        assertThatThrownBy(() -> Batches.load(c, 2_000, 500, 1_000, (first, rows) -> {
            if (first == 1_000) {
                throw new SQLException("duplicate key", "23000");
            }
            calls.add("rows " + first + "+" + rows);
        })).isInstanceOf(SQLException.class).hasMessage("duplicate key");

        assertThat(calls).containsExactly("setAutoCommit false", "rows 0+500", "rows 500+500", "commit", "rollback");
    }
}
