package dev.corebed.udr.store;

import dev.corebed.udr.store.PolicyDataStore.Watcher;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * PolicyDataSubscription resources (TS 29.519 §5.2.11-12) on the data tier, with the resource keys each one
 * watches ({@code /policy-data/ues/{ueId}/sm-data}: the monitored URI's path from /policy-data on).
 */
public interface PolicyDataSubscriptionStore {

    /** @param expiry epoch milliseconds, null for none */
    CompletableFuture<Void> create(String subsId, String subscription, Long expiry, Collection<String> resources);

    /** Replaces a subscription and what it watches; false when there is no such subscription. */
    CompletableFuture<Boolean> replace(String subsId, String subscription, Long expiry, Collection<String> resources);

    CompletableFuture<Boolean> delete(String subsId);

    CompletableFuture<Optional<String>> get(String subsId);

    /** Removes every subscription (a reset). */
    CompletableFuture<Void> clear();

    /** Removes up to {@code max} subscriptions whose expiry has passed; returns how many. */
    CompletableFuture<Integer> removeExpired(long now, int max);

    /**
     * The live subscriptions watching a resource key between {@code from} (inclusive) and {@code to}
     * (exclusive), at most {@code max}: the bulk load's way to find who watches the UEs it replaced.
     */
    CompletableFuture<List<Watcher>> watchersBetween(String from, String to, int max);
}
