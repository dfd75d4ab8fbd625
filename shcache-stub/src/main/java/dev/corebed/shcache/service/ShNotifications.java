package dev.corebed.shcache.service;

import dev.corebed.diameter.sh.ShData;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Sh-Notif (PNR) from the HSS: the changed data in its Sh-Data updates the cached items it names (an item not cached
 * stays uncached: nobody read it), removes repository data the HSS deleted (a RepositoryData without ServiceData),
 * and is recorded on the subscriptions of the data it carries (UE reachability for IP...). A document the cache
 * cannot tell anything from drops every cached item of the user, so nothing stale is served. The PNA is sent once
 * this is committed.
 */
public final class ShNotifications {

    /** What a notification did: items updated, removed, subscriptions notified, and whether it dropped the user's items. */
    public record Outcome(int updated, int removed, int notified, boolean invalidated) {}

    private final ShDataStore items;
    private final ShSubscriptionStore subscriptions;
    private final ShCacheMetrics metrics;
    private final Duration ttl;
    private final Clock clock;

    public ShNotifications(ShDataStore items, ShSubscriptionStore subscriptions, ShCacheMetrics metrics,
                           ShCacheService.Options options, Clock clock) {
        this.items = items;
        this.subscriptions = subscriptions;
        this.metrics = metrics;
        this.ttl = options.ttl();
        this.clock = clock;
    }

    /**
     * Applies a PNR's User-Data for a user.
     *
     * @throws ShData.InvalidShData when the User-Data is not Sh-Data (the PNA says so; nothing changes)
     */
    public CompletableFuture<Outcome> notify(UserIdentity user, byte[] userData) {
        ShData doc = ShData.parse(userData);
        long now = clock.millis();
        long expires = now + ttl.toMillis();
        List<CompletableFuture<Boolean>> updates = new ArrayList<>();
        List<CompletableFuture<Boolean>> removals = new ArrayList<>();
        List<ShItem> changed = new ArrayList<>();
        for (ShData.RepositoryData r : doc.repositoryData()) {
            ShItem item = ShItem.repositoryData(r.serviceIndication());
            changed.add(item);
            if (r.serviceData() == null) {
                removals.add(items.remove(ShCacheService.key(user, item)));
            } else {
                byte[] one = ShData.repositoryData(r.serviceIndication(), r.sequenceNumber() == null ? 0 : r.sequenceNumber(),
                        r.serviceData());
                updates.add(items.replaceIfPresent(new ShDataStore.Row(ShCacheService.key(user, item), r.sequenceNumber(), one,
                        now, expires)));
            }
        }
        if (!doc.msisdns().isEmpty()) {
            ShItem item = ShItem.of(ShItem.Kind.MSISDN);
            changed.add(item);
            updates.add(items.replaceIfPresent(new ShDataStore.Row(ShCacheService.key(user, item), null,
                    ShData.msisdn(doc.msisdns()), now, expires)));
        }
        if (doc.stnSr() != null) {
            ShItem item = ShItem.of(ShItem.Kind.STN_SR);
            changed.add(item);
            updates.add(items.replaceIfPresent(new ShDataStore.Row(ShCacheService.key(user, item), null,
                    ShData.stnSr(doc.stnSr()), now, expires)));
        }
        if (doc.ueReachabilityForIp() != null) {
            changed.add(ShItem.of(ShItem.Kind.UE_REACHABILITY_FOR_IP));
        }
        if (changed.isEmpty()) {
            return items.removeUser(user.value()).thenApply(n -> {
                metrics.notification("invalidated");
                return new Outcome(0, n, 0, true);
            });
        }
        List<CompletableFuture<Boolean>> notified = new ArrayList<>();
        for (ShItem item : changed) {
            notified.add(subscriptions.notified(ShCacheService.key(user, item), now, userData));
        }
        List<CompletableFuture<Boolean>> all = new ArrayList<>(updates);
        all.addAll(removals);
        all.addAll(notified);
        return CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).thenApply(v -> {
            Outcome o = new Outcome(count(updates), count(removals), count(notified), false);
            for (int i = 0; i < o.updated(); i++) {
                metrics.notification("updated");
            }
            for (int i = 0; i < o.removed(); i++) {
                metrics.notification("removed");
            }
            for (int i = 0; i < o.notified(); i++) {
                metrics.notification("recorded");
            }
            if (o.updated() + o.removed() + o.notified() == 0) {
                metrics.notification("ignored");
            }
            return o;
        });
    }

    private static int count(List<CompletableFuture<Boolean>> results) {
        return (int) results.stream().filter(f -> f.join()).count();
    }
}
