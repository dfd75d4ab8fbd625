package dev.corebed.nrf.store;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.UnaryOperator;

/**
 * Where the NRF keeps NF status subscriptions: the data tier, so every NRF instance on it sees them.
 * Every future completes after the commit. A subscription whose validity has ended is gone for every
 * read here, whether or not the sweep has removed its row yet.
 */
public interface NfSubscriptionStore {

    /**
     * One subscription.
     *
     * @param validityUntil epoch millis of the granted validityTime
     * @param subscription  the SubscriptionData JSON as granted
     */
    record StoredSubscription(String subscriptionId, long validityUntil, byte[] subscription) {}

    /**
     * Stores a new subscription, indexed by the condition keys it watches, unless {@code limit} valid
     * subscriptions exist already; the count and the insert are serialised across NRF instances.
     * False when the limit is reached.
     */
    CompletableFuture<Boolean> create(StoredSubscription subscription, Collection<String> watched, int limit, long now);

    /** Replaces a valid subscription with what {@code change} makes of it, under a row lock; empty when unknown. */
    CompletableFuture<Optional<StoredSubscription>> update(String subscriptionId, long now,
                                                           UnaryOperator<StoredSubscription> change);

    /** True when a valid subscription was removed. */
    CompletableFuture<Boolean> delete(String subscriptionId, long now);

    /** The valid subscriptions watching any of the keys, each once. */
    CompletableFuture<List<StoredSubscription>> watching(Collection<String> keys, long now);

    /** Every valid subscription, in id order. */
    CompletableFuture<List<StoredSubscription>> all(long now);

    /** Removes every subscription (a reset, or the management port's delete all). */
    CompletableFuture<Void> clear();

    /** Removes the subscriptions whose validity has ended; how many. */
    CompletableFuture<Integer> removeExpired(long now);
}
