package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.corebed.core.health.DependencyUnavailableException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class DbExecutorIT {

    private static final String SCHEMA = "corebed_executor";
    private static final Duration WAIT = Duration.ofSeconds(10);

    @RegisterExtension
    static final TestSchema db = new TestSchema(SCHEMA, 2, "bindings");

    @Test
    void runsWorkOnItsOwnNamedThreads() throws Exception {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 2, 10)) {
            CompletableFuture<String> thread = executor.submit(connection -> Thread.currentThread().getName());
            CompletableFuture<String> schema = executor.submit(connection -> connection.getCatalog());

            assertThat(thread.get(WAIT.toSeconds(), TimeUnit.SECONDS))
                    .startsWith("dbtier-" + SCHEMA + "-")
                    .isNotEqualTo(Thread.currentThread().getName());
            assertThat(schema.get(WAIT.toSeconds(), TimeUnit.SECONDS)).isEqualTo(SCHEMA);
        }
    }

    @Test
    void refusesWorkWhenTheQueueIsFull() throws Exception {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 1, 1)) {
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<String> running = executor.submit(connection -> {
                awaitUninterruptibly(release);
                return "ran";
            });
            CompletableFuture<String> queued = executor.submit(connection -> "queued");
            CompletableFuture<String> refused = executor.submit(connection -> "refused");

            assertThat(refused).failsWithin(Duration.ZERO)
                    .withThrowableOfType(ExecutionException.class)
                    .withCauseInstanceOf(DependencyUnavailableException.class)
                    .withMessageContaining("queue is full; nothing was done");
            release.countDown();
            assertThat(running).succeedsWithin(WAIT).isEqualTo("ran");
            assertThat(queued).succeedsWithin(WAIT).isEqualTo("queued");
        }
    }

    /** A burst is queued whatever its size; new work is refused once the oldest queued has waited too long. */
    @Test
    void refusesRequestWorkWhileTheQueueIsBehindItsMaximumDelay() throws Exception {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 1, 100, Duration.ofSeconds(30), null)
                .queueDelay(Duration.ZERO, Duration.ofMillis(200))) {
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<String> blocking = executor.bulk(connection -> {
                awaitUninterruptibly(release);
                return "ran";
            });
            CompletableFuture<String> queued = executor.submit(connection -> "queued");
            CompletableFuture<String> burst = executor.submit(connection -> "burst");
            Thread.sleep(400);
            CompletableFuture<String> refused = executor.submit(connection -> "refused");
            assertThat(refused).failsWithin(Duration.ZERO).withThrowableOfType(ExecutionException.class)
                    .withCauseInstanceOf(DependencyUnavailableException.class)
                    .withMessageContaining("ms behind; nothing was done");
            release.countDown();
            assertThat(blocking).succeedsWithin(WAIT).isEqualTo("ran");
            assertThat(queued).succeedsWithin(WAIT).isEqualTo("queued");
            assertThat(burst).succeedsWithin(WAIT).isEqualTo("burst");
            assertThat(executor.submit(connection -> "served again")).succeedsWithin(WAIT).isEqualTo("served again");
        }
    }

    /**
     * A pool that hands no connection in time while none failed to connect (all in use here; made or validated slowly
     * on a loaded machine) refuses that work as busy: the tier is not marked unreachable, nor its connections dropped.
     */
    @Test
    void aPoolThatOnlyWaitedIsBusyNotUnreachable() throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(db.database().jdbcUrl(SCHEMA));
        config.setMaximumPoolSize(1);
        config.setConnectionTimeout(250);
        try (HikariDataSource one = new HikariDataSource(config)) {
            DataTierHealth health = new DataTierHealth(SCHEMA, one, () -> { });
            try (DbExecutor executor = new DbExecutor(one, SCHEMA, 2, 10, Duration.ofSeconds(30), health)) {
                CountDownLatch holding = new CountDownLatch(1);
                CountDownLatch release = new CountDownLatch(1);
                CompletableFuture<String> holder = executor.submit(connection -> {
                    holding.countDown();
                    awaitUninterruptibly(release);
                    return "held";
                });
                assertThat(holding.await(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
                CompletableFuture<String> waiting = executor.submit(connection -> "ran");
                ExecutionException refused = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                        () -> waiting.get(WAIT.toSeconds(), TimeUnit.SECONDS));
                assertThat(refused.getCause()).isInstanceOf(DependencyUnavailableException.class)
                        .hasMessageContaining("no data-tier connection was free in time");
                assertThat(health.isDown()).isFalse();
                release.countDown();
                assertThat(holder.get(WAIT.toSeconds(), TimeUnit.SECONDS)).isEqualTo("held");
                assertThat(executor.submit(connection -> "ran").get(WAIT.toSeconds(), TimeUnit.SECONDS)).isEqualTo("ran");
            }
        }
    }

    @Test
    void workStillQueuedAtItsDeadlineIsAnsweredAndNeverRun() throws Exception {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 1, 10, Duration.ofMillis(300), null)) {
            CountDownLatch release = new CountDownLatch(1);
            CompletableFuture<String> blocking = executor.bulk(connection -> {
                awaitUninterruptibly(release);
                return "ran";
            });
            AtomicBoolean ran = new AtomicBoolean();
            CompletableFuture<Integer> queued = executor.transaction(connection -> {
                ran.set(true);
                return insert(connection, 4);
            });
            Thread.sleep(500);
            release.countDown();

            assertThat(blocking).succeedsWithin(WAIT).as("bulk work has no deadline").isEqualTo("ran");
            assertThat(queued).failsWithin(WAIT).withThrowableOfType(ExecutionException.class)
                    .havingCause().isInstanceOfSatisfying(DependencyUnavailableException.class, e -> {
                        assertThat(e.reason()).isEqualTo(DependencyUnavailableException.Reason.BUSY);
                        assertThat(e.outcomeUnknown()).isFalse();
                        assertThat(e.getMessage()).contains("waited past its deadline; nothing was done");
                    });
            assertThat(ran).isFalse();
            assertThat(executor.submit(DbExecutorIT::ids)).succeedsWithin(WAIT).isEqualTo("");
        }
    }

    @Test
    void aStatementStillRunningAtTheDeadlineIsCutThere() {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 1, 10, Duration.ofMillis(300), null)) {
            long begin = System.nanoTime();
            CompletableFuture<Object> hung = executor.submit(connection -> {
                try (var s = connection.createStatement(); var rs = s.executeQuery("SELECT SLEEP(5)")) {
                    return rs.next();
                }
            });

            assertThat(hung).failsWithin(WAIT).withThrowableOfType(ExecutionException.class)
                    .havingCause().isInstanceOfSatisfying(DependencyUnavailableException.class, e ->
                            assertThat(e.getMessage()).contains("did not answer before the request's deadline"));
            assertThat(Duration.ofNanos(System.nanoTime() - begin)).isLessThan(Duration.ofSeconds(4));
            assertThat(executor.submit(connection -> "next")).as("the thread is free again").succeedsWithin(WAIT);
        }
    }

    @Test
    void commitsATransactionThatReturnsAndRollsBackOneThatThrows() throws Exception {
        try (DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 2, 10)) {
            CompletableFuture<Integer> committed = executor.transaction(connection -> insert(connection, 1));
            CompletableFuture<Integer> rolledBack = executor.transaction(connection -> {
                insert(connection, 2);
                throw new SQLException("binding conflict");
            });

            assertThat(committed).succeedsWithin(WAIT).isEqualTo(1);
            assertThat(rolledBack).failsWithin(WAIT)
                    .withThrowableOfType(ExecutionException.class)
                    .withCauseInstanceOf(SQLException.class)
                    .withMessageContaining("binding conflict");
            assertThat(executor.submit(DbExecutorIT::ids)).succeedsWithin(WAIT).isEqualTo("1");
        }
    }

    @Test
    void closeRunsQueuedWorkThenRefusesMore() {
        DbExecutor executor = new DbExecutor(db.dataSource(), SCHEMA, 1, 10);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<String> running = executor.submit(connection -> {
            awaitUninterruptibly(release);
            return "ran";
        });
        CompletableFuture<Integer> queued = executor.transaction(connection -> insert(connection, 3));

        CompletableFuture<Void> closing = CompletableFuture.runAsync(executor::close);
        // Probes are queued (or refused as full) until close() has shut the door.
        while (!refusedAsClosed(executor.submit(connection -> "probe"))) {
            Thread.onSpinWait();
        }
        release.countDown();

        assertThat(closing).succeedsWithin(WAIT);
        assertThat(running).isCompletedWithValue("ran");
        assertThat(queued).isCompletedWithValue(1);
    }

    private static boolean refusedAsClosed(CompletableFuture<?> future) {
        return future.isCompletedExceptionally()
                && future.exceptionNow() instanceof RejectedExecutionException refused
                && refused.getMessage().endsWith("is closed");
    }

    private static int insert(Connection connection, int id) throws SQLException {
        return connection.createStatement().executeUpdate("INSERT INTO bindings VALUES (" + id + ")");
    }

    private static String ids(Connection connection) throws SQLException {
        StringBuilder ids = new StringBuilder();
        try (ResultSet rows = connection.createStatement().executeQuery("SELECT id FROM bindings ORDER BY id")) {
            while (rows.next()) {
                ids.append(ids.isEmpty() ? "" : ",").append(rows.getInt(1));
            }
        }
        return ids.toString();
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        boolean interrupted = false;
        while (true) {
            try {
                latch.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
