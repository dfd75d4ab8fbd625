package dev.corebed.diameter;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleBook;
import org.jdiameter.api.Message;

/**
 * The stub's scripted answers and fault rules (shared with SBI, changed through the admin API) applied
 * to Diameter, in that order: a matching scripted answer is the answer; otherwise a fault rule may delay
 * or fail the request. A rule matches nf, service = application name ("gx") and operation = request name
 * ("CCR"), or a Credit-Control request type ("CCR-I" matches initial requests only, "CCR" all of them),
 * and its {@code match} may look at the AVPs and the subscriber. The selections are cached per operation
 * and revalidated with one volatile read per rule set; the message is decoded only for content rules.
 *
 * <p>An error rule of type "diameter" answers error.result-code in Result-Code, or in
 * Experimental-Result when error.cause is "experimental" (Vendor-Id 10415) or "experimental:VENDOR".
 */
final class DiameterFaults {

    private final FaultRules faults;
    private final AnswerRules answers;
    private final String nf;
    private final AvpValues values;

    /** The action to apply, and the result to answer for a "diameter" error or a scripted answer. */
    record Injection(FaultAction action, ResultCode result) {}

    /** Per operation, the selections of both rule sets. */
    static final class Slot {
        private volatile RuleBook.Selection<AnswerRule> answers;
        private volatile RuleBook.Selection<FaultRule> faults;
    }

    /** Either rule set may be null (none). */
    DiameterFaults(FaultRules faults, AnswerRules answers, String nf, AvpValues values) {
        this.faults = faults;
        this.answers = answers;
        this.nf = nf;
        this.values = values;
    }

    Injection decide(Slot slot, String service, String operation, String command, Message request) {
        RequestView view = null;
        if (answers != null) {
            var sel = answers.select(slot.answers, RequestView.DIAMETER, nf, service, operation, command, null);
            slot.answers = sel;
            if (!sel.isEmpty()) {
                view = sel.needsView() ? new DiameterRequestView(request, values) : null;
                FaultAction a = AnswerRules.decide(sel, view);
                if (a != null) {
                    return new Injection(a, ResultCodes.of(a.answer().vendorId(), a.resultCode()));
                }
            }
        }
        if (faults != null) {
            var sel = faults.select(slot.faults, RequestView.DIAMETER, nf, service, operation, command, null);
            slot.faults = sel;
            if (!sel.isEmpty()) {
                if (view == null && sel.needsView()) {
                    view = new DiameterRequestView(request, values);
                }
                FaultAction f = FaultRules.decide(sel, view);
                if (f != null) {
                    return new Injection(f, f.kind() == FaultAction.Kind.DIAMETER ? result(f) : null);
                }
            }
        }
        return null;
    }

    private static ResultCode result(FaultAction f) {
        long vendor = 0;
        String cause = f.cause() == null ? "" : f.cause().trim().toLowerCase();
        if (cause.equals("experimental")) {
            vendor = ResultCodes.VENDOR_3GPP;
        } else if (cause.startsWith("experimental:")) {
            try {
                vendor = Long.parseLong(cause.substring("experimental:".length()).trim());
            } catch (NumberFormatException notANumber) {
                vendor = ResultCodes.VENDOR_3GPP;
            }
        }
        return ResultCodes.of(vendor, f.resultCode());
    }
}
