package dev.corebed.scp.service;

import dev.corebed.scp.store.RateLimitStore;
import dev.corebed.scp.store.RateLimitView;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Rate limiting per key: ingress per consumer NF instance, local egress per producer (this instance's count), and
 * global egress per producer, counted across every SCP instance on the data tier. The rules come from the data tier
 * through {@link RateLimitView}; a message is never held up by it: ingress and local egress are token buckets in
 * memory (GCRA, one CAS), and the global count is this instance's own plus the others' as of the last sync, which
 * adds what this instance counted and reads back the totals of the window in one transaction every sync interval.
 * A breach is answered 429 (the caller's part). When the data tier is away the global limit goes on with the totals
 * it last read and this instance's own count.
 */
public final class RateLimiter {

    /** A token bucket (GCRA): one CAS per admitted request. */
    static final class Bucket {
        final RateLimitRule rule;
        final long interval;
        final long tolerance;
        final AtomicLong tat = new AtomicLong();

        Bucket(RateLimitRule rule) {
            this.rule = rule;
            this.interval = Math.max(1, (long) (1e9 / rule.rate()));
            this.tolerance = interval * Math.max(1, rule.burst());
        }

        boolean take(long now) {
            while (true) {
                long t = tat.get();
                long base = Math.max(t, now);
                if (base - now > tolerance - interval) {
                    return false;
                }
                if (tat.compareAndSet(t, base + interval)) {
                    return true;
                }
            }
        }
    }

    /** One key's global count: what this instance counted since the last sync, and the total read then. */
    static final class Global {
        volatile long window;
        final AtomicLong unsynced = new AtomicLong();
        volatile long total;
    }

    private final RateLimitStore store;
    private final RateLimitView view;
    private final long windowMillis;
    private final LongSupplier nanoClock;
    private final LongSupplier epochMillis;
    private final ScpMetrics metrics;
    private final Map<String, Bucket> ingress = new ConcurrentHashMap<>();
    private final Map<String, Bucket> egress = new ConcurrentHashMap<>();
    private final Map<String, Global> global = new ConcurrentHashMap<>();
    /** Keys with a bucket at most, per kind. */
    private static final int MAX_BUCKETS = 100_000;
    private volatile long syncs;
    /** Every key's total as the last sync read it, and its window: what a key this instance has not counted yet starts from. */
    private volatile Map<String, Long> lastTotals = Map.of();
    private volatile long lastTotalsWindow = -1;

    public RateLimiter(RateLimitStore store, RateLimitView view, Duration window, LongSupplier nanoClock,
                       LongSupplier epochMillis, ScpMetrics metrics) {
        this.store = store;
        this.view = view;
        this.windowMillis = window.toMillis();
        this.nanoClock = nanoClock;
        this.epochMillis = epochMillis;
        this.metrics = metrics;
    }

    /** A request from this consumer (its NF instance id, or its address) may come in. */
    public boolean admitIngress(String consumer) {
        RateLimitView.Snapshot rules = rules();
        if (rules.ingress().isEmpty() || consumer == null) {
            return true;
        }
        if (!take(ingress, rules.ingress(), consumer)) {
            metrics.rateLimited("ingress");
            return false;
        }
        return true;
    }

    /**
     * A request may go to this producer (its NF instance id when known, and its host:port): its local egress limit and
     * its global one. The kind refused, or null when admitted.
     */
    public String admitEgress(String instanceId, String authority) {
        RateLimitView.Snapshot rules = rules();
        if (rules.egress().isEmpty() && rules.global().isEmpty()) {
            return null;
        }
        String key = instanceId != null && (rules.egress().containsKey(instanceId) || rules.global().containsKey(instanceId))
                ? instanceId : authority;
        if (!rules.egress().isEmpty() && !take(egress, rules.egress(), key)) {
            metrics.rateLimited("egress");
            return "egress";
        }
        if (!rules.global().isEmpty() && !countGlobal(rules.global(), key)) {
            metrics.rateLimited("global");
            return "global";
        }
        return null;
    }

    private RateLimitView.Snapshot rules() {
        return view.snapshot();
    }

    /** A key's bucket keeps its state while its rule stays the same; a changed rule starts a new one. */
    private boolean take(Map<String, Bucket> buckets, Map<String, RateLimitRule> rules, String key) {
        RateLimitRule rule = rules.get(key);
        if (rule == null) {
            rule = rules.get(RateLimitRule.ANY);
            if (rule == null) {
                return true;
            }
        }
        Bucket b = buckets.get(key);
        if (b == null || !b.rule.equals(rule)) {
            if (buckets.size() >= MAX_BUCKETS) {
                buckets.clear(); // a flood of distinct keys under a "*" rule: start over rather than grow without bound
            }
            b = new Bucket(rule);
            buckets.put(key, b);
        }
        return b.take(nanoClock.getAsLong());
    }

    private boolean countGlobal(Map<String, RateLimitRule> rules, String key) {
        RateLimitRule rule = rules.get(key);
        if (rule == null) {
            rule = rules.get(RateLimitRule.ANY);
            if (rule == null) {
                return true;
            }
        }
        long window = epochMillis.getAsLong() / windowMillis;
        Global g = global.get(key);
        if (g == null) {
            g = global.computeIfAbsent(key, k -> new Global());
        }
        if (g.window != window) {
            synchronized (g) {
                if (g.window != window) {
                    g.window = window;
                    Long others = lastTotalsWindow == window ? lastTotals.get(key) : null;
                    g.total = others == null ? 0 : others;
                    g.unsynced.set(0);
                }
            }
        }
        long limit = (long) Math.ceil(rule.rate() * windowMillis / 1000.0);
        long n = g.unsynced.incrementAndGet();
        if (g.total + n > limit) {
            g.unsynced.decrementAndGet();
            return false;
        }
        return true;
    }

    /**
     * Adds what this instance counted since the last sync to the data tier's counts and reads the window's totals:
     * one transaction. Every {@code keepWindows} syncs' worth of windows, old counts are deleted.
     */
    public CompletableFuture<Void> sync(int keepWindows) {
        if (view.snapshot().global().isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        long window = epochMillis.getAsLong() / windowMillis;
        Map<String, Long> deltas = new HashMap<>();
        global.forEach((key, g) -> {
            if (g.window == window) {
                long d = g.unsynced.getAndSet(0);
                if (d > 0) {
                    // counted in the total at once: admissions meanwhile see it, and it stays if the sync fails
                    g.total = g.total + d;
                    deltas.put(key, d);
                }
            }
        });
        CompletableFuture<Void> done = store.exchange(window, deltas).handle((totals, failure) -> {
            if (failure != null) {
                // the totals stay as last read plus this instance's own counts
                return null;
            }
            totals.forEach((key, total) -> {
                Global g = global.get(key);
                if (g != null && g.window == window) {
                    g.total = total;
                }
            });
            lastTotals = Map.copyOf(totals);
            lastTotalsWindow = window;
            return null;
        });
        if (++syncs % Math.max(2, keepWindows) == 0) {
            done = done.thenCompose(v -> store.purge(window - keepWindows)).handle((n, failure) -> null);
        }
        return done;
    }

    // --- provisioning (the management API) ---

    public List<RateLimitRule> rulesNow() {
        return view.snapshot().all();
    }

    public CompletableFuture<Void> put(Collection<RateLimitRule> rules) {
        return store.put(rules).thenCompose(v -> view.refreshNow());
    }

    /** Adds or replaces {@code put} and removes {@code remove} in one version of the rules; how many of those were there. */
    public CompletableFuture<Integer> edit(Collection<RateLimitRule> put, Collection<RateLimitStore.Key> remove) {
        return store.edit(put, remove).thenCompose(n -> view.refreshNow().thenApply(v -> n));
    }

    public CompletableFuture<Boolean> delete(RateLimitRule.Kind kind, String key) {
        return store.delete(kind, key).thenCompose(found -> view.refreshNow().thenApply(v -> found));
    }

    public CompletableFuture<Integer> deleteAll() {
        return store.deleteAll().thenCompose(n -> view.refreshNow().thenApply(v -> n));
    }

    /** Rules and counts gone, here and in the data tier (a reset). */
    public CompletableFuture<Void> clear() {
        global.clear();
        ingress.clear();
        egress.clear();
        lastTotals = Map.of();
        lastTotalsWindow = -1;
        return store.deleteAll().thenCompose(n -> store.clearCounters()).thenCompose(v -> view.refreshNow());
    }

    /** For the management API: the global count of each key in the current window (this instance's view of it). */
    public Map<String, Long> globalCounts() {
        long window = epochMillis.getAsLong() / windowMillis;
        Map<String, Long> out = new java.util.TreeMap<>();
        if (lastTotalsWindow == window) {
            out.putAll(lastTotals);
        }
        global.forEach((k, g) -> {
            if (g.window == window) {
                out.put(k, g.total + g.unsynced.get());
            }
        });
        return out;
    }
}
