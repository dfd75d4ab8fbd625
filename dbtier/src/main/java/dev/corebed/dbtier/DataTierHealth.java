package dev.corebed.dbtier;

import dev.corebed.core.health.HealthContributor;
import dev.corebed.core.health.HealthStatus;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether this stub's data tier answers, as {@code /health} reports it under {@code dataTier}:
 * <ul>
 *   <li>DOWN from the first connection failure of any work, or of the check made every second while no work
 *       runs into one (so that an idle stub reports it too), until a probe gets a valid connection again. While
 *       DOWN the {@link DbExecutor} refuses work at once (503 / 3004) instead of letting every request find out;
 *       the probe runs every 250 ms, and on success the pool's old connections are evicted, so the work after
 *       it runs on new ones;</li>
 *   <li>DEGRADED for 5 s after the executor refused work because it was full or let work expire in its queue:
 *       the stub serves, but not all it is offered;</li>
 *   <li>UP otherwise.</li>
 * </ul>
 */
public final class DataTierHealth implements HealthContributor {

    private static final Logger log = LoggerFactory.getLogger(DataTierHealth.class);
    static final long PROBE_MILLIS = 250;
    static final long CHECK_MILLIS = 1000;
    private static final long DEGRADED_NANOS = TimeUnit.SECONDS.toNanos(5);

    private final String name;
    private final DataSource dataSource;
    private final Runnable onRecovery;
    private final ScheduledExecutorService prober;

    private volatile boolean down;
    private volatile Instant downSince;
    private volatile long downNanos;
    private volatile String detail;
    private volatile long lastBusyNanos;
    private volatile long lastSuccessNanos = System.nanoTime();
    private volatile Instant busySince;
    private volatile Instant upSince = Instant.now();
    private volatile boolean closed;
    /** Reversals of commits whose outcome is unknown, run by the probe that finds the tier back, before UP. */
    private final List<SqlWork<?>> undos = new ArrayList<>();

    /**
     * @param dataSource what the probe borrows a connection from
     * @param onRecovery run when the tier is found unreachable and once a probe succeeded, before work is accepted
     *                   again: evicts the pool's connections
     */
    public DataTierHealth(String schema, DataSource dataSource, Runnable onRecovery) {
        this.name = "dbtier-" + schema;
        this.dataSource = dataSource;
        this.onRecovery = onRecovery;
        this.prober = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name + "-probe");
            t.setDaemon(true);
            return t;
        });
        prober.scheduleWithFixedDelay(this::check, CHECK_MILLIS, CHECK_MILLIS, TimeUnit.MILLISECONDS);
    }

    /**
     * While UP and idle: is the tier still there? A connection from the pool, validated (the driver's ping). Skipped
     * when work succeeded within the last period: the pool may then be busy, and the answer is known.
     */
    private void check() {
        if (down || closed || System.nanoTime() - lastSuccessNanos < TimeUnit.MILLISECONDS.toNanos(CHECK_MILLIS)) {
            return;
        }
        try (Connection c = dataSource.getConnection()) {
            if (!c.isValid(1)) {
                connectionFailed(new SQLException("the data tier did not answer a ping"));
            }
        } catch (SQLException | RuntimeException e) {
            // a pool that only waited says nothing of the tier: the next check asks again
            if (SqlFailures.isConnectionFailure(e) && !SqlFailures.isPoolTimeout(e)) {
                connectionFailed(e);
            }
        }
    }

    @Override
    public String name() {
        return "dataTier";
    }

    @Override
    public State state() {
        if (down) {
            return new State(HealthStatus.DOWN, downSince, detail);
        }
        long busy = lastBusyNanos;
        if (busy != 0 && System.nanoTime() - busy < DEGRADED_NANOS) {
            return new State(HealthStatus.DEGRADED, busySince, "work refused or expired: the data tier is saturated");
        }
        return new State(HealthStatus.UP, upSince, null);
    }

    public boolean isDown() {
        return down;
    }

    /** Work failed to reach the data tier: DOWN until a probe connects. */
    void connectionFailed(Throwable cause) {
        synchronized (this) {
            detail = String.valueOf(cause.getMessage());
            if (down || closed) {
                return;
            }
            down = true;
            downSince = Instant.now();
            downNanos = System.nanoTime();
        }
        log.warn("{}: the data tier is unreachable ({}); refusing its work until it answers again", name, detail);
        // The pool's other connections are to the server that went away: drop them now rather than let each fail
        // a request once the tier is back.
        onRecovery.run();
        schedule(0);
    }

    /** Runs this when the tier is back, before any other work (the tier is DOWN now). */
    void undoWhenBack(SqlWork<?> undo) {
        synchronized (undos) {
            undos.add(undo);
        }
        if (!down) {
            schedule(0); // the tier was found back meanwhile: undo now
        }
    }

    /** The pending undos, each in auto-commit mode; a connection failure keeps the rest for the next probe. */
    private void runUndos(Connection c) throws SQLException {
        List<SqlWork<?>> pending;
        synchronized (undos) {
            pending = new ArrayList<>(undos);
        }
        for (SqlWork<?> undo : pending) {
            try {
                undo.run(c);
            } catch (SQLException e) {
                if (SqlFailures.isConnectionFailure(e)) {
                    throw e;
                }
                log.error("{}: could not undo a change whose commit was not acknowledged: {}", name, e.toString());
            }
            synchronized (undos) {
                undos.remove(undo);
            }
        }
        if (!pending.isEmpty()) {
            log.info("{}: undid {} change(s) whose commit was cut off when the data tier went away", name, pending.size());
        }
    }

    /** Work ran on the tier. */
    void succeeded() {
        lastSuccessNanos = System.nanoTime();
    }

    /** The executor refused work (full) or let it expire: DEGRADED for a while. */
    void busy() {
        if (lastBusyNanos == 0 || System.nanoTime() - lastBusyNanos >= DEGRADED_NANOS) {
            busySince = Instant.now();
        }
        lastBusyNanos = System.nanoTime();
    }

    private void schedule(long delayMillis) {
        try {
            prober.schedule(this::probe, delayMillis, TimeUnit.MILLISECONDS);
        } catch (RuntimeException e) {
            // closed: nobody needs the answer any more
        }
    }

    private void probe() {
        if (closed) {
            return;
        }
        try (Connection c = dataSource.getConnection()) {
            if (c.isValid(1)) {
                runUndos(c);
                if (!down) {
                    return; // an undo handed over after the tier was found back
                }
                onRecovery.run();
                long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - downNanos);
                synchronized (this) {
                    down = false;
                    detail = null;
                    upSince = Instant.now();
                }
                log.info("{}: the data tier answers again, after {} ms", name, millis);
                return;
            }
        } catch (SQLException | RuntimeException e) {
            detail = String.valueOf(e.getMessage());
        }
        schedule(PROBE_MILLIS);
    }

    /** Stops probing. */
    void close() {
        closed = true;
        prober.shutdownNow();
    }
}
