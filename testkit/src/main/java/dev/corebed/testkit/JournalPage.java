package dev.corebed.testkit;

import java.util.List;

/**
 * One answer of the journal: the entries (newest last, at most the query's limit), how many matched in all,
 * how many the stub recorded since it started, and how many the ring overwrote.
 */
public record JournalPage(List<JournalEntry> entries, long total, long recorded, long dropped) {

    /** The entries of one transport's type. */
    public <T extends JournalEntry> List<T> entries(Class<T> type) {
        return entries.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** The id of the newest entry, or 0: a mark for {@link JournalQuery#since(long)}. */
    public long lastId() {
        return entries.isEmpty() ? 0 : entries.get(entries.size() - 1).id();
    }
}
