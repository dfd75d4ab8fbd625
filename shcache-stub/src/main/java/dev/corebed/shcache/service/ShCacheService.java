package dev.corebed.shcache.service;

import dev.corebed.diameter.sh.ShData;
import dev.corebed.shcache.service.ShCacheException.Problem;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShDataStore.Key;
import dev.corebed.shcache.store.ShDataStore.Row;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * The cache: reads answered from the data tier while the item is live, else from the HSS (Sh-Pull, UDR) and kept
 * for the TTL; writes sent to the HSS (Sh-Update, PUR) and kept only once it answered 2001, so a read after a write
 * sees the write. Nothing the HSS refused, and no answer it did not give, is ever kept.
 *
 * <p>TTL semantics are Cassandra's: an item expires {@code ttl} after it was filled or written (a read does not
 * extend it), an expired item is never served, and {@link CacheSweep} deletes expired rows. Misses of one item that
 * overlap share one UDR. Repository data keeps its SequenceNumber (TS 29.328 §7.6.1): an update that does not give
 * one gets the next after the cached one (read from the HSS when the item is not cached), and when the HSS answers
 * that the data is out of sync the cache reads it again and retries once.
 */
public final class ShCacheService {

    /** How a read was served. */
    public enum CacheStatus { HIT, MISS, EXPIRED }

    /**
     * An item as the cache answers it.
     *
     * @param userData       the Sh-Data document
     * @param sequenceNumber the repository data's SequenceNumber; null for other data
     * @param status         how a read was served; null for a write
     */
    public record Cached(ShItem item, byte[] userData, Integer sequenceNumber, CacheStatus status) {}

    /** @param ttl how long an item is served after it was filled or written */
    public record Options(Duration ttl) {}

    private final ShDataStore store;
    private final Hss hss;
    private final ShCacheMetrics metrics;
    private final Options options;
    private final Clock clock;
    private final ConcurrentHashMap<Key, CompletableFuture<Cached>> filling = new ConcurrentHashMap<>();

    public ShCacheService(ShDataStore store, Hss hss, ShCacheMetrics metrics, Options options, Clock clock) {
        this.store = store;
        this.hss = hss;
        this.metrics = metrics;
        this.options = options;
        this.clock = clock;
    }

    public Duration ttl() {
        return options.ttl();
    }

    static Key key(UserIdentity user, ShItem item) {
        return new Key(user.value(), item.kind().dataReference(), item.serviceIndication());
    }

    // ------------------------------------------------------------------ reads

    /** The item from the cache while it is live, else from the HSS (then kept); USER_DATA_NOT_FOUND when the HSS has none. */
    public CompletableFuture<Cached> read(UserIdentity user, ShItem item) {
        Key key = key(user, item);
        return store.get(key).thenCompose(found -> {
            if (found.isPresent() && !found.get().expired(clock.millis())) {
                metrics.lookup(item, CacheStatus.HIT);
                Row row = found.get();
                return CompletableFuture.completedFuture(new Cached(item, row.userData(), row.sequenceNumber(), CacheStatus.HIT));
            }
            CacheStatus status = found.isPresent() ? CacheStatus.EXPIRED : CacheStatus.MISS;
            metrics.lookup(item, status);
            return fill(user, item, key, status);
        });
    }

    /** A UDR for the item, kept when the HSS has the data; overlapping misses of one item share it. */
    private CompletableFuture<Cached> fill(UserIdentity user, ShItem item, Key key, CacheStatus status) {
        CompletableFuture<Cached> mine = new CompletableFuture<>();
        CompletableFuture<Cached> running = filling.putIfAbsent(key, mine);
        if (running != null) {
            metrics.coalesced.increment();
            return running.thenApply(c -> new Cached(item, c.userData(), c.sequenceNumber(), status));
        }
        long asked = clock.millis();
        CompletableFuture<Cached> filled;
        try {
            filled = hss.userData(user, item).thenCompose(answer -> {
                if (!answer.success()) {
                    throw HssOutcomes.error("UDR", answer, user, item);
                }
                byte[] data = answer.userData();
                Integer sequence = present(user, item, data);
                return store.put(new Row(key, sequence, data, asked, asked + options.ttl().toMillis()))
                        .thenApply(v -> new Cached(item, data, sequence, status));
            });
        } catch (RuntimeException e) {
            filled = CompletableFuture.failedFuture(e);
        }
        filled.whenComplete((c, t) -> {
            filling.remove(key, mine);
            if (t != null) {
                mine.completeExceptionally(unwrap(t));
            } else {
                mine.complete(c);
            }
        });
        return mine;
    }

    /**
     * Checks that the HSS's Sh-Data holds the item; the SequenceNumber of repository data (0 when it gives none),
     * null for other data. USER_DATA_NOT_FOUND when the document lacks the item, INVALID_HSS_DATA when it is no Sh-Data.
     */
    static Integer present(UserIdentity user, ShItem item, byte[] userData) {
        if (userData == null) {
            throw new ShCacheException(Problem.USER_DATA_NOT_FOUND, "the HSS answered 2001 without User-Data for " + item
                    + " of " + user);
        }
        ShData doc;
        try {
            doc = ShData.parse(userData);
            switch (item.kind()) {
                case REPOSITORY_DATA -> {
                    ShData.RepositoryData r = doc.repositoryData(item.serviceIndication());
                    if (r == null || r.serviceData() == null) {
                        throw notFound(user, item);
                    }
                    return r.sequenceNumber() == null ? 0 : r.sequenceNumber();
                }
                case MSISDN -> {
                    if (doc.msisdns().isEmpty()) {
                        throw notFound(user, item);
                    }
                }
                case STN_SR -> {
                    if (doc.stnSr() == null || doc.stnSr().isEmpty()) {
                        throw notFound(user, item);
                    }
                }
                default -> { }
            }
            return null;
        } catch (ShData.InvalidShData e) {
            throw new ShCacheException(Problem.INVALID_HSS_DATA, "the HSS's User-Data for " + item + " of " + user
                    + " is not Sh-Data: " + e.getMessage());
        }
    }

    private static ShCacheException notFound(UserIdentity user, ShItem item) {
        return new ShCacheException(Problem.USER_DATA_NOT_FOUND, "the HSS holds no " + item + " for " + user);
    }

    // ------------------------------------------------------------------ writes

    /**
     * Sh-Update of repository data: {@code doc} holds a RepositoryData of the Service-Indication with ServiceData.
     * A SequenceNumber in it is sent as it is (the application server keeps count, as over Sh); without one the
     * cache sends the next after the current one and, when the HSS answers out of sync, reads the data again and
     * retries once. Kept after PUA 2001.
     */
    public CompletableFuture<Cached> updateRepositoryData(UserIdentity user, String serviceIndication, ShData doc) {
        ShItem item = ShItem.repositoryData(serviceIndication);
        Integer given = doc.repositoryData(serviceIndication).sequenceNumber();
        if (given != null) {
            return write(user, item, doc.bytes(), given, false, false, null);
        }
        return numbered(user, item, seq -> doc.withSequenceNumber(serviceIndication, seq), false, true);
    }

    /** Sh-Update deleting repository data (a RepositoryData without ServiceData); the cached item goes after PUA 2001. */
    public CompletableFuture<Void> deleteRepositoryData(UserIdentity user, String serviceIndication) {
        ShItem item = ShItem.repositoryData(serviceIndication);
        return numbered(user, item, seq -> ShData.repositoryData(serviceIndication, seq, null), true, true)
                .thenApply(c -> null);
    }

    /** Sh-Update of the STN-SR: the document is sent as it is, and kept after PUA 2001. */
    public CompletableFuture<Cached> updateStnSr(UserIdentity user, ShData doc) {
        return write(user, ShItem.of(ShItem.Kind.STN_SR), doc.bytes(), null, false, false, null);
    }

    /** A repository data update numbered after the current SequenceNumber: from the cache, else read from the HSS. */
    private CompletableFuture<Cached> numbered(UserIdentity user, ShItem item, IntFunction<byte[]> document,
                                               boolean deletion, boolean retry) {
        return currentSequenceNumber(user, item).thenCompose(current -> {
            if (current == null && deletion) {
                throw notFound(user, item);
            }
            int next = current == null ? 0 : ShData.nextSequenceNumber(current);
            return write(user, item, document.apply(next), next, deletion, true,
                    retry ? () -> numbered(user, item, document, deletion, false) : null);
        });
    }

    /** The SequenceNumber the HSS holds as far as the cache knows; null when the repository data does not exist (create: 0). */
    private CompletableFuture<Integer> currentSequenceNumber(UserIdentity user, ShItem item) {
        return read(user, item).handle((c, t) -> {
            if (t == null) {
                return c.sequenceNumber();
            }
            Throwable cause = unwrap(t);
            if (cause instanceof ShCacheException e && e.problem() == Problem.USER_DATA_NOT_FOUND) {
                return null;
            }
            throw cause instanceof RuntimeException r ? r : new CompletionException(cause);
        });
    }

    /**
     * The PUR; on 2001 the item is kept (or, for a deletion, removed). On out of sync, when the cache chose the
     * SequenceNumber ({@code cacheNumbered}) its copy is stale: it is dropped and {@code retry}, when given, runs once;
     * a number the application server gave says nothing of the cached copy, which stays.
     */
    private CompletableFuture<Cached> write(UserIdentity user, ShItem item, byte[] shData, Integer sequence, boolean deletion,
                                            boolean cacheNumbered, Supplier<CompletableFuture<Cached>> retry) {
        Key key = key(user, item);
        long asked = clock.millis();
        return hss.profileUpdate(user, item, shData).thenCompose(answer -> {
            if (answer.success()) {
                if (deletion) {
                    return store.remove(key).thenApply(v -> new Cached(item, null, sequence, null));
                }
                return store.put(new Row(key, sequence, shData, asked, asked + options.ttl().toMillis()))
                        .thenApply(v -> new Cached(item, shData, sequence, null));
            }
            if (HssOutcomes.outOfSync(answer) && cacheNumbered) {
                return store.remove(key).thenCompose(v -> {
                    if (retry != null) {
                        return retry.get();
                    }
                    throw HssOutcomes.error("PUR", answer, user, item);
                });
            }
            throw HssOutcomes.error("PUR", answer, user, item);
        });
    }

    static Throwable unwrap(Throwable t) {
        while (t instanceof CompletionException && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
