package dev.corebed.scp.store;

import dev.corebed.scp.service.RateLimitRule;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The SCP's rate-limit rules and the global egress counters, shared by every SCP instance on the data tier. */
public interface RateLimitStore {

    /** The rules and the version they were read at. */
    record Rules(long version, List<RateLimitRule> rules) {}

    /** The version counter every write of the rules bumps. */
    CompletableFuture<Long> version();

    CompletableFuture<Rules> rules();

    /** Adds or replaces rules, in one transaction. */
    default CompletableFuture<Void> put(Collection<RateLimitRule> rules) {
        return edit(rules, List.of()).thenApply(removed -> null);
    }

    /** One rule's identity: its kind and key. */
    record Key(RateLimitRule.Kind kind, String key) {}

    /**
     * Adds or replaces {@code put} and removes {@code remove}, in one transaction (one version); answers how many of
     * {@code remove} were there.
     */
    CompletableFuture<Integer> edit(Collection<RateLimitRule> put, Collection<Key> remove);

    /** Removes one rule; false when there was none. */
    CompletableFuture<Boolean> delete(RateLimitRule.Kind kind, String key);

    /** Removes every rule; answers how many there were. */
    CompletableFuture<Integer> deleteAll();

    /**
     * Adds this instance's counts of one window to the shared ones and reads every key's total in that window, in one
     * transaction: the sync of the global egress limits.
     */
    CompletableFuture<Map<String, Long>> exchange(long window, Map<String, Long> deltas);

    /** Deletes the counts of windows before this one; answers how many rows went. */
    CompletableFuture<Integer> purge(long beforeWindow);

    /** Deletes every count (a reset). */
    CompletableFuture<Void> clearCounters();
}
