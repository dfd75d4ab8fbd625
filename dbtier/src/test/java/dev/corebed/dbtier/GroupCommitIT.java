package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Writes committed in groups: fewer transactions than writes, each answered with its own result after its commit. */
class GroupCommitIT {

    private static final String SCHEMA = "corebed_groups";
    private static final Duration WAIT = Duration.ofSeconds(20);

    @RegisterExtension
    static final TestSchema db = new TestSchema(SCHEMA, 4, "rows_written");

    /** One multi-row INSERT per group; an id below zero is refused by the work (a bad operation). */
    static List<Integer> insert(Connection c, List<Integer> ids, AtomicInteger groups) throws SQLException {
        groups.incrementAndGet();
        for (int id : ids) {
            if (id < 0) {
                throw new SQLException("negative id " + id, "23000");
            }
        }
        try (PreparedStatement s = c.prepareStatement("INSERT INTO rows_written (id) VALUES "
                + String.join(", ", Collections.nCopies(ids.size(), "(?)")))) {
            for (int i = 0; i < ids.size(); i++) {
                s.setInt(i + 1, ids.get(i));
            }
            s.executeUpdate();
        }
        List<Integer> results = new ArrayList<>();
        ids.forEach(id -> results.add(id * 10));
        return results;
    }

    static int stored() throws SQLException {
        try (Connection c = db.dataSource().getConnection(); ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM rows_written")) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void concurrentWritesAreCommittedTogetherAndEachGetsItsResult() throws Exception {
        AtomicInteger groups = new AtomicInteger();
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 4, 1000, Duration.ofSeconds(30), null)) {
            GroupCommit<Integer, Integer> writes = new GroupCommit<>(executor, 50, 1, 10_000,
                    (c, ids) -> insert(c, ids, groups), null, null);
            List<CompletableFuture<Integer>> results = new ArrayList<>();
            for (int i = 0; i < 500; i++) {
                results.add(writes.submit(i));
            }
            for (int i = 0; i < 500; i++) {
                assertThat(results.get(i)).succeedsWithin(WAIT).isEqualTo(i * 10);
            }
        }
        assertThat(stored()).isEqualTo(500);
        assertThat(groups.get()).as("transactions for 500 writes, at most 50 each").isBetween(10, 499);
    }

    @Test
    void aBadWriteFailsAloneAndTheOthersOfItsGroupAreCommitted() throws Exception {
        AtomicInteger groups = new AtomicInteger();
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 4, 1000, Duration.ofSeconds(30), null)) {
            GroupCommit<Integer, Integer> writes = new GroupCommit<>(executor, 50, 1, 10_000,
                    (c, ids) -> insert(c, ids, groups), null, null);
            List<CompletableFuture<Integer>> results = new ArrayList<>();
            for (int i = 1; i <= 20; i++) {
                results.add(writes.submit(i == 7 ? -7 : i));
            }
            for (int i = 1; i <= 20; i++) {
                if (i == 7) {
                    assertThat(results.get(i - 1)).failsWithin(WAIT).withThrowableOfType(ExecutionException.class)
                            .withMessageContaining("negative id -7");
                } else {
                    assertThat(results.get(i - 1)).succeedsWithin(WAIT).isEqualTo(i * 10);
                }
            }
        }
        assertThat(stored()).as("every write but the bad one, none twice").isEqualTo(19);
    }
}
