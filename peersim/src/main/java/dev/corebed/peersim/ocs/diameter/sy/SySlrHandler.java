package dev.corebed.peersim.ocs.diameter.sy;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterException;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.peersim.ocs.service.OcsService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import org.jdiameter.api.Answer;
import org.springframework.stereotype.Component;

/**
 * Spending-Limit-Request (TS 29.219 §5.6.1): the SLA with a Policy-Counter-Status-Report for each counter of the
 * session; an intermediate request of an unknown session 5002, counters the OCS does not keep
 * DIAMETER_ERROR_UNKNOWN_POLICY_COUNTERS (10415/5570), an initial one without a Subscription-Id 5005.
 */
@Component
public class SySlrHandler {

    private final OcsService ocs;

    public SySlrHandler(OcsService ocs) {
        this.ocs = ocs;
    }

    CompletionStage<Answer> handle(DiameterRequest request) {
        boolean initial = Sy.SL_REQUEST_TYPE.requireNumber(request.avps()) == Sy.INITIAL_REQUEST;
        OcsService.Answer a = ocs.spendingLimit(request.sessionId(), initial, subscriber(request), Sy.policyCounterIdentifiers(
                request.avps()), request.peerHost(), request.peerRealm(), request.connectionPeer());
        return CompletableFuture.completedFuture(switch (a.outcome()) {
            case OK -> {
                Answer sla = request.answer(ResultCodes.DIAMETER_SUCCESS);
                a.statuses().forEach((c, s) -> Sy.addPolicyCounterStatusReport(sla.getAvps(), c, s));
                yield sla;
            }
            case UNKNOWN_SESSION -> error(request, new DiameterException(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, a.detail()));
            case UNKNOWN_COUNTERS -> error(request, new DiameterException(ResultCodes.DIAMETER_ERROR_UNKNOWN_POLICY_COUNTERS,
                    a.detail()));
            case NO_SUBSCRIBER -> throw DiameterException.missingAvp(Avps.SUBSCRIPTION_ID);
        });
    }

    private static Answer error(DiameterRequest request, DiameterException e) {
        Answer answer = request.answer(e.resultCode());
        Avps.ERROR_MESSAGE.add(answer.getAvps(), e.getMessage());
        return answer;
    }

    /** The subscriber: imsi-<IMSI>, else msisdn-<E.164>, else nai-<NAI>; null when the request names none. */
    static String subscriber(DiameterRequest request) {
        String e164 = null;
        String nai = null;
        for (Avps.SubscriptionId id : Avps.subscriptionIds(request.avps())) {
            switch (id.type()) {
                case Avps.SubscriptionId.END_USER_IMSI -> {
                    return "imsi-" + id.data();
                }
                case Avps.SubscriptionId.END_USER_E164 -> e164 = "msisdn-" + id.data();
                case Avps.SubscriptionId.END_USER_NAI -> nai = "nai-" + id.data();
                default -> { }
            }
        }
        return e164 != null ? e164 : nai;
    }
}
