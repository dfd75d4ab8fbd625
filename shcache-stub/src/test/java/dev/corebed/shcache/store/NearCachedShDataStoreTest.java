package dev.corebed.shcache.store;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.shcache.store.ShDataStore.Key;
import dev.corebed.shcache.store.ShDataStore.Row;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class NearCachedShDataStoreTest {

    /** The data tier as a map, counting its reads. */
    static final class Tier implements ShDataStore {
        final Map<Key, Row> rows = new HashMap<>();
        final AtomicInteger reads = new AtomicInteger();

        public CompletableFuture<Optional<Row>> get(Key key) {
            reads.incrementAndGet();
            return CompletableFuture.completedFuture(Optional.ofNullable(rows.get(key)));
        }

        public CompletableFuture<List<Row>> list(String user) {
            return CompletableFuture.completedFuture(new ArrayList<>(rows.values()));
        }

        public CompletableFuture<List<Row>> page(Key after, int limit) {
            return CompletableFuture.completedFuture(new ArrayList<>(rows.values()));
        }

        public CompletableFuture<Void> put(Row row) {
            rows.merge(row.key(), row, (old, neu) -> neu.filledAt() >= old.filledAt() ? neu : old);
            return CompletableFuture.completedFuture(null);
        }

        public CompletableFuture<Boolean> replaceIfPresent(Row row) {
            return CompletableFuture.completedFuture(rows.replace(row.key(), row) != null);
        }

        public CompletableFuture<Boolean> remove(Key key) {
            return CompletableFuture.completedFuture(rows.remove(key) != null);
        }

        public CompletableFuture<Integer> removeUser(String user) {
            int before = rows.size();
            rows.keySet().removeIf(k -> k.userIdentity().equals(user));
            return CompletableFuture.completedFuture(before - rows.size());
        }

        public CompletableFuture<Integer> removeExpired(long now, int limit) {
            return CompletableFuture.completedFuture(0);
        }

        public CompletableFuture<Counts> count(long now) {
            return CompletableFuture.completedFuture(new Counts(rows.size(), rows.size()));
        }

        public CompletableFuture<Void> clear() {
            rows.clear();
            return CompletableFuture.completedFuture(null);
        }
    }

    static final Key KEY = new Key("sip:+15550000001@ims.corebed.test", 0, "MMTEL-Services");

    static Row row(String data, long filledAt) {
        return new Row(KEY, 1, data.getBytes(), filledAt, filledAt + 60_000);
    }

    final Tier tier = new Tier();
    final AtomicLong nanos = new AtomicLong();
    final NearCachedShDataStore store = new NearCachedShDataStore(tier, Duration.ofSeconds(2), 100, nanos::get);

    @Test
    void aRowJustReadIsAnsweredFromMemoryUntilItsMaxAge() {
        tier.put(row("a", 1));
        assertThat(store.get(KEY).join()).isPresent();
        assertThat(store.get(KEY).join()).isPresent();
        assertThat(tier.reads).hasValue(1);
        nanos.addAndGet(Duration.ofMillis(2100).toNanos());
        assertThat(store.get(KEY).join()).isPresent();
        assertThat(tier.reads).as("past max-age: read again").hasValue(2);
    }

    @Test
    void thisInstancesWritesAreReadBackAndAnOvertakenOneIsNot() {
        tier.put(row("old", 1));
        store.get(KEY).join();
        store.put(row("new", 5)).join();
        assertThat(new String(store.get(KEY).join().orElseThrow().userData())).isEqualTo("new");
        store.put(row("overtaken", 3)).join();
        assertThat(new String(store.get(KEY).join().orElseThrow().userData())).isEqualTo("new");
        assertThat(new String(tier.rows.get(KEY).userData())).isEqualTo("new");
        assertThat(tier.reads).hasValue(1);
    }

    @Test
    void notificationsRemovalsAndEvictionsDropTheMemorysCopy() {
        store.put(row("a", 1)).join();
        store.replaceIfPresent(row("pushed", 2)).join();
        assertThat(new String(store.get(KEY).join().orElseThrow().userData())).isEqualTo("pushed");
        store.remove(KEY).join();
        assertThat(store.get(KEY).join()).isEmpty();
        store.put(row("b", 3)).join();
        store.removeUser(KEY.userIdentity()).join();
        assertThat(store.get(KEY).join()).isEmpty();
        store.put(row("c", 4)).join();
        store.clear().join();
        assertThat(store.get(KEY).join()).isEmpty();
    }
}
