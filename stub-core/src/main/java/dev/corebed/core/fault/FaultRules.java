package dev.corebed.core.fault;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * The fault rules in force, changed at run time through the admin API. Lookups on the hot path
 * read a per-operation snapshot that is recomputed only when the rules change, so with no rule in
 * force a request pays one volatile read.
 */
public final class FaultRules {

    private final Map<String, FaultRule> rules = new LinkedHashMap<>();
    private volatile FaultRule[] snapshot = new FaultRule[0];
    private volatile long version;

    public FaultRules(List<FaultRule> initial) {
        if (initial != null) {
            initial.forEach(this::put);
        }
    }

    /** Adds or replaces a rule (by id; one without id gets a generated one). Returns the stored rule. */
    public synchronized FaultRule put(FaultRule rule) {
        validate(rule);
        FaultRule stored = rule.id() == null || rule.id().isBlank() ? rule.withId("rule-" + (rules.size() + 1) + "-" + System.nanoTime() % 100000) : rule;
        rules.put(stored.id(), stored);
        publish();
        return stored;
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

    public synchronized List<FaultRule> list() {
        return List.copyOf(rules.values());
    }

    public synchronized FaultRule get(String id) {
        return rules.get(id);
    }

    private void publish() {
        snapshot = rules.values().toArray(new FaultRule[0]);
        version++;
    }

    /** The rules that apply to one operation, cached by the caller and revalidated by version. */
    public static final class Selection {
        final long version;
        final FaultRule[] rules;

        Selection(long version, FaultRule[] rules) {
            this.version = version;
            this.rules = rules;
        }
    }

    public Selection select(Selection cached, String nf, String service, String operation) {
        long v = version;
        if (cached != null && cached.version == v) {
            return cached;
        }
        List<FaultRule> matching = new ArrayList<>();
        for (FaultRule r : snapshot) {
            if (r.matches(nf, service, operation)) {
                matching.add(r);
            }
        }
        return new Selection(v, matching.toArray(new FaultRule[0]));
    }

    /** Decides, for one request, which rule fires (the first matching rule whose probability hits), or null. */
    public static FaultAction decide(Selection selection) {
        FaultRule[] candidates = selection.rules;
        if (candidates.length == 0) {
            return null;
        }
        ThreadLocalRandom rnd = ThreadLocalRandom.current();
        for (FaultRule r : candidates) {
            double p = r.probability() == null ? 1.0 : r.probability();
            if (p >= 1.0 || rnd.nextDouble() < p) {
                return action(r, rnd);
            }
        }
        return null;
    }

    private static FaultAction action(FaultRule r, ThreadLocalRandom rnd) {
        long delay = r.delay() == null ? 0 : TimeUnit.MICROSECONDS.toNanos(Math.round(sampleMillis(r.delay(), rnd) * 1000));
        FaultRule.Error e = r.error();
        if (e == null) {
            return new FaultAction(r.id(), delay, FaultAction.Kind.NONE, 0, null, 0);
        }
        return switch (e.type().toLowerCase()) {
            case "http" -> new FaultAction(r.id(), delay, FaultAction.Kind.HTTP, e.status(), e.cause(), 0);
            case "reset" -> new FaultAction(r.id(), delay, FaultAction.Kind.RESET, 0, null, 0);
            case "no-answer" -> new FaultAction(r.id(), delay, FaultAction.Kind.NO_ANSWER, 0, null, 0);
            case "diameter" -> new FaultAction(r.id(), delay, FaultAction.Kind.DIAMETER, 0, null, e.resultCode());
            default -> throw new IllegalStateException("unvalidated error type " + e.type());
        };
    }

    static double sampleMillis(FaultRule.Delay d, ThreadLocalRandom rnd) {
        return switch (d.type().toLowerCase()) {
            case "fixed" -> d.ms();
            case "uniform" -> d.minMs() + rnd.nextDouble() * (d.maxMs() - d.minMs());
            // lognormal around the median: exp(mu + sigma*Z) with mu = ln(median)
            case "lognormal" -> d.medianMs() * Math.exp(d.sigma() * rnd.nextGaussian());
            default -> throw new IllegalStateException("unvalidated delay type " + d.type());
        };
    }

    /** Rejects a rule a user got wrong, with a message naming the field. */
    public static void validate(FaultRule r) {
        if (r.delay() == null && r.error() == null) {
            throw new IllegalArgumentException("a rule needs a delay, an error, or both");
        }
        if (r.probability() != null && (r.probability() < 0 || r.probability() > 1)) {
            throw new IllegalArgumentException("probability must be between 0 and 1");
        }
        FaultRule.Delay d = r.delay();
        if (d != null) {
            if (d.type() == null) {
                throw new IllegalArgumentException("delay.type is missing (fixed, uniform, lognormal)");
            }
            switch (d.type().toLowerCase()) {
                case "fixed" -> require(d.ms() != null && d.ms() >= 0, "delay.ms must be >= 0");
                case "uniform" -> require(d.minMs() != null && d.maxMs() != null && d.minMs() >= 0 && d.maxMs() >= d.minMs(),
                        "delay.minMs and delay.maxMs are required, 0 <= minMs <= maxMs");
                case "lognormal" -> require(d.medianMs() != null && d.medianMs() > 0 && d.sigma() != null && d.sigma() >= 0,
                        "delay.medianMs > 0 and delay.sigma >= 0 are required");
                default -> throw new IllegalArgumentException("delay.type must be fixed, uniform or lognormal");
            }
        }
        FaultRule.Error e = r.error();
        if (e != null) {
            if (e.type() == null) {
                throw new IllegalArgumentException("error.type is missing (http, reset, no-answer, diameter)");
            }
            switch (e.type().toLowerCase()) {
                case "http" -> require(e.status() != null && e.status() >= 400 && e.status() <= 599, "error.status must be 400..599");
                case "reset", "no-answer" -> { }
                case "diameter" -> require(e.resultCode() != null && e.resultCode() > 0, "error.resultCode is required");
                default -> throw new IllegalArgumentException("error.type must be http, reset, no-answer or diameter");
            }
        }
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }
}
