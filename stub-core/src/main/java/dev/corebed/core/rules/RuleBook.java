package dev.corebed.core.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The rules of one kind in force (fault rules, scripted answers), changed at run time through the admin
 * API and put back to the configured ones by a reset. Transports cache a {@link Selection} per route or
 * command and revalidate it with one volatile read, so with no rule in force a request pays that read
 * only; the content of a request (path, body, AVPs...) is looked at only for rules that survived the
 * selection.
 *
 * <p>Counting: {@code after} lets the first N matching requests through, {@code times} limits how many
 * the rule then applies to; both count atomically, so two I/O threads never apply a one-time rule twice.
 *
 * @param <R> the rule type
 */
public final class RuleBook<R extends Rule<R>> {

    /** Checks a rule before it is stored (throwing {@link RuleException}) and prepares what a transport uses of it. */
    @FunctionalInterface
    public interface Preparer<R> {
        Object prepare(R rule);
    }

    /** A stored rule, compiled, with its counters. */
    public static final class Entry<R extends Rule<R>> {
        private final R rule;
        private final Matcher selectors;
        private final Matcher matcher;
        private final boolean content;
        private final Object prepared;
        private final long after;
        private final long times;
        private final double probability;
        private final AtomicLong seen = new AtomicLong();
        private final AtomicLong applied = new AtomicLong();

        Entry(R rule, Object prepared) {
            this.rule = rule;
            this.selectors = new Matcher.Builder().nf(rule.nf()).service(rule.service()).operation(rule.operation()).build();
            this.matcher = Matcher.of(rule.match(), "/match");
            this.content = matcher.hasContent();
            this.prepared = prepared;
            this.after = rule.after() == null ? 0 : rule.after();
            this.times = rule.times() == null ? Long.MAX_VALUE : rule.times();
            this.probability = rule.probability() == null ? 1.0 : rule.probability();
        }

        public R rule() {
            return rule;
        }

        /** What the book's {@link Preparer} made of the rule. */
        public Object prepared() {
            return prepared;
        }

        /** Requests the rule has applied to. */
        public long applied() {
            return Math.min(applied.get(), times);
        }

        /** Applications left; null when the rule has no {@code times}. */
        public Long remaining() {
            return rule.times() == null ? null : Math.max(0, times - applied.get());
        }

        int priority() {
            return rule.priority() == null ? 0 : rule.priority();
        }
    }

    /** The rules that may apply to one route or command, and the version of the book they were taken from. */
    public static final class Selection<R extends Rule<R>> {
        private final long version;
        private final Entry<R>[] entries;
        private final boolean content;

        Selection(long version, Entry<R>[] entries) {
            this.version = version;
            this.entries = entries;
            boolean any = false;
            for (Entry<R> e : entries) {
                any |= e.content;
            }
            this.content = any;
        }

        public boolean isEmpty() {
            return entries.length == 0;
        }

        /** True when deciding needs the request's content (a {@link RequestView}). */
        public boolean needsView() {
            return content;
        }
    }

    private final String idPrefix;
    private final Preparer<R> preparer;
    private final List<R> defaults;
    private final Map<String, Entry<R>> rules = new LinkedHashMap<>();
    private volatile Entry<R>[] snapshot = newArray(0);
    private volatile long version;
    private long generated;

    /**
     * @param idPrefix generated ids are {@code idPrefix-1}, {@code idPrefix-2}...
     * @param defaults the rules of the configuration, in force at start and after a reset
     * @throws RuleException when a configured rule is wrong, naming it by its index
     */
    public RuleBook(String idPrefix, Preparer<R> preparer, List<R> defaults) {
        this.idPrefix = idPrefix;
        this.preparer = preparer;
        this.defaults = defaults == null ? List.of() : List.copyOf(defaults);
        for (int i = 0; i < this.defaults.size(); i++) {
            try {
                put(this.defaults.get(i));
            } catch (RuleException e) {
                throw e.under("[" + i + "]");
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <R extends Rule<R>> Entry<R>[] newArray(int n) {
        return (Entry<R>[]) new Entry<?>[n];
    }

    /** Adds or replaces a rule (by id; one without an id gets a generated one); its counters start at 0. */
    public synchronized Entry<R> put(R rule) {
        if (rule.id() == null || rule.id().isBlank()) {
            String id;
            do {
                id = idPrefix + "-" + ++generated;
            } while (rules.containsKey(id));
            rule = rule.withId(id);
        }
        Entry<R> entry = new Entry<>(rule, preparer.prepare(rule));
        rules.put(rule.id(), entry);
        publish();
        return entry;
    }

    public synchronized boolean remove(String id) {
        boolean removed = rules.remove(id) != null;
        publish();
        return removed;
    }

    public synchronized void clear() {
        rules.clear();
        publish();
    }

    /** Back to the configured rules, their counters at 0. */
    public synchronized void reset() {
        rules.clear();
        for (R r : defaults) {
            Entry<R> entry = new Entry<>(r, preparer.prepare(r));
            rules.put(entry.rule.id(), entry);
        }
        publish();
    }

    /** The rules in the order they are tried. */
    public List<Entry<R>> entries() {
        return List.of(snapshot);
    }

    public synchronized Entry<R> get(String id) {
        return rules.get(id);
    }

    /** The configured rules. */
    public List<R> defaults() {
        return defaults;
    }

    private void publish() {
        List<Entry<R>> sorted = new ArrayList<>(rules.values());
        sorted.sort(Comparator.comparingInt(e -> -e.priority())); // stable: ties stay in the order they were added
        snapshot = sorted.toArray(RuleBook.<R>newArray(0));
        version++;
    }

    /**
     * The rules that may apply to requests of one route or command; {@code cached} is returned as it is
     * while the rules have not changed. {@code command} is the name that also covers a Diameter request's
     * types ("CCR" for "CCR-I"); null for SBI.
     */
    public Selection<R> select(Selection<R> cached, String transport, String nf, String service, String operation,
                               String command, String method) {
        long v = version;
        if (cached != null && cached.version == v) {
            return cached;
        }
        List<Entry<R>> matching = new ArrayList<>();
        for (Entry<R> e : snapshot) {
            if (e.rule.serves(transport)
                    && e.selectors.matchesStatic(transport, nf, service, operation, command, method)
                    && e.matcher.matchesStatic(transport, nf, service, operation, command, method)) {
                matching.add(e);
            }
        }
        return new Selection<>(v, matching.toArray(RuleBook.<R>newArray(0)));
    }

    /**
     * The rule that applies to one request, or null: the first, in priority order, whose content matches,
     * that is past its {@code after}, whose probability hits and that is not spent.
     *
     * @param view the request's content; may be null when {@link Selection#needsView()} is false
     */
    public static <R extends Rule<R>> Entry<R> decide(Selection<R> selection, RequestView view) {
        for (Entry<R> e : selection.entries) {
            if (e.applied.get() >= e.times) {
                continue; // spent
            }
            if (e.content && (view == null || !e.matcher.matchesContent(view))) {
                continue;
            }
            if (e.after > 0 && e.seen.incrementAndGet() <= e.after) {
                continue;
            }
            if (e.probability < 1.0 && ThreadLocalRandom.current().nextDouble() >= e.probability) {
                continue;
            }
            if (e.applied.incrementAndGet() > e.times) {
                continue; // another thread took the last one
            }
            return e;
        }
        return null;
    }
}
