package dev.corebed.core.fault;

import static dev.corebed.core.rules.Delays.require;

import dev.corebed.core.rules.Delays;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleBook;
import dev.corebed.core.rules.RuleException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The fault rules in force, changed at run time through the admin API and put back to the configured
 * ones by a reset. Lookups on the hot path read a per-route {@link RuleBook.Selection} that is
 * recomputed only when the rules change, so with no rule in force a request pays one volatile read.
 */
public final class FaultRules {

    private final RuleBook<FaultRule> book;

    /** @throws RuleException when a configured rule is wrong */
    public FaultRules(List<FaultRule> initial) {
        this.book = new RuleBook<>("rule", r -> {
            validate(r);
            return null;
        }, initial);
    }

    /** Adds or replaces a rule (by id; one without id gets a generated one). Returns the stored rule. */
    public FaultRule put(FaultRule rule) {
        return book.put(rule).rule();
    }

    public boolean remove(String id) {
        return book.remove(id);
    }

    public void clear() {
        book.clear();
    }

    /** The rules themselves, for the admin API. */
    public RuleBook<FaultRule> book() {
        return book;
    }

    /** Back to the rules of the configuration. */
    public void reset() {
        book.reset();
    }

    /** The rules in the order they are tried. */
    public List<FaultRule> list() {
        return entries().stream().map(RuleBook.Entry::rule).toList();
    }

    /** The rules in the order they are tried, with their counters. */
    public List<RuleBook.Entry<FaultRule>> entries() {
        return book.entries();
    }

    public FaultRule get(String id) {
        RuleBook.Entry<FaultRule> e = book.get(id);
        return e == null ? null : e.rule();
    }

    public RuleBook.Entry<FaultRule> entry(String id) {
        return book.get(id);
    }

    /** The rules that may apply to one SBI route (method null: any). */
    public RuleBook.Selection<FaultRule> select(RuleBook.Selection<FaultRule> cached, String nf, String service, String operation) {
        return select(cached, RequestView.SBI, nf, service, operation, null, null);
    }

    public RuleBook.Selection<FaultRule> select(RuleBook.Selection<FaultRule> cached, String transport, String nf,
                                                String service, String operation, String command, String method) {
        return book.select(cached, transport, nf, service, operation, command, method);
    }

    /** For a request whose content no rule looks at (content rules never match it). */
    public static FaultAction decide(RuleBook.Selection<FaultRule> selection) {
        return decide(selection, null);
    }

    /** Decides, for one request, which rule fires (the first, by priority, that matches and hits), or null. */
    public static FaultAction decide(RuleBook.Selection<FaultRule> selection, RequestView view) {
        if (selection.isEmpty()) {
            return null;
        }
        RuleBook.Entry<FaultRule> e = RuleBook.decide(selection, view);
        return e == null ? null : action(e.rule());
    }

    private static FaultAction action(FaultRule r) {
        long delay = Delays.sampleNanos(r.delay());
        FaultRule.Error e = r.error();
        if (e == null) {
            return new FaultAction(r.id(), delay, FaultAction.Kind.NONE, 0, null, 0);
        }
        return switch (e.type().toLowerCase(Locale.ROOT)) {
            case "http" -> new FaultAction(r.id(), delay, FaultAction.Kind.HTTP, e.status(), e.cause(), 0);
            case "reset" -> new FaultAction(r.id(), delay, FaultAction.Kind.RESET, 0, null, 0);
            case "no-answer" -> new FaultAction(r.id(), delay, FaultAction.Kind.NO_ANSWER, 0, null, 0);
            case "diameter" -> new FaultAction(r.id(), delay, FaultAction.Kind.DIAMETER, 0, e.cause(), e.resultCode());
            default -> throw new IllegalStateException("unvalidated error type " + e.type());
        };
    }

    static double sampleMillis(FaultRule.Delay d, ThreadLocalRandom rnd) {
        return Delays.sampleMillis(d, rnd);
    }

    /** Rejects a rule a user got wrong, with a {@link RuleException} naming the field. */
    public static void validate(FaultRule r) {
        if (r.delay() == null && r.error() == null) {
            throw new RuleException("/error", "a rule needs a delay, an error, or both");
        }
        Delays.validateCounts(r);
        Delays.validate(r.delay(), "/delay");
        FaultRule.Error e = r.error();
        if (e != null) {
            if (e.type() == null) {
                throw new RuleException("/error/type", "error.type is missing (http, reset, no-answer, diameter)");
            }
            switch (e.type().toLowerCase(Locale.ROOT)) {
                case "http" -> require(e.status() != null && e.status() >= 400 && e.status() <= 599, "/error/status",
                        "error.status must be 400..599");
                case "reset", "no-answer" -> { }
                case "diameter" -> require(e.resultCode() != null && e.resultCode() > 0, "/error/resultCode",
                        "error.resultCode is required");
                default -> throw new RuleException("/error/type", "error.type must be http, reset, no-answer or diameter");
            }
        }
    }
}
