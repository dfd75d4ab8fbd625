package dev.corebed.dbtier;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where every stub runs its JDBC work, so that none runs on a Netty event loop. One platform thread
 * per pooled connection, so a thread never waits for a connection, and a bounded queue in front:
 * when it is full, work is refused at once with {@link RejectedExecutionException} (the SBI edge
 * answers 503 NF_CONGESTION) instead of piling up behind a slow database.
 */
public final class DbExecutor implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DbExecutor.class);
    private static final long DRAIN_SECONDS = 30;

    private final DataSource dataSource;
    private final String name;
    private final ThreadPoolExecutor threads;

    /**
     * @param schema names the threads, {@code dbtier-<schema>-N}
     * @param threadCount the data source's maximum pool size
     * @param queueCapacity work accepted while all threads are busy
     */
    public DbExecutor(DataSource dataSource, String schema, int threadCount, int queueCapacity) {
        this.dataSource = dataSource;
        this.name = "dbtier-" + schema;
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

    /** Runs the work on a pooled connection in auto-commit mode. */
    public <T> CompletableFuture<T> submit(SqlWork<T> work) {
        Task<T> task = new Task<>(work);
        try {
            threads.execute(task);
        } catch (RejectedExecutionException e) {
            task.result.completeExceptionally(e);
        }
        return task.result;
    }

    /** Runs the work in one transaction: committed if it returns, rolled back if it throws. */
    public <T> CompletableFuture<T> transaction(SqlWork<T> work) {
        return submit(connection -> {
            // HikariCP restores auto-commit when the connection goes back to the pool.
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                rollback(connection, e);
                throw e;
            }
        });
    }

    /**
     * Removes every row of the tables (a reset, a "delete all"): TRUNCATE, which empties a benchmark
     * population of millions of rows at once where a DELETE would exceed NDB's per-transaction limits. It is
     * not transactional: each table is emptied in turn.
     */
    public CompletableFuture<Void> truncate(String... tables) {
        return submit(connection -> {
            try (var s = connection.createStatement()) {
                for (String table : tables) {
                    s.executeUpdate("TRUNCATE TABLE " + table);
                }
            }
            return null;
        });
    }

    /**
     * Refuses new work, lets queued and running work finish for up to 30 s, then interrupts what is
     * left; work that never ran completes with {@link RejectedExecutionException}.
     */
    @Override
    public void close() {
        threads.shutdown();
        try {
            if (threads.awaitTermination(DRAIN_SECONDS, TimeUnit.SECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<Runnable> abandoned = threads.shutdownNow();
        log.warn("{} closed with {} queued tasks not run after {} s", name, abandoned.size(), DRAIN_SECONDS);
        RejectedExecutionException closed = new RejectedExecutionException(name + " is closed");
        abandoned.forEach(task -> ((Task<?>) task).result.completeExceptionally(closed));
    }

    private static void rollback(Connection connection, Exception cause) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    private final class Task<T> implements Runnable {

        final CompletableFuture<T> result = new CompletableFuture<>();
        private final SqlWork<T> work;

        Task(SqlWork<T> work) {
            this.work = work;
        }

        @Override
        public void run() {
            try (Connection connection = dataSource.getConnection()) {
                result.complete(work.run(connection));
            } catch (Throwable e) {
                // Whatever happened, someone waits on this future.
                result.completeExceptionally(e);
            }
        }
    }
}
