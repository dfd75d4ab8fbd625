package dev.corebed.core.reset;

import java.util.concurrent.CompletableFuture;

/**
 * A stub's state as {@code POST /admin/v1/reset} puts it back: rows of the stub's schema deleted (or
 * restored to what configuration seeds), in-memory views refreshed at once, subscriptions gone, pending
 * notifications dropped. Each stub implements it through its service layer.
 */
public interface ResettableState {

    /** What is reset, for the log ("NF profiles and subscriptions"). */
    String name();

    /** Completes once the state is back to its configured defaults (committed, views refreshed). */
    CompletableFuture<Void> reset();
}
