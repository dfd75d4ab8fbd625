package dev.corebed.peersim.ocs.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.peersim.ocs.service.OcsSessions;
import dev.corebed.peersim.ocs.service.SpendingNotifications;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.jdiameter.api.Request;

/**
 * The PCRFs as the OCS reaches them: a Spending-Status-Notification-Request (TS 29.219 §5.6.3) of a Sy session to the
 * PCRF that opened it (its Origin-Host and -Realm, through the peer its SLR came by), with a Policy-Counter-Status-Report
 * per counter.
 */
public final class PcrfClient implements SpendingNotifications.Notifier {

    private final Supplier<DiameterNode> node;
    private final Duration timeout;

    /** @param node the simulator's node, looked up when the first SNR goes (it serves the handlers that open sessions) */
    public PcrfClient(Supplier<DiameterNode> node, Duration timeout) {
        this.node = node;
        this.timeout = timeout;
    }

    @Override
    public CompletableFuture<String> spendingStatus(OcsSessions.Session session, Map<String, String> statuses) {
        DiameterNode n = node.get();
        Request snr = n.createRequest(Sy.SNR, session.sessionId(), session.pcrfRealm(), session.pcrfHost());
        statuses.forEach((counter, status) -> Sy.addPolicyCounterStatusReport(snr.getAvps(), counter, status));
        return n.send(snr, session.viaPeer(), timeout).toCompletableFuture().handle((sna, failure) -> {
            if (failure != null) {
                Throwable c = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
                return c instanceof TimeoutException ? "timeout" : "unreachable";
            }
            ResultCode rc = Avps.resultCode(sna.getAvps());
            return rc == null ? "none" : rc.tag();
        });
    }
}
