package dev.corebed.udr.store;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The group-id ranges in memory, so that GetNfGroupIDs matches a range without a query. Ranges change
 * rarely: every period the view reads the one-row version counter (a primary-key read) and reloads all
 * ranges only when it moved, so UDR instances on one data tier agree within about one period. A write
 * through this instance calls {@link #refreshNow()} before it answers, so its own answer and the next
 * lookup agree at once.
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
    private final Duration period;
    private final ScheduledExecutorService poller;
    private volatile Snapshot snapshot = new Snapshot(-1, Map.of(), 0);
    private boolean failing;

    public GroupIdRangeView(GroupIdStore store, Duration period) {
        this.store = store;
        this.period = period;
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "udr-group-id-ranges");
            t.setDaemon(true);
            return t;
        });
    }

    /** Loads the ranges before returning, so the stub never serves without them, then polls. */
    public void start() throws Exception {
        poller.submit(() -> {
            refresh();
            return null;
        }).get(1, TimeUnit.MINUTES);
        poller.scheduleWithFixedDelay(this::refreshQuietly, period.toNanos(), period.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** The group of the first range matching the identity, or null. {@code identityType} supi or gpsi. */
    public String match(String nfType, String identityType, String subscriberId, String digits) {
        Compiled[] ranges = snapshot.byType().get(nfType + '|' + identityType);
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
        return snapshot.size();
    }

    /** Refreshes now, on the poller thread; completes when the view has caught up with the data tier. */
    public CompletableFuture<Void> refreshNow() {
        CompletableFuture<Void> done = new CompletableFuture<>();
        try {
            poller.execute(() -> {
                try {
                    refresh();
                    done.complete(null);
                } catch (Exception e) {
                    done.completeExceptionally(e);
                }
            });
        } catch (RuntimeException e) {
            done.completeExceptionally(e);
        }
        return done;
    }

    @Override
    public void close() {
        poller.shutdownNow();
    }

    private void refreshQuietly() {
        try {
            refresh();
            if (failing) {
                failing = false;
                log.info("group-id range view: the data tier answers again");
            }
        } catch (Exception e) {
            if (!failing) {
                failing = true;
                log.warn("group-id range view: cannot read the ranges, serving the last known ones: {}", e.toString());
            }
        }
    }

    /** One poll; poller thread only. The version is read before the ranges, so a write in between only causes one more reload. */
    void refresh() throws Exception {
        long version = store.rangeVersion().get(1, TimeUnit.MINUTES);
        if (version == snapshot.version()) {
            return;
        }
        List<GroupIdRange> ranges = store.listRanges().get(1, TimeUnit.MINUTES);
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
        snapshot = new Snapshot(version, Map.copyOf(byType), ranges.size());
    }
}
