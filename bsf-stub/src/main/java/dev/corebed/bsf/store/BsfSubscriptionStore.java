package dev.corebed.bsf.store;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The event subscriptions on the data tier. */
public interface BsfSubscriptionStore {

    /** The size of bsf_subscription.supi (migration bsf/V1), in characters. */
    int SUPI_LENGTH = 128;

    /** One stored subscription: its id, SUPI and BsfSubscription JSON. */
    record SubscriptionRow(String subscriptionId, String supi, byte[] body, long createdAt, long updatedAt) {}

    /** Stores a new subscription unless {@code limit} are stored already; answers whether it was stored. */
    CompletableFuture<Boolean> create(SubscriptionRow row, int limit);

    /** Replaces a subscription; false when there is none with that id. */
    CompletableFuture<Boolean> replace(SubscriptionRow row);

    CompletableFuture<Boolean> delete(String subscriptionId);

    /** Removes every subscription (a reset). */
    CompletableFuture<Void> clear();

    /** Every subscription, at most {@code limit}. */
    CompletableFuture<List<SubscriptionRow>> all(int limit);
}
