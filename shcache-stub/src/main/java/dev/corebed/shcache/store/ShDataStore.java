package dev.corebed.shcache.store;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The cached Sh data (table sh_data, migration shcache/V1): one row per (user identity, Data-Reference,
 * Service-Indication), the Sh-Data document as the HSS gave it, and when it expires. Every call runs on the data
 * tier's executor.
 */
public interface ShDataStore {

    /** What a row is keyed by; {@code serviceIndication} is "" for data that has none. */
    record Key(String userIdentity, int dataReference, String serviceIndication) {}

    /**
     * A cached item.
     *
     * @param sequenceNumber the repository data's SequenceNumber; null for other data
     * @param filledAt       when the HSS was asked for (or given) this data, epoch ms: a write never replaces a row
     *                       filled later, so an answer that overtook a newer write cannot undo it
     * @param expiresAt      epoch ms; the row is not served from then on
     */
    record Row(Key key, Integer sequenceNumber, byte[] userData, long filledAt, long expiresAt) {
        public boolean expired(long now) {
            return expiresAt <= now;
        }
    }

    /** The row, expired or not (the caller decides, and counts which). */
    CompletableFuture<Optional<Row>> get(Key key);

    /** A user's rows, expired or not (inspection on the management port). */
    CompletableFuture<List<Row>> list(String userIdentity);

    /**
     * At most {@code limit} rows, expired or not, in key order after {@code after} (from the first when null): the
     * cache's rows page by page on the management port.
     */
    CompletableFuture<List<Row>> page(Key after, int limit);

    /** Inserts or replaces the row, unless the one stored was filled later. */
    CompletableFuture<Void> put(Row row);

    /** Replaces the row only if one is stored (a notification for data nobody read is not kept); whether it did. */
    CompletableFuture<Boolean> replaceIfPresent(Row row);

    CompletableFuture<Boolean> remove(Key key);

    /** Every row of a user; how many. */
    CompletableFuture<Integer> removeUser(String userIdentity);

    /** At most {@code limit} rows expired at {@code now}, oldest first; how many. One statement, committed alone. */
    CompletableFuture<Integer> removeExpired(long now, int limit);

    /** Rows stored, and of them those not expired at {@code now}. */
    record Counts(long rows, long live) {}

    CompletableFuture<Counts> count(long now);

    CompletableFuture<Void> clear();
}
