package dev.corebed.udr.service;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.store.GroupIdRange;
import dev.corebed.udr.store.GroupIdRangeView;
import dev.corebed.udr.store.GroupIdStore;
import dev.corebed.udr.store.PolicyDataBulk;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Provisioning of the Nudr_GroupIDmap data (the management port): identity ranges, per-subscriber entries and
 * their bulk load. The rules a range's fields cannot state alone are checked here (400 naming the attribute):
 * either start and end or a pattern, bounds of one width with start not above end, a pattern that compiles.
 * A range write through this instance is served from the next lookup on: the range view catches up before the
 * answer.
 */
public final class GroupIdProvisioningService {

    /** A bulk load: {@code count} entries {@code prefix + (first + i)} of the NF type, entry i in {@code groupIds[i % n]}. */
    public record GroupIdBulk(String nfType, String prefix, String first, long count, List<String> groupIds) {

        /** The last identity of the range. */
        public String last() {
            return prefix + PolicyDataBulk.pad(Long.parseLong(first) + count - 1, first.length());
        }
    }

    /** The most entries one group-id bulk load may write. */
    public static final long MAX_BULK = 50_000_000L;

    private final GroupIdStore store;
    private final GroupIdRangeView rangeView;

    public GroupIdProvisioningService(GroupIdStore store, GroupIdRangeView rangeView) {
        this.store = store;
        this.rangeView = rangeView;
    }

    /** Removes every entry and range (the management port's delete all, a reset); lookups through this instance see it at once. */
    public CompletableFuture<Void> removeAll() {
        return store.clear().thenCompose(v -> rangeView.refreshNow());
    }

    /** Adds or replaces a range; true when it was new. */
    public CompletableFuture<Boolean> putRange(GroupIdRange range) {
        if (range.pattern() != null) {
            if (range.start() != null || range.end() != null) {
                throw incorrect("/pattern", "either start and end, or pattern");
            }
            try {
                Pattern.compile(range.pattern());
            } catch (PatternSyntaxException e) {
                throw incorrect("/pattern", "not a regular expression: " + e.getDescription());
            }
        } else {
            if (range.start() == null || range.end() == null) {
                throw SbiException.invalidParam(Cause.MANDATORY_IE_MISSING, range.start() == null ? "/start" : "/end",
                        "start and end, or pattern");
            }
            if (range.start().length() != range.end().length()) {
                throw incorrect("/end", "not as many digits as start");
            }
            if (range.start().compareTo(range.end()) > 0) {
                throw incorrect("/end", "below start");
            }
        }
        // A failed refresh is retried by the view's poll: the write stands.
        return store.putRange(range).thenCompose(created -> rangeView.refreshNow().handle((v, e) -> created));
    }

    public CompletableFuture<Optional<GroupIdRange>> range(String id) {
        return store.getRange(id);
    }

    /** Every range, by range id. */
    public CompletableFuture<List<GroupIdRange>> ranges() {
        return store.listRanges();
    }

    /** Removes a range; false when there was none. */
    public CompletableFuture<Boolean> deleteRange(String id) {
        return store.deleteRange(id).thenCompose(deleted -> rangeView.refreshNow().handle((v, e) -> deleted));
    }

    /** Adds or replaces one subscriber's entry; true when it was new. */
    public CompletableFuture<Boolean> putEntry(String nfType, SubscriberIdentity subscriber, String groupId) {
        return store.putEntry(nfType, subscriber.value(), groupId);
    }

    public CompletableFuture<Optional<String>> entry(String nfType, SubscriberIdentity subscriber) {
        return store.getEntry(nfType, subscriber.value());
    }

    public CompletableFuture<Boolean> deleteEntry(String nfType, SubscriberIdentity subscriber) {
        return store.deleteEntry(nfType, subscriber.value());
    }

    /** Writes the entries of a bulk load, replacing existing ones; returns how many. */
    public CompletableFuture<Long> bulkLoad(GroupIdBulk bulk) {
        if (bulk.count() > MAX_BULK) {
            throw incorrect("/count", "1 to " + MAX_BULK);
        }
        if (Long.toString(Long.parseLong(bulk.first()) + bulk.count() - 1).length() > bulk.first().length()) {
            throw incorrect("/count", "runs past " + "9".repeat(bulk.first().length()));
        }
        return store.bulkLoad(bulk.nfType(), bulk.prefix(), bulk.first(), bulk.count(), List.copyOf(bulk.groupIds()));
    }

    private static SbiException incorrect(String at, String reason) {
        return SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, at, reason);
    }
}
