package dev.corebed.testkit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * A journal query: a pattern, and where the window starts ({@link #since}) and how many of the newest entries
 * come back ({@link #limit}, 100 unless told). {@code stub.journal(JournalQuery.of(registerNfInstance()).since(mark))}.
 */
public final class JournalQuery {

    private final RequestPattern pattern;
    private final String since;
    private final Integer limit;

    private JournalQuery(RequestPattern pattern, String since, Integer limit) {
        this.pattern = pattern;
        this.since = since;
        this.limit = limit;
    }

    public static JournalQuery of(RequestPattern pattern) {
        return new JournalQuery(pattern, null, null);
    }

    /** Every entry. */
    public static JournalQuery all() {
        return of(RequestPattern.anyRequest());
    }

    /** Entries after this id (exclusive). */
    public JournalQuery since(long entryId) {
        return new JournalQuery(pattern, String.valueOf(entryId), limit);
    }

    /** Entries received after this time (exclusive; the journal keeps milliseconds). */
    public JournalQuery since(Instant time) {
        return new JournalQuery(pattern, time.toString(), limit);
    }

    /** The newest n of the matching entries. */
    public JournalQuery limit(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("limit must be at least 1");
        }
        return new JournalQuery(pattern, since, n);
    }

    RequestPattern pattern() {
        return pattern;
    }

    List<String[]> parameters() {
        List<String[]> params = new ArrayList<>(Wire.journalFilters(pattern));
        if (since != null) {
            params.add(new String[] {"since", since});
        }
        if (limit != null) {
            params.add(new String[] {"limit", String.valueOf(limit)});
        }
        return params;
    }
}
