package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.health.HealthStatus;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** mariadbd killed -9 under the executor: restarted on its data dir, the executor refusing meanwhile and serving after. */
class EmbeddedDatabaseSupervisionIT {

    private static final String SCHEMA = "corebed_supervised";

    @TempDir
    Path dataDir;

    @Test
    void aKilledServerIsRestartedOnItsDataDirAndTheExecutorServesAgain() throws Exception {
        try (EmbeddedDatabase database = new EmbeddedDatabase(TestDatabases.config(dataDir))) {
            database.start();
            database.createSchema(SCHEMA);
            HikariDataSource dataSource = pool(database);
            DataTierHealth health = new DataTierHealth(SCHEMA, dataSource,
                    () -> dataSource.getHikariPoolMXBean().softEvictConnections());
            try (dataSource; DbExecutor executor = new DbExecutor(dataSource, SCHEMA, 2, 10, Duration.ofMillis(750), health)) {
                assertThat(executor.transaction(c -> c.createStatement().executeUpdate(
                        "CREATE TABLE kept (id INT PRIMARY KEY) ENGINE=InnoDB")
                        + c.createStatement().executeUpdate("INSERT INTO kept VALUES (1)"))).succeedsWithin(Duration.ofSeconds(10));
                long pid = database.pid();
                assertThat(pid).isPositive();

                assertThat(ProcessHandle.of(pid).orElseThrow().destroyForcibly()).isTrue();

                // Until the server is back, every piece of work is answered within its deadline: done (a restart can
                // be quicker than the pool notices), or refused as the tier being unreachable (at once once known).
                int refused = 0;
                while (database.pid() <= 0 || database.pid() == pid) {
                    CompletableFuture<Integer> work = executor.submit(c -> 1);
                    // the deadline (750 ms) and a connection's 250 ms, with room for a loaded machine
                    assertThat(work.handle((v, e) -> true)).succeedsWithin(Duration.ofSeconds(2));
                    try {
                        work.join();
                    } catch (CompletionException e) {
                        // DOWN, or BUSY when a dying server held a statement until its deadline
                        assertThat(e.getCause()).isInstanceOf(DependencyUnavailableException.class);
                        refused++;
                    }
                    Thread.sleep(5);
                }
                long back = System.nanoTime();
                // Served again within 5 s of the server being back (a pooled connection of the old server may fail
                // one piece of work first, which marks the tier DOWN until the probe connects), with the row kept.
                int[] kept = {-1};
                await(Duration.ofSeconds(5), () -> {
                    kept[0] = executor.submit(c -> {
                        try (ResultSet rs = c.createStatement().executeQuery("SELECT COUNT(*) FROM kept")) {
                            rs.next();
                            return rs.getInt(1);
                        }
                    }).handle((n, e) -> e == null ? n : -1).join();
                    return kept[0] >= 0;
                });
                System.out.printf("EmbeddedDatabaseSupervisionIT: %d pieces of work refused while mariadbd was down; the"
                        + " executor serves %d ms after it was back%n", refused, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - back));
                assertThat(kept[0]).as("committed before the kill, kept").isEqualTo(1);
                assertThat(health.state().status()).isNotEqualTo(HealthStatus.DOWN);
            }
        }
    }

    @Test
    void withoutRestartAttemptsAKilledServerStaysDownAndStopsAtOnce() throws Exception {
        EmbeddedDatabase database = new EmbeddedDatabase(TestDatabases.config(dataDir).withRestartAttempts(0));
        database.start();
        long pid = database.pid();
        ProcessHandle.of(pid).orElseThrow().destroyForcibly();
        await(Duration.ofSeconds(10), () -> !database.isRunning());
        Thread.sleep(1000);
        assertThat(database.isRunning()).as("not restarted").isFalse();

        long begin = System.nanoTime();
        database.stop();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begin)).isLessThan(1000);
    }

    private static HikariDataSource pool(EmbeddedDatabase database) {
        HikariConfig pool = new HikariConfig();
        pool.setJdbcUrl(database.jdbcUrl(SCHEMA));
        pool.setMaximumPoolSize(2);
        pool.setConnectionTimeout(DbTierAutoConfiguration.CONNECTION_TIMEOUT_MILLIS);
        pool.setValidationTimeout(DbTierAutoConfiguration.CONNECTION_TIMEOUT_MILLIS);
        return new HikariDataSource(pool);
    }

    private static void await(Duration bound, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("within %s", bound).isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
