package dev.corebed.udr.store;

import dev.corebed.dbtier.view.PolledView;
import dev.corebed.dbtier.view.VersionCounter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The group-id ranges in memory, so that GetNfGroupIDs matches a range without a query: a {@link PolledView}
 * of the ranges. Ranges change rarely: every period the view reads the one-row version counter (a primary-key
 * read) and reloads all ranges only when it moved ({@link VersionCounter}), so UDR instances on one data tier
 * agree within about one period. A write through this instance calls {@link #refreshNow()} before it answers,
 * so its own answer and the next lookup agree at once.
 *
 * <p>Matching is what the data tier's query did: for the NF type and identity type, the ranges by range
 * id, the first whose start..end holds the identity's digits (same number of digits) or whose pattern
 * matches the whole identity.
 */
public final class GroupIdRangeView implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(GroupIdRangeView.class);

    /** A range ready to match: the pattern compiled once. */
    record Compiled(GroupIdRange range, Pattern pattern) {

        boolean matches(String subscriberId, String digits) {
            if (pattern != null) {
                return pattern.matcher(subscriberId).matches();
            }
            return digits != null && digits.length() == range.start().length()
                    && range.start().compareTo(digits) <= 0 && range.end().compareTo(digits) >= 0;
        }
    }

    /** One consistent state: the ranges of each (NF type, identity type), by range id. */
    record Snapshot(long version, Map<String, Compiled[]> byType, int size) {}

    private final GroupIdStore store;
    /** No change of this instance is applied piecemeal: a range write re-reads the version ({@link #refreshNow}). */
    private final PolledView<Snapshot, Void> view;

    public GroupIdRangeView(GroupIdStore store, Duration period) {
        this.store = store;
        this.view = new PolledView<>("udr-group-id-ranges", period, new Snapshot(-1, Map.of(), 0),
                VersionCounter.poll(() -> store.rangeVersion().get(1, TimeUnit.MINUTES), Snapshot::version, this::load),
                (current, changes) -> current);
    }

    /** Loads the ranges before returning, so the stub never serves without them, then polls. */
    public void start() throws Exception {
        view.start();
    }

    /** The group of the first range matching the identity, or null. {@code identityType} supi or gpsi. */
    public String match(String nfType, String identityType, String subscriberId, String digits) {
        Compiled[] ranges = view.snapshot().byType().get(nfType + '|' + identityType);
        if (ranges == null) {
            return null;
        }
        for (Compiled r : ranges) {
            if (r.matches(subscriberId, digits)) {
                return r.range().groupId();
            }
        }
        return null;
    }

    public int size() {
        return view.snapshot().size();
    }

    /** Refreshes now, on the view's thread; completes when the view has caught up with the data tier. */
    public CompletableFuture<Void> refreshNow() {
        return view.refreshNow();
    }

    @Override
    public void close() {
        view.close();
    }

    /** Every range, at the version read just before. */
    private Snapshot load(long version) {
        List<GroupIdRange> ranges;
        try {
            ranges = store.listRanges().get(1, TimeUnit.MINUTES);
        } catch (Exception e) {
            throw new IllegalStateException("cannot read the group-id ranges", e);
        }
        Map<String, List<Compiled>> grouped = new HashMap<>();
        for (GroupIdRange r : ranges) {
            Pattern p;
            try {
                p = r.pattern() == null ? null : Pattern.compile(r.pattern());
            } catch (RuntimeException e) {
                log.warn("group-id range view: skipping range {}, its pattern does not compile: {}", r.id(), e.toString());
                continue;
            }
            grouped.computeIfAbsent(r.nfType() + '|' + r.identityType(), k -> new ArrayList<>()).add(new Compiled(r, p));
        }
        Map<String, Compiled[]> byType = new HashMap<>();
        grouped.forEach((k, list) -> {
            list.sort(Comparator.comparing(c -> c.range().id()));
            byType.put(k, list.toArray(Compiled[]::new));
        });
        return new Snapshot(version, Map.copyOf(byType), ranges.size());
    }
}
