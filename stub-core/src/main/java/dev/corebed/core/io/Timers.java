package dev.corebed.core.io;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.slf4j.Logger;

/**
 * The housekeeping timers of a stub or simulator (sweeps, refreshes, a rate of notifications): one daemon thread whose
 * tasks only hand work on (to the data tier's executor, to a transport), so it never waits.
 */
public final class Timers {

    private Timers() {}

    /** One daemon thread named {@code name}; a cancelled task leaves its queue at once. Shut it down with its owner. */
    public static ScheduledThreadPoolExecutor daemon(String name) {
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName(name);
            t.setDaemon(true);
            return t;
        });
        timers.setRemoveOnCancelPolicy(true);
        return timers;
    }

    /**
     * Runs an asynchronous task every {@code interval}, skipping a turn while the previous one has not completed (a
     * slow data tier gets no pile of sweeps); a failure is one WARN line naming {@code what}.
     */
    public static ScheduledFuture<?> every(ScheduledExecutorService timers, Duration interval, String what, Logger log,
                                           Supplier<? extends CompletableFuture<?>> task) {
        AtomicBoolean running = new AtomicBoolean();
        return timers.scheduleWithFixedDelay(() -> {
            if (!running.compareAndSet(false, true)) {
                return;
            }
            try {
                task.get().whenComplete((r, failure) -> {
                    running.set(false);
                    if (failure != null) {
                        log.warn("{} failed: {}", what, failure.toString());
                    }
                });
            } catch (RuntimeException e) {
                running.set(false);
                log.warn("{} failed: {}", what, e.toString());
            }
        }, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }
}
