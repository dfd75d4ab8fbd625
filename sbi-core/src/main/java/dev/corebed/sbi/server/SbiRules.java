package dev.corebed.sbi.server;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.answer.ScriptedAnswer;
import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.rules.RequestView;
import dev.corebed.core.rules.RuleBook;
import dev.corebed.sbi.RouteTable.CompiledRoute;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiResponse;
import java.util.function.Supplier;

/**
 * The rules the dispatcher applies after overload control: a scripted answer if one matches (it is then
 * the answer, after its delay), else a fault rule. The selections are cached per route and revalidated
 * with one volatile read per rule set, so a route with no rule in force pays two reads; the request's
 * content is looked at only when a rule that survived the selection asks for it.
 */
final class SbiRules {

    /** What is cached per route, in {@link CompiledRoute#faultState}. */
    private static final class RouteState {
        RuleBook.Selection<AnswerRule> answers;
        RuleBook.Selection<FaultRule> faults;
    }

    private final FaultRules faults;
    private final AnswerRules answers;

    /** Either may be null (none applied). */
    SbiRules(FaultRules faults, AnswerRules answers) {
        this.faults = faults;
        this.answers = answers;
    }

    /** The action for one request (kind ANSWER for a scripted answer), or null; the recording is told which. */
    FaultAction decide(CompiledRoute route, String method, String uri, SbiHeaders headers, byte[] body, Exchange exchange) {
        return decide(route, () -> view(method, uri, headers, body, exchange), exchange);
    }

    /** The same, with the request's view made by {@code view} when a rule looks at its content. */
    FaultAction decide(CompiledRoute route, Supplier<RequestView> viewSource, Exchange exchange) {
        RouteState state = route.faultState instanceof RouteState s ? s : new RouteState();
        route.faultState = state;
        String service = route.route().service();
        String operation = route.route().operation();
        String routeMethod = route.route().method();
        RequestView view = null;
        FaultAction action = null;
        if (answers != null) {
            var sel = answers.select(state.answers, RequestView.SBI, route.nf(), service, operation, null, routeMethod);
            state.answers = sel;
            if (!sel.isEmpty()) {
                view = sel.needsView() ? viewSource.get() : null;
                action = AnswerRules.decide(sel, view);
            }
        }
        if (action == null && faults != null) {
            var sel = faults.select(state.faults, RequestView.SBI, route.nf(), service, operation, null, routeMethod);
            state.faults = sel;
            if (!sel.isEmpty()) {
                if (view == null && sel.needsView()) {
                    view = viewSource.get();
                }
                action = FaultRules.decide(sel, view);
            }
        }
        if (action != null) {
            SbiJournal.action(exchange, action);
        }
        return action;
    }

    /** The journal's recording is already a view of the request; otherwise one is made. */
    private static RequestView view(String method, String uri, SbiHeaders headers, byte[] body, Exchange exchange) {
        RequestView recorded = SbiJournal.view(exchange);
        return recorded != null ? recorded : new SbiRequestView(method, uri, headers, body);
    }

    /** The SBI answer of a scripted answer. */
    static SbiResponse response(FaultAction action) {
        ScriptedAnswer a = action.answer();
        SbiResponse r = SbiResponse.of(a.status(), a.contentType(), a.body());
        for (String[] h : a.headers()) {
            r.header(h[0], h[1]);
        }
        return r;
    }
}
