package dev.corebed.shcache.store;

import dev.corebed.shcache.store.ShDataStore.Key;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The subscriptions to notifications the cache holds at the HSS (table sh_subscription, migration shcache/V1), and
 * the last notification of each.
 */
public interface ShSubscriptionStore {

    /**
     * @param expiryTime   when the HSS ends the subscription (the SNA's Expiry-Time), epoch ms; null: none
     * @param oneTime      asked for One-Time-Notification: the HSS ends it after one notification
     * @param notifiedAt   when the last PNR came, epoch ms; null: none yet
     * @param lastUserData that PNR's User-Data
     */
    record Row(Key key, Long expiryTime, boolean oneTime, long subscribedAt, int notifications, Long notifiedAt,
               byte[] lastUserData) {}

    CompletableFuture<Optional<Row>> get(Key key);

    /** A user's subscriptions (inspection on the management port). */
    CompletableFuture<List<Row>> list(String userIdentity);

    /** At most {@code limit} subscriptions in key order after {@code after} (from the first when null). */
    CompletableFuture<List<Row>> page(Key after, int limit);

    /** Stores a new subscription, replacing one of the same key (a subscription renewed). */
    CompletableFuture<Void> put(Row row);

    CompletableFuture<Optional<Row>> remove(Key key);

    /** Records a notification of a subscription, if there is one; whether there was. */
    CompletableFuture<Boolean> notified(Key key, long at, byte[] userData);

    /** At most {@code limit} subscriptions past their expiry time at {@code now}; how many. */
    CompletableFuture<Integer> removeExpired(long now, int limit);

    CompletableFuture<Long> count();

    CompletableFuture<Void> clear();
}
