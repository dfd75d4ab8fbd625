package dev.corebed.dbtier.view;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An in-memory view of data-tier rows that the hot path reads without waiting (NRF discovery, the UDR's
 * group-id ranges): an immutable state {@code S} that a background poll replaces, so that every stub instance
 * on one data tier converges within about one period. What to poll is the stub's ({@link Poll}; {@link
 * ChangedRows} and {@link VersionCounter} are the two usual ways); the thread, the start, the failure handling
 * and the read-your-writes path are here.
 *
 * <p>Read your writes: a write committed through this instance hands its change to {@link #written}, which
 * completes once the state holds it, and the write answers after that, so the same instance never serves a
 * state older than what it acknowledged. Changes that arrive together are applied in one go ({@link Apply}),
 * so a registration storm costs one new state per batch, not one per write. Everything that changes the state
 * (polls and writes) runs on the view's one thread, in order: a poll that read the data tier before a write
 * committed is applied before that write, never after it.
 *
 * @param <S> the state: immutable, read by any thread
 * @param <C> one committed change of this instance (a row written or deleted)
 */
public final class PolledView<S, C> implements AutoCloseable {

    /** Reads the data tier and answers the next state, or {@code current} itself when nothing changed. */
    @FunctionalInterface
    public interface Poll<S> {
        S next(S current) throws Exception;
    }

    /** The state with committed changes of this instance applied, in order. */
    @FunctionalInterface
    public interface Apply<S, C> {
        S apply(S current, List<C> changes);
    }

    private record Pending<C>(C change, CompletableFuture<Void> applied) {}

    private static final Logger log = LoggerFactory.getLogger(PolledView.class);

    private final String name;
    private final Duration period;
    private final Poll<S> poll;
    private final Apply<S, C> apply;
    private final ScheduledExecutorService thread;
    private final ConcurrentLinkedQueue<Pending<C>> pending = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean draining = new AtomicBoolean();
    private volatile S state;
    private boolean failing;

    /**
     * @param name    names the view's thread and its log lines ("nrf-profile-view")
     * @param initial the state before the first poll
     */
    public PolledView(String name, Duration period, S initial, Poll<S> poll, Apply<S, C> apply) {
        this.name = name;
        this.period = period;
        this.poll = poll;
        this.apply = apply;
        this.state = initial;
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /** Polls once before returning, so the stub never serves an empty view, then every period. */
    public void start() throws Exception {
        thread.submit(() -> {
            state = poll.next(state);
            return null;
        }).get(1, TimeUnit.MINUTES);
        thread.scheduleWithFixedDelay(this::pollQuietly, period.toNanos(), period.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** The current state; never blocks. */
    public S snapshot() {
        return state;
    }

    /** Polls now; completes when the view has caught up with the data tier (a write that cannot name its change). */
    public CompletableFuture<Void> refreshNow() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            thread.execute(() -> {
                try {
                    state = poll.next(state);
                    done.complete(null);
                } catch (Exception e) {
                    done.completeExceptionally(e);
                }
            });
        } catch (RuntimeException e) {
            done.completeExceptionally(e);
        }
        return done;
    }

    /**
     * A change this instance committed; completes once {@link #snapshot()} holds it. Call it after the commit
     * and answer after it completes. It fails only when the view is closed.
     */
    public CompletableFuture<Void> written(C change) {
        CompletableFuture<Void> applied = new CompletableFuture<>();
        pending.add(new Pending<>(change, applied));
        if (draining.compareAndSet(false, true)) {
            try {
                thread.execute(this::drain);
            } catch (RuntimeException e) {
                draining.set(false);
                failPending(e);
            }
        }
        return applied;
    }

    @Override
    public void close() {
        thread.shutdownNow();
        failPending(new IllegalStateException(name + " is closed"));
    }

    /** Applies every change queued so far as one new state, then answers their writers. */
    private void drain() {
        draining.set(false);
        List<Pending<C>> batch = new ArrayList<>();
        for (Pending<C> p; (p = pending.poll()) != null; ) {
            batch.add(p);
        }
        if (batch.isEmpty()) {
            return;
        }
        List<C> changes = new ArrayList<>(batch.size());
        batch.forEach(p -> changes.add(p.change()));
        try {
            state = apply.apply(state, changes);
            batch.forEach(p -> p.applied().complete(null));
        } catch (RuntimeException e) {
            log.warn("{}: a committed change could not be applied, the next poll will bring it: {}", name, e.toString());
            batch.forEach(p -> p.applied().completeExceptionally(e));
        }
    }

    private void failPending(Exception e) {
        for (Pending<C> p; (p = pending.poll()) != null; ) {
            p.applied().completeExceptionally(e);
        }
    }

    private void pollQuietly() {
        try {
            state = poll.next(state);
            if (failing) {
                failing = false;
                log.info("{}: the data tier answers again", name);
            }
        } catch (Exception e) {
            // Keep serving the last state; say it once, not every period.
            if (!failing) {
                failing = true;
                log.warn("{}: cannot poll the data tier, serving the last known state: {}", name, e.toString());
            }
        }
    }
}
