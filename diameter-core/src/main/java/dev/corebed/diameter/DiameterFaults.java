package dev.corebed.diameter;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The stub's fault rules (shared with SBI, changed through the admin API) applied to Diameter: a rule
 * matches nf, service = application name ("gx") and operation = request name ("CCR"), or a
 * Credit-Control request type ("CCR-I" matches initial requests only, "CCR" all of them). Since one
 * request can match under two operation names, selection is done here rather than by
 * {@link FaultRules#select}, whose selection only serves to notice that the rules changed; the
 * chosen rule's delay and error are still drawn by {@link FaultRules#decide}, so both transports
 * sample delays the same way.
 *
 * <p>An error rule of type "diameter" answers error.result-code in Result-Code, or in
 * Experimental-Result when error.cause is "experimental" (Vendor-Id 10415) or "experimental:VENDOR".
 */
final class DiameterFaults {

    private final FaultRules rules;
    private final String nf;
    private volatile FaultRules.Selection probe;
    private volatile int generation;

    /** A rule that matches one operation, and a one-rule FaultRules that draws its action. */
    private record Candidate(FaultRule rule, FaultRules.Selection single, ResultCode result) {}

    /** The fault to apply: the drawn action, and for a "diameter" error the result to answer. */
    record Injection(FaultAction action, ResultCode result) {}

    /** Per operation, the matching rules, recomputed when the rules change. */
    static final class Slot {
        private volatile int generation = -1;
        private volatile Candidate[] candidates;
    }

    DiameterFaults(FaultRules rules, String nf) {
        this.rules = rules;
        this.nf = nf;
    }

    Injection decide(Slot slot, String service, String operation, String command) {
        FaultRules.Selection now = rules.select(probe, "", "", "");
        if (now != probe) {
            probe = now;
            generation++;
        }
        int g = generation;
        Candidate[] candidates = slot.candidates;
        if (slot.generation != g) {
            candidates = match(service, operation, command);
            slot.candidates = candidates;
            slot.generation = g;
        }
        if (candidates.length == 0) {
            return null;
        }
        ThreadLocalRandom rnd = ThreadLocalRandom.current();
        for (Candidate c : candidates) {
            Double p = c.rule.probability();
            if (p == null || p >= 1.0 || rnd.nextDouble() < p) {
                return new Injection(FaultRules.decide(c.single), c.result);
            }
        }
        return null;
    }

    private Candidate[] match(String service, String operation, String command) {
        List<Candidate> out = new ArrayList<>();
        for (FaultRule r : rules.list()) {
            if (field(r.nf(), nf) && field(r.service(), service)
                    && (field(r.operation(), operation) || field(r.operation(), command))) {
                FaultRule bare = new FaultRule(r.id(), null, null, null, r.delay(), r.error(), null);
                FaultRules.Selection single = new FaultRules(List.of(bare)).select(null, "", "", "");
                out.add(new Candidate(r, single, result(r.error())));
            }
        }
        return out.toArray(new Candidate[0]);
    }

    private static boolean field(String pattern, String value) {
        return pattern == null || pattern.isEmpty() || "*".equals(pattern) || pattern.equalsIgnoreCase(value);
    }

    private static ResultCode result(FaultRule.Error e) {
        if (e == null || !"diameter".equalsIgnoreCase(e.type()) || e.resultCode() == null) {
            return null;
        }
        long vendor = 0;
        String cause = e.cause() == null ? "" : e.cause().trim().toLowerCase();
        if (cause.equals("experimental")) {
            vendor = ResultCodes.VENDOR_3GPP;
        } else if (cause.startsWith("experimental:")) {
            try {
                vendor = Long.parseLong(cause.substring("experimental:".length()).trim());
            } catch (NumberFormatException notANumber) {
                vendor = ResultCodes.VENDOR_3GPP;
            }
        }
        return ResultCodes.of(vendor, e.resultCode());
    }
}
