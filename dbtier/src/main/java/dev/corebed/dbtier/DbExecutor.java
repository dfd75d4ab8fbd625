package dev.corebed.dbtier;

import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.health.DependencyUnavailableException.Reason;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where every stub runs its JDBC work, so that none runs on a Netty event loop. One platform thread per pooled
 * connection, so a thread never waits for a connection, and a bounded queue in front. Work is answered within a
 * bound whatever the data tier does:
 * <ul>
 *   <li>refused at once when the queue is full ({@link Reason#BUSY}), or while {@link DataTierHealth}
 *       says the tier is unreachable ({@link Reason#DOWN}); both are answered 503 NF_CONGESTION / 3004;</li>
 *   <li>a request's work has a deadline ({@code db.request-timeout} after it was submitted): work still queued at
 *       its deadline is never run, and the statements of running work get what is left of it as their network
 *       timeout, so a hung server fails them instead of holding the thread;</li>
 *   <li>a connection failure marks the tier DOWN (probed every 250 ms until it answers).</li>
 * </ul>
 * {@link #bulk} work (bulk loads, counts of millions of rows, range deletes, truncates) has no deadline.
 */
public final class DbExecutor implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DbExecutor.class);
    /** How long a stop waits for running work; queued request work has expired by then anyway. */
    private static final long DRAIN_MILLIS = 3_000;
    /** Seconds sent in Retry-After when the data tier refuses. */
    static final int RETRY_AFTER_SECONDS = 1;
    private static final long NO_DEADLINE = Long.MAX_VALUE;
    /** Runs the network-timeout callback of the driver in place: nothing to hand off. */
    private static final Executor DIRECT = Runnable::run;

    private final DataSource dataSource;
    private final String name;
    private final ThreadPoolExecutor threads;
    private final long requestTimeoutNanos;
    private final DataTierHealth health;
    /** When request work is refused for the time the queue makes it wait; by default never. */
    private volatile QueueDelay queueDelay = new QueueDelay(0, Long.MAX_VALUE);

    /** Without deadlines or health (tests of the queue alone). */
    public DbExecutor(DataSource dataSource, String schema, int threadCount, int queueCapacity) {
        this(dataSource, schema, threadCount, queueCapacity, Duration.ZERO, null);
    }

    /**
     * @param schema         names the threads, {@code dbtier-<schema>-N}
     * @param threadCount    the data source's maximum pool size
     * @param queueCapacity  work accepted while all threads are busy
     * @param requestTimeout the deadline of request work, from submission; zero: none
     * @param health         told of connection failures and refusals, and asked before queueing; null: none
     */
    public DbExecutor(DataSource dataSource, String schema, int threadCount, int queueCapacity, Duration requestTimeout,
                      DataTierHealth health) {
        this.dataSource = dataSource;
        this.name = "dbtier-" + schema;
        this.requestTimeoutNanos = requestTimeout.toNanos();
        this.health = health;
        AtomicInteger threadNumber = new AtomicInteger();
        this.threads = new ThreadPoolExecutor(threadCount, threadCount, 0, TimeUnit.MILLISECONDS,
                new ArrayBlockingQueue<>(queueCapacity),
                work -> {
                    Thread thread = new Thread(work, name + "-" + threadNumber.incrementAndGet());
                    thread.setDaemon(true);
                    return thread;
                },
                (work, pool) -> {
                    throw new RejectedExecutionException(pool.isShutdown()
                            ? name + " is closed"
                            : name + " is full: " + queueCapacity + " queued, " + threadCount + " running");
                });
    }

    /**
     * Refuses request work at once (503 / 3004, "nothing was done") while the queue makes work wait too long
     * ({@link QueueDelay}): the waits of the work taken from it stayed above {@code target} for 100 ms (zero: no
     * target), or the oldest queued has waited more than {@code max}. Under overload an admitted request then waits
     * about the target, however long the queue may grow for a burst that the tier drains in time.
     */
    public DbExecutor queueDelay(Duration target, Duration max) {
        this.queueDelay = new QueueDelay(target.toNanos(), max.toNanos());
        return this;
    }

    /** How long the oldest queued work has waited, in nanoseconds (0 when none waits). */
    long queueDelayNanos() {
        Runnable head = threads.getQueue().peek();
        return head instanceof Task<?> task ? System.nanoTime() - task.submitted : 0;
    }

    /** Whether request work is refused now for the queue's delay. */
    boolean behind() {
        return queueDelay.refuses(queueDelayNanos());
    }

    /** A queue delay rule like this executor's, for a queue in front of it (the write groups'). */
    QueueDelay newQueueDelay() {
        QueueDelay d = queueDelay;
        return new QueueDelay(d.targetNanos(), d.maxNanos());
    }

    /** Runs a request's work on a pooled connection in auto-commit mode, within the request deadline. */
    public <T> CompletableFuture<T> submit(SqlWork<T> work) {
        return run(new Task<>(work, false, deadline()));
    }

    /** Runs a request's work in one transaction: committed if it returns, rolled back if it throws. */
    public <T> CompletableFuture<T> transaction(SqlWork<T> work) {
        return run(new Task<>(work, true, deadline()));
    }

    /**
     * The same, and when the data tier goes away while the commit runs (it may have gone through, its answer lost),
     * {@code undo} reverses it once the tier answers again, before any other work. The request is then answered as
     * refused with nothing kept, instead of "outcome unknown": an unacknowledged change does not stay visible.
     */
    public <T> CompletableFuture<T> transaction(SqlWork<T> work, SqlUndo<T> undo) {
        Task<T> task = new Task<>(work, true, deadline());
        task.undo = undo;
        return run(task);
    }

    /** The same with the deadline given (a group of requests: the deadline of its oldest). */
    <T> CompletableFuture<T> transaction(SqlWork<T> work, SqlUndo<T> undo, long deadlineNanos) {
        Task<T> task = new Task<>(work, true, deadlineNanos);
        task.undo = undo;
        return run(task);
    }

    /** The deadline of request work submitted now. */
    long requestDeadline() {
        return deadline();
    }

    /**
     * Runs work of the management API (a bulk load, a count or a range delete over millions of rows) in auto-commit
     * mode without a deadline: it takes as long as the data tier needs. Refused like any work when full or DOWN.
     */
    public <T> CompletableFuture<T> bulk(SqlWork<T> work) {
        return run(new Task<>(work, false, NO_DEADLINE));
    }

    /**
     * Removes every row of the tables (a reset, a "delete all"): TRUNCATE, which empties a benchmark
     * population of millions of rows at once where a DELETE would exceed NDB's per-transaction limits. It is
     * not transactional: each table is emptied in turn.
     */
    public CompletableFuture<Void> truncate(String... tables) {
        return bulk(connection -> {
            try (var s = connection.createStatement()) {
                for (String table : tables) {
                    s.executeUpdate("TRUNCATE TABLE " + table);
                }
            }
            return null;
        });
    }

    /** The data tier's health as this executor sees it; null when it was built without one. */
    public DataTierHealth health() {
        return health;
    }

    private long deadline() {
        return requestTimeoutNanos > 0 ? System.nanoTime() + requestTimeoutNanos : NO_DEADLINE;
    }

    private <T> CompletableFuture<T> run(Task<T> task) {
        if (health != null && health.isDown()) {
            task.result.completeExceptionally(new DependencyUnavailableException(Reason.DOWN,
                    "the data tier is unreachable; nothing was done", RETRY_AFTER_SECONDS, false, null));
            return task.result;
        }
        if (task.deadline != NO_DEADLINE && behind()) {
            busy();
            task.result.completeExceptionally(new DependencyUnavailableException(Reason.BUSY, "the data tier's queue is "
                    + TimeUnit.NANOSECONDS.toMillis(queueDelayNanos()) + " ms behind; nothing was done", RETRY_AFTER_SECONDS,
                    false, null));
            return task.result;
        }
        try {
            threads.execute(task);
        } catch (RejectedExecutionException e) {
            busy();
            task.result.completeExceptionally(threads.isShutdown() ? e : new DependencyUnavailableException(Reason.BUSY,
                    "the data tier's queue is full; nothing was done", RETRY_AFTER_SECONDS, false, e));
        }
        return task.result;
    }

    private void busy() {
        if (health != null) {
            health.busy();
        }
    }

    /**
     * Refuses new work, lets queued and running work finish for up to 3 s (request work has a deadline below
     * that), then interrupts what is left; work that never ran completes with {@link RejectedExecutionException}.
     */
    @Override
    public void close() {
        threads.shutdown();
        try {
            if (threads.awaitTermination(DRAIN_MILLIS, TimeUnit.MILLISECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (health != null) {
                health.close();
            }
        }
        List<Runnable> abandoned = threads.shutdownNow();
        log.warn("{} closed with {} queued tasks not run after {} ms", name, abandoned.size(), DRAIN_MILLIS);
        RejectedExecutionException closed = new RejectedExecutionException(name + " is closed");
        abandoned.forEach(task -> ((Task<?>) task).result.completeExceptionally(closed));
    }

    private final class Task<T> implements Runnable {

        final CompletableFuture<T> result = new CompletableFuture<>();
        final long submitted = System.nanoTime();
        private final SqlWork<T> work;
        private final boolean transactional;
        final long deadline;
        /** Set once a statement may have changed something: a failure after it leaves the outcome unknown. */
        private boolean started;
        /** Reverses a commit whose outcome is unknown; null: none. */
        SqlUndo<T> undo;
        /** What the transaction's work returned, for the undo. */
        private T value;

        Task(SqlWork<T> work, boolean transactional, long deadline) {
            this.work = work;
            this.transactional = transactional;
            this.deadline = deadline;
        }

        @Override
        public void run() {
            if (deadline != NO_DEADLINE) {
                long now = System.nanoTime();
                queueDelay.taken(now - submitted, now);
            }
            if (remainingMillis() <= 0) {
                busy();
                result.completeExceptionally(new DependencyUnavailableException(Reason.BUSY,
                        "the request's data-tier work waited past its deadline; nothing was done", RETRY_AFTER_SECONDS,
                        false, null));
                return;
            }
            Connection connection = null;
            T answer;
            try {
                try {
                    connection = dataSource.getConnection();
                } catch (SQLException e) {
                    if (SqlFailures.isPoolTimeout(e)) {
                        busy();
                        throw new DependencyUnavailableException(Reason.BUSY, "no data-tier connection was free in time;"
                                + " nothing was done", RETRY_AFTER_SECONDS, false, e);
                    }
                    throw e;
                }
                long left = remainingMillis();
                if (left <= 0) {
                    throw new DependencyUnavailableException(Reason.BUSY,
                            "no connection before the request's deadline; nothing was done", RETRY_AFTER_SECONDS, false, null);
                }
                if (deadline != NO_DEADLINE) {
                    // A hung server fails the statement at the deadline instead of holding this thread.
                    connection.setNetworkTimeout(DIRECT, (int) Math.min(Integer.MAX_VALUE, left));
                }
                answer = transactional ? inTransaction(connection) : autoCommit(connection);
            } catch (Throwable e) {
                // Whatever happened, someone waits on this future; answered before the connection is given back,
                // which on a broken one may wait for the network.
                result.completeExceptionally(translate(e));
                close(connection);
                return;
            }
            if (health != null) {
                health.succeeded();
            }
            result.complete(answer);
            // Done and committed: whatever giving the connection back meets changes nothing of it.
            close(connection);
        }

        private static void close(Connection connection) {
            if (connection == null) {
                return;
            }
            try {
                connection.close();
            } catch (SQLException | RuntimeException e) {
                log.debug("a data-tier connection failed when it was given back: {}", e.toString());
            }
        }

        private T autoCommit(Connection connection) throws SQLException {
            started = true;
            return work.run(connection);
        }

        private T inTransaction(Connection connection) throws SQLException {
            // HikariCP restores auto-commit when the connection goes back to the pool.
            connection.setAutoCommit(false);
            T value;
            try {
                value = work.run(connection);
            } catch (SQLException | RuntimeException e) {
                rollback(connection, e);
                throw e;
            }
            this.value = value;
            started = true;
            connection.commit();
            return value;
        }

        private long remainingMillis() {
            return deadline == NO_DEADLINE ? Long.MAX_VALUE : TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        }

        /**
         * A connection failure is the data tier's: DOWN, or BUSY when it is the deadline's network timeout that
         * struck; anything else (a constraint, a bug in the work) is passed on as it is.
         */
        private Throwable translate(Throwable e) {
            if (e instanceof DependencyUnavailableException) {
                return e;
            }
            boolean expired = deadline != NO_DEADLINE && remainingMillis() <= 0 && SqlFailures.isSqlFailure(e);
            if (!expired && !SqlFailures.isConnectionFailure(e)) {
                return e;
            }
            String outcome = started ? "the change may or may not have been committed" : "nothing was done";
            if (expired && started && undo != null && health != null) {
                // The commit ran into the deadline: the server is dying or stuck (an fsync), and may still make it
                // durable. Taken as the tier going away, so that the undo runs once it answers again.
                expired = false;
            }
            if (expired) {
                busy();
                return new DependencyUnavailableException(Reason.BUSY, "the data tier did not answer before the"
                        + " request's deadline; " + outcome, RETRY_AFTER_SECONDS, started, e);
            }
            if (health != null) {
                health.connectionFailed(e);
                if (started && undo != null) {
                    T result = value;
                    health.undoWhenBack(connection -> {
                        undo.run(connection, result);
                        return null;
                    });
                    return new DependencyUnavailableException(Reason.DOWN, "the data tier went away while committing;"
                            + " nothing is kept: the change is undone when it is back", RETRY_AFTER_SECONDS, false, e);
                }
            }
            return new DependencyUnavailableException(Reason.DOWN, "the data tier is unreachable; " + outcome,
                    RETRY_AFTER_SECONDS, started, e);
        }
    }

    private static void rollback(Connection connection, Exception cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }
}
