package dev.corebed.udr.store;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * The Nudr_GroupIDmap data: per-subscriber entries (read by primary key on every lookup) and identity ranges
 * (read by {@link GroupIdRangeView}, which serves them from memory and reloads them when {@link #rangeVersion}
 * moves). Every range write moves the version in its own transaction.
 */
public interface GroupIdStore {

    /** The subscriber's own entries for the NF types that have one. */
    CompletableFuture<Map<String, String>> entries(List<String> nfTypes, String subscriberId);

    /** Removes every entry and range (a reset), moving the range version so that every UDR's view reloads. */
    CompletableFuture<Void> clear();

    /** A counter that every committed range write increases. */
    CompletableFuture<Long> rangeVersion();

    /** Adds or replaces a range; true when it was new. */
    CompletableFuture<Boolean> putRange(GroupIdRange range);

    CompletableFuture<Optional<GroupIdRange>> getRange(String id);

    /** Every range, by range id. */
    CompletableFuture<List<GroupIdRange>> listRanges();

    CompletableFuture<Boolean> deleteRange(String id);

    /** Adds or replaces one subscriber's entry; true when it was new. */
    CompletableFuture<Boolean> putEntry(String nfType, String subscriberId, String groupId);

    CompletableFuture<Optional<String>> getEntry(String nfType, String subscriberId);

    CompletableFuture<Boolean> deleteEntry(String nfType, String subscriberId);

    /**
     * {@code count} entries {@code prefix + (first + i)} (zero-padded to first's width) of the NF type, entry i
     * in group {@code groupIds[i % groupIds.size()]}, replacing existing ones; returns how many.
     */
    CompletableFuture<Long> bulkLoad(String nfType, String prefix, String first, long count, List<String> groupIds);
}
