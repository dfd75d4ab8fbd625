package dev.corebed.core.answer;

import static dev.corebed.core.rules.Delays.require;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.rules.Delays;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleBook;
import dev.corebed.core.rules.RuleException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The scripted answers in force ({@code answers.rules[n].*} at start, {@code /admin/v1/answers} at run
 * time). Transports look them up after overload control and before fault rules; like fault rules, a route
 * with none in force pays one volatile read.
 */
public final class AnswerRules {

    private final RuleBook<AnswerRule> book;
    /** Checks a transport adds (the Diameter side: AVP names and values against its dictionary). */
    private final List<Consumer<AnswerRule>> validators = new CopyOnWriteArrayList<>();

    /** @throws RuleException when a configured rule is wrong */
    public AnswerRules(List<AnswerRule> initial) {
        this.book = new RuleBook<>("answer", this::prepare, initial);
    }

    /**
     * Adds a check every rule must pass from now on, and runs it on the rules in force and the configured
     * ones: a configuration the transport cannot answer fails at start.
     */
    public void addValidator(Consumer<AnswerRule> validator) {
        for (AnswerRule r : book.defaults()) {
            validator.accept(r);
        }
        for (RuleBook.Entry<AnswerRule> e : book.entries()) {
            validator.accept(e.rule());
        }
        validators.add(validator);
    }

    /** The rules themselves, for the admin API. */
    public RuleBook<AnswerRule> book() {
        return book;
    }

    public RuleBook.Entry<AnswerRule> put(AnswerRule rule) {
        return book.put(rule);
    }

    public boolean remove(String id) {
        return book.remove(id);
    }

    public void clear() {
        book.clear();
    }

    public void reset() {
        book.reset();
    }

    public List<RuleBook.Entry<AnswerRule>> entries() {
        return book.entries();
    }

    public RuleBook.Entry<AnswerRule> entry(String id) {
        return book.get(id);
    }

    public RuleBook.Selection<AnswerRule> select(RuleBook.Selection<AnswerRule> cached, String transport, String nf,
                                                 String service, String operation, String command, String method) {
        return book.select(cached, transport, nf, service, operation, command, method);
    }

    /** The scripted answer for one request, as a {@link FaultAction} of kind ANSWER with its delay drawn; or null. */
    public static FaultAction decide(RuleBook.Selection<AnswerRule> selection, RequestView view) {
        if (selection.isEmpty()) {
            return null;
        }
        RuleBook.Entry<AnswerRule> e = RuleBook.decide(selection, view);
        if (e == null) {
            return null;
        }
        ScriptedAnswer a = (ScriptedAnswer) e.prepared();
        return new FaultAction(e.rule().id(), Delays.sampleNanos(e.rule().delay()), FaultAction.Kind.ANSWER, a.status(),
                null, a.resultCode(), a);
    }

    private ScriptedAnswer prepare(AnswerRule r) {
        validate(r);
        for (Consumer<AnswerRule> v : validators) {
            v.accept(r);
        }
        return new ScriptedAnswer(r.id(), r.answer());
    }

    /** Rejects a rule a user got wrong, with a {@link RuleException} naming the field. */
    public static void validate(AnswerRule r) {
        AnswerRule.Answer a = r.answer();
        require(a != null, "/answer", "an answer is required: {\"status\": ...} for SBI or {\"resultCode\": ...} for Diameter");
        Delays.validateCounts(r);
        Delays.validate(r.delay(), "/delay");
        require(a.status() != null || a.resultCode() != null, "/answer/status",
                "an answer needs a status (SBI) or a resultCode (Diameter)");
        require(a.status() == null || a.resultCode() == null, "/answer/resultCode",
                "an answer has a status (SBI) or a resultCode (Diameter), not both");
        if (a.status() != null) {
            require(a.status() >= 200 && a.status() <= 599, "/answer/status", "status must be 200..599");
            require(a.body() == null || a.bodyText() == null, "/answer/bodyText", "body (JSON) or bodyText, not both");
            require(a.avps() == null, "/answer/avps", "avps are for a Diameter answer (with a resultCode)");
            require(a.vendorId() == null, "/answer/vendorId", "vendorId is for a Diameter answer (with a resultCode)");
            if (a.headers() != null) {
                a.headers().forEach((name, value) -> {
                    String n = name.toLowerCase(Locale.ROOT);
                    require(!n.isBlank() && !n.startsWith(":"), "/answer/headers", "not a header name: " + name);
                    require(!n.equals("content-length"), "/answer/headers/content-length", "the stub sets content-length");
                    require(value != null, "/answer/headers/" + name, "a header needs a value");
                });
            }
        } else {
            require(a.resultCode() > 0, "/answer/resultCode", "resultCode must be positive");
            require(a.vendorId() == null || a.vendorId() >= 0, "/answer/vendorId", "vendorId must not be negative");
            require(a.headers() == null, "/answer/headers", "headers are for an SBI answer (with a status)");
            require(a.body() == null && a.bodyText() == null, "/answer/body", "a body is for an SBI answer (with a status)");
            require(a.contentType() == null, "/answer/contentType", "contentType is for an SBI answer (with a status)");
            List<AnswerRule.Avp> avps = a.avps() == null ? List.of() : a.avps();
            for (int i = 0; i < avps.size(); i++) {
                AnswerRule.Avp avp = avps.get(i);
                require(avp != null && (avp.name() != null || avp.code() != null), "/answer/avps/" + i,
                        "an AVP needs a name or a code");
                require(avp.value() != null && !avp.value().isNull(), "/answer/avps/" + i + "/value", "an AVP needs a value");
            }
        }
    }
}
