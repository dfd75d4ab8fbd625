package dev.corebed.testkit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a stub received, checked against expectations: {@code verify(nrf).received(1, registerNfInstance())}.
 * A failure is an {@link AssertionError} that lists what the stub received instead, closest first.
 *
 * <p>Checks read the stub's journal at once; {@link #within(Duration)} waits for requests the network function
 * under test sends on its own time (a notification, a retry), polling until the expectation holds.
 */
public final class Verification {

    /** The newest entries a failure message looks through for near misses. */
    static final int NEAR_MISS_WINDOW = 200;
    /** Near misses shown. */
    static final int NEAR_MISSES = 5;
    /** Matching requests listed when there are more than expected. */
    static final int MATCHES_SHOWN = 10;

    private final StubClient stub;
    private final Duration within;

    Verification(StubClient stub, Duration within) {
        this.stub = stub;
        this.within = within;
    }

    /** Waits up to this long for the expectation to hold (polling the journal every 50 ms). */
    public Verification within(Duration timeout) {
        return new Verification(stub, timeout);
    }

    /**
     * Exactly n requests matching the pattern.
     *
     * @return the matching requests, oldest first, for further assertions
     */
    public List<JournalEntry> received(int n, RequestPattern pattern) {
        return received(Count.exactly(n), pattern);
    }

    /** {@code received(atLeast(2), searchNfInstances())}. */
    public List<JournalEntry> received(Count count, RequestPattern pattern) {
        long deadline = System.nanoTime() + within.toNanos();
        while (true) {
            Matches m = matches(pattern);
            if (count.test(m.count)) {
                return m.entries;
            }
            if (System.nanoTime() >= deadline) {
                throw new AssertionError(failure(count, pattern, m));
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + pattern, e);
            }
        }
    }

    /** No request matching the pattern. */
    public void receivedNothing(RequestPattern pattern) {
        received(Count.never(), pattern);
    }

    /** No request at all. */
    public void receivedNothing() {
        receivedNothing(RequestPattern.anyRequest());
    }

    private record Matches(long count, List<JournalEntry> entries) {}

    private Matches matches(RequestPattern pattern) {
        if (!Wire.needsLocalCheck(pattern)) {
            JournalPage page = stub.journal(JournalQuery.of(pattern).limit(1000));
            return new Matches(page.total(), page.entries());
        }
        // the journal cannot filter on query parameters: its candidates are all read and checked here
        JournalPage page = stub.journal(JournalQuery.of(pattern).limit(Integer.MAX_VALUE));
        List<JournalEntry> entries = page.entries().stream().filter(e -> PatternCheck.matchesLocally(pattern, e)).toList();
        return new Matches(entries.size(), entries);
    }

    private String failure(Count count, RequestPattern pattern, Matches m) {
        try {
            stub.nf(); // names the stub in the message
        } catch (RuntimeException e) {
            // the message names its address only
        }
        StringBuilder sb = new StringBuilder();
        String c = count.toString();
        sb.append("Expected ").append(stub).append(" to have received ").append(c)
                .append(c.equals("no") || c.endsWith(" 1") ? " request" : " requests").append(" matching\n    ")
                .append(pattern).append('\n');
        if (!within.isZero()) {
            sb.append("within ").append(within).append(' ');
        }
        sb.append("but it received ").append(m.count).append(m.count == 0 ? "." : ":").append('\n');
        List<JournalEntry> shown = m.entries.size() > MATCHES_SHOWN
                ? m.entries.subList(m.entries.size() - MATCHES_SHOWN, m.entries.size()) : m.entries;
        if (shown.size() < m.count) {
            sb.append("  (the newest ").append(shown.size()).append(")\n");
        }
        shown.forEach(e -> sb.append("  ").append(e.summary()).append('\n'));
        if (m.count == 0 || !count.test(m.count)) {
            nearMisses(sb, pattern, m);
        }
        return sb.toString().stripTrailing();
    }

    /** The entries of the newest window that did not match, closest first, with what each missed. */
    private void nearMisses(StringBuilder sb, RequestPattern pattern, Matches m) {
        JournalPage window = stub.journal(JournalQuery.all().limit(NEAR_MISS_WINDOW));
        Set<Long> matched = new HashSet<>();
        m.entries.forEach(e -> matched.add(e.id()));
        List<JournalEntry> others = window.entries().stream().filter(e -> !matched.contains(e.id())).toList();
        if (others.isEmpty()) {
            if (m.count == 0) {
                sb.append(window.total() == 0 ? "Its journal is empty." : "It received nothing else.");
                if (window.dropped() > 0) {
                    sb.append(" (").append(window.dropped()).append(" older entries were overwritten by the journal's ring.)");
                }
            }
            return;
        }
        // Which journal criteria each entry misses, as the stub decides them: one filtered read per criterion.
        long since = others.get(0).id() - 1;
        List<PatternCheck.Criterion> criteria = PatternCheck.criteria(pattern);
        List<Set<Long>> meets = new ArrayList<>();
        for (PatternCheck.Criterion c : criteria) {
            Set<Long> ids = new HashSet<>();
            stub.journal(new String[] {c.name(), c.value()}, since, NEAR_MISS_WINDOW).entries().forEach(e -> ids.add(e.id()));
            meets.add(ids);
        }
        record Miss(JournalEntry entry, List<PatternCheck.Diff> diffs, double distance) {}
        List<Miss> misses = new ArrayList<>();
        for (JournalEntry e : others) {
            Set<String> failed = new HashSet<>();
            for (int i = 0; i < criteria.size(); i++) {
                if (!meets.get(i).contains(e.id())) {
                    failed.add(criteria.get(i).label());
                }
            }
            List<PatternCheck.Diff> diffs = PatternCheck.diffs(pattern, e, failed);
            misses.add(new Miss(e, diffs, PatternCheck.distance(pattern, diffs)));
        }
        misses.sort(Comparator.comparingDouble(Miss::distance).thenComparing(x -> -x.entry().id()));
        int n = Math.min(NEAR_MISSES, misses.size());
        sb.append(m.count == 0 ? "Closest" : "Closest others").append(" of the ").append(others.size())
                .append(others.size() == 1 ? " other request" : " other requests").append(" in its journal")
                .append(window.total() > window.entries().size() ? " (the newest " + NEAR_MISS_WINDOW + ")" : "")
                .append(", closest first:\n");
        for (Miss miss : misses.subList(0, n)) {
            sb.append("  ").append(miss.entry().summary()).append('\n');
            for (PatternCheck.Diff d : miss.diffs()) {
                sb.append("      ").append(d).append('\n');
            }
        }
        if (misses.size() > n) {
            sb.append("  ... and ").append(misses.size() - n).append(" further off\n");
        }
    }
}
