package dev.corebed.peersim.common;

import dev.corebed.core.reset.ResettableState;
import java.util.concurrent.CompletableFuture;

/**
 * A simulator's state as a reset ({@code POST /admin/v1/reset}) puts it back: what it received forgotten, and its
 * own state (subscriptions, counters, callbacks waiting for a retry) cleared by {@code clear}. Nobody is notified.
 */
public final class SimulatorState implements ResettableState {

    private final String name;
    private final Received received;
    private final Runnable clear;

    public SimulatorState(String name, Received received, Runnable clear) {
        this.name = name;
        this.received = received;
        this.clear = clear;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public CompletableFuture<Void> reset() {
        clear.run();
        received.clear();
        return CompletableFuture.completedFuture(null);
    }
}
