package dev.corebed.shcache.service;

import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * What the management port shows of the cache and does to it: counts, one user's rows as stored (expired ones
 * included, so a test sees what the data tier holds), clearing, and the sweep on demand.
 */
public final class ShCacheInventory {

    /** The cache as a whole: its TTL, rows stored, of them live, and subscriptions. */
    public record Totals(Duration ttl, long items, long liveItems, long subscriptions) {}

    /** One user's rows. */
    public record UserRows(List<ShDataStore.Row> items, List<ShSubscriptionStore.Row> subscriptions) {}

    private final ShDataStore items;
    private final ShSubscriptionStore subscriptions;
    private final CacheSweep sweep;
    private final Duration ttl;
    private final Clock clock;

    public ShCacheInventory(ShDataStore items, ShSubscriptionStore subscriptions, CacheSweep sweep, ShCacheService.Options options,
                            Clock clock) {
        this.items = items;
        this.subscriptions = subscriptions;
        this.sweep = sweep;
        this.ttl = options.ttl();
        this.clock = clock;
    }

    public CompletableFuture<Totals> totals() {
        return items.count(clock.millis()).thenCombine(subscriptions.count(),
                (c, s) -> new Totals(ttl, c.rows(), c.live(), s));
    }

    public CompletableFuture<UserRows> user(UserIdentity user) {
        return items.list(user.value()).thenCombine(subscriptions.list(user.value()), UserRows::new);
    }

    /** Drops a user's cached items (not its subscriptions, which live in the HSS too); how many. */
    public CompletableFuture<Integer> evict(UserIdentity user) {
        return items.removeUser(user.value());
    }

    /** Drops every cached item and every subscription record (the HSS keeps its subscriptions). */
    public CompletableFuture<Void> clear() {
        return items.clear().thenCompose(v -> subscriptions.clear());
    }

    public CompletableFuture<CacheSweep.Result> sweep() {
        return sweep.run();
    }

    public long now() {
        return clock.millis();
    }
}
