package dev.corebed.shcache.service;

import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * What the management port shows of the cache and does to it: counts, one user's rows as stored (expired ones
 * included, so a test sees what the data tier holds), clearing, and the sweep on demand.
 */
public final class ShCacheInventory {

    /** The cache as a whole: its TTL, rows stored, of them live, and subscriptions. */
    public record Totals(Duration ttl, long items, long liveItems, long subscriptions) {}

    /** One user's rows. */
    public record UserRows(List<ShDataStore.Row> items, List<ShSubscriptionStore.Row> subscriptions) {}

    /** A page of rows; {@code next} is the key the next page starts after, null on the last page. */
    public record Page<T>(List<T> rows, ShDataStore.Key next) {}

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

    /** The cached items (expired ones included) in key order, {@code limit} at most, after {@code after} (null: from the first). */
    public CompletableFuture<Page<ShDataStore.Row>> items(ShDataStore.Key after, int limit) {
        return items.page(after, limit).thenApply(rows -> page(rows, limit, ShDataStore.Row::key));
    }

    /** The subscription records, as {@link #items}. */
    public CompletableFuture<Page<ShSubscriptionStore.Row>> subscriptions(ShDataStore.Key after, int limit) {
        return subscriptions.page(after, limit).thenApply(rows -> page(rows, limit, ShSubscriptionStore.Row::key));
    }

    private static <T> Page<T> page(List<T> rows, int limit, Function<T, ShDataStore.Key> key) {
        return new Page<>(rows, rows.size() < limit ? null : key.apply(rows.get(rows.size() - 1)));
    }

    /**
     * Drops every subscription record, then every cached item (the HSS keeps its subscriptions: a PNR that still comes
     * is answered and updates nothing, as for data nobody read).
     */
    public CompletableFuture<Void> clear() {
        return subscriptions.clear().thenCompose(v -> items.clear());
    }

    public CompletableFuture<CacheSweep.Result> sweep() {
        return sweep.run();
    }

    public long now() {
        return clock.millis();
    }
}
