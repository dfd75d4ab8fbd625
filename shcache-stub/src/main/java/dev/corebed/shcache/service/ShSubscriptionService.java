package dev.corebed.shcache.service;

import dev.corebed.shcache.service.ShCacheException.Problem;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;

/**
 * Subscriptions to notifications (TS 29.328 Sh-Subs-Notif, SNR) that the cache makes for an application server (the
 * IP-SM-GW's UE reachability for IP, or any item it caches): kept once the HSS answered 2001, with the Expiry-Time
 * the HSS granted; the PNRs that follow are recorded on them ({@link ShNotifications}). Unsubscribing always asks
 * the HSS, so a subscription the cache lost track of can still be ended.
 */
public final class ShSubscriptionService {

    /**
     * What the application server asks for.
     *
     * @param expiryTime the subscription's end it asks for; null: none (the HSS decides)
     * @param oneTime    the HSS ends it after its first notification
     * @param sendData   the SNA carries the current data (kept in the cache for data it caches)
     */
    public record Request(Instant expiryTime, boolean oneTime, boolean sendData) {}

    /** A subscription as stored; {@code lastUserData} is the last PNR's Sh-Data, or null. */
    public record Subscription(UserIdentity user, ShItem item, Instant expiryTime, boolean oneTime, Instant subscribedAt,
                               int notifications, Instant notifiedAt, byte[] lastUserData) {}

    private final ShSubscriptionStore store;
    private final ShDataStore items;
    private final Hss hss;
    private final ShCacheMetrics metrics;
    private final Duration ttl;
    private final Clock clock;

    public ShSubscriptionService(ShSubscriptionStore store, ShDataStore items, Hss hss, ShCacheMetrics metrics,
                                 ShCacheService.Options options, Clock clock) {
        this.store = store;
        this.items = items;
        this.hss = hss;
        this.metrics = metrics;
        this.ttl = options.ttl();
        this.clock = clock;
    }

    public CompletableFuture<Subscription> subscribe(UserIdentity user, ShItem item, Request request) {
        long asked = clock.millis();
        return hss.subscribeNotifications(user, item, new Hss.Subscription(true, request.expiryTime(), request.oneTime(),
                request.sendData())).thenCompose(answer -> {
            if (!answer.success()) {
                throw HssOutcomes.error("SNR", answer, user, item);
            }
            Instant expiry = answer.expiryTime() != null ? answer.expiryTime() : request.expiryTime();
            ShSubscriptionStore.Row row = new ShSubscriptionStore.Row(ShCacheService.key(user, item),
                    expiry == null ? null : expiry.toEpochMilli(), request.oneTime(), asked, 0, null, null);
            CompletableFuture<Void> kept = store.put(row);
            if (request.sendData() && answer.userData() != null && item.kind() != ShItem.Kind.UE_REACHABILITY_FOR_IP) {
                // The SNA carries the data: the cache keeps it as a UDA's, when it holds the item.
                kept = kept.thenCompose(v -> keep(user, item, answer.userData(), asked));
            }
            return kept.thenApply(v -> {
                metrics.subscription("subscribed");
                return view(user, item, row);
            });
        });
    }

    private CompletableFuture<Void> keep(UserIdentity user, ShItem item, byte[] userData, long asked) {
        Integer sequence;
        try {
            sequence = ShCacheService.present(user, item, userData);
        } catch (ShCacheException e) {
            return CompletableFuture.completedFuture(null);
        }
        return items.put(new ShDataStore.Row(ShCacheService.key(user, item), sequence, userData, asked, asked + ttl.toMillis()));
    }

    /** Unsubscribes at the HSS; the subscription as it was kept (or as the HSS ended it, when the cache had none). */
    public CompletableFuture<Subscription> unsubscribe(UserIdentity user, ShItem item) {
        long asked = clock.millis();
        return hss.subscribeNotifications(user, item, new Hss.Subscription(false, null, false, false)).thenCompose(answer -> {
            if (!answer.success()) {
                ShCacheException e = HssOutcomes.error("SNR", answer, user, item);
                if (e.problem() == Problem.SUBS_DATA_ABSENT) {
                    // The HSS holds no such subscription: forget ours too, and say there is none.
                    return store.remove(ShCacheService.key(user, item)).thenApply(v -> {
                        throw new ShCacheException(Problem.SUBSCRIPTION_NOT_FOUND, e.getMessage());
                    });
                }
                throw e;
            }
            return store.remove(ShCacheService.key(user, item)).thenApply(removed -> {
                metrics.subscription("unsubscribed");
                return removed.map(r -> view(user, item, r)).orElseGet(() ->
                        new Subscription(user, item, null, false, Instant.ofEpochMilli(asked), 0, null, null));
            });
        });
    }

    public CompletableFuture<Subscription> get(UserIdentity user, ShItem item) {
        return store.get(ShCacheService.key(user, item)).thenApply(found -> found
                .filter(r -> r.expiryTime() == null || r.expiryTime() > clock.millis())
                .map(r -> view(user, item, r))
                .orElseThrow(() -> new ShCacheException(Problem.SUBSCRIPTION_NOT_FOUND,
                        "the cache holds no subscription to " + item + " of " + user)));
    }

    private static Subscription view(UserIdentity user, ShItem item, ShSubscriptionStore.Row r) {
        return new Subscription(user, item, r.expiryTime() == null ? null : Instant.ofEpochMilli(r.expiryTime()), r.oneTime(),
                Instant.ofEpochMilli(r.subscribedAt()), r.notifications(),
                r.notifiedAt() == null ? null : Instant.ofEpochMilli(r.notifiedAt()), r.lastUserData());
    }
}
