package dev.corebed.shcache.store;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongSupplier;

/**
 * The cached data as the data tier holds it, with the rows this instance just read or wrote also kept in memory for a
 * short while ({@code maxAge}, a few seconds): an application server's second GET of a session, or its GET after its
 * PUT, is then answered without a round trip to the data tier. The data tier stays the source of truth: every write of
 * this instance goes there first and then replaces (or drops) the row in memory, so this instance reads its own writes;
 * a write made through another instance of the same data tier is seen here after at most {@code maxAge}. A row in
 * memory is never served past its own expiry. Bounded by {@code maxEntries} (Caffeine, least recently used out first).
 */
public final class NearCachedShDataStore implements ShDataStore {

    private final ShDataStore store;
    private final Cache<Key, Row> near;

    /**
     * @param maxAge     how long a row read or written here is answered from memory; zero: never (every read goes to
     *                   the data tier)
     * @param maxEntries rows kept in memory at most
     * @param ticker     nanoseconds, for the age (the tests' clock)
     */
    public NearCachedShDataStore(ShDataStore store, Duration maxAge, long maxEntries, LongSupplier ticker) {
        this.store = store;
        this.near = Caffeine.newBuilder().maximumSize(maxEntries).expireAfterWrite(maxAge).ticker(ticker::getAsLong).build();
    }

    @Override
    public CompletableFuture<Optional<Row>> get(Key key) {
        Row kept = near.getIfPresent(key);
        if (kept != null) {
            return CompletableFuture.completedFuture(Optional.of(kept));
        }
        return store.get(key).thenApply(found -> {
            found.ifPresent(this::keep);
            return found;
        });
    }

    @Override
    public CompletableFuture<List<Row>> list(String userIdentity) {
        return store.list(userIdentity);
    }

    @Override
    public CompletableFuture<List<Row>> page(Key after, int limit) {
        return store.page(after, limit);
    }

    @Override
    public CompletableFuture<Void> put(Row row) {
        return store.put(row).thenApply(v -> {
            keep(row);
            return v;
        });
    }

    /** Keeps a row in memory unless the one there was filled later (a read or an answer overtaken by a write). */
    private void keep(Row row) {
        near.asMap().compute(row.key(), (k, kept) -> kept != null && kept.filledAt() > row.filledAt() ? kept : row);
    }

    @Override
    public CompletableFuture<Boolean> replaceIfPresent(Row row) {
        return store.replaceIfPresent(row).thenApply(replaced -> {
            near.invalidate(row.key());
            return replaced;
        });
    }

    @Override
    public CompletableFuture<Boolean> remove(Key key) {
        return store.remove(key).thenApply(removed -> {
            near.invalidate(key);
            return removed;
        });
    }

    @Override
    public CompletableFuture<Integer> removeUser(String userIdentity) {
        return store.removeUser(userIdentity).thenApply(n -> {
            near.asMap().keySet().removeIf(k -> k.userIdentity().equals(userIdentity));
            return n;
        });
    }

    @Override
    public CompletableFuture<Integer> removeExpired(long now, int limit) {
        // Rows in memory are checked against their own expiry on every read: nothing to drop here.
        return store.removeExpired(now, limit);
    }

    @Override
    public CompletableFuture<Counts> count(long now) {
        return store.count(now);
    }

    @Override
    public CompletableFuture<Void> clear() {
        return store.clear().thenApply(v -> {
            near.invalidateAll();
            return v;
        });
    }
}
