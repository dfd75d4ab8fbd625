package dev.corebed.pcf.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.pcf.service.Af;
import dev.corebed.pcf.store.AppSessionRow;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jdiameter.api.Request;

/**
 * The AF of an Rx session: Re-Auth-Request (TS 29.214 §5.6.3) and Abort-Session-Request (§5.6.7) to its Origin-Host
 * and -Realm, through the peer its requests came by (the AF, or the BSF that relays for it).
 */
public final class AfRxClient implements Af {

    private final DiameterPeers peers;
    private final Duration timeout;

    public AfRxClient(DiameterPeers peers, Duration timeout) {
        this.peers = peers;
        this.timeout = timeout;
    }

    @Override
    public CompletableFuture<String> notify(AppSessionRow session, List<Integer> specificActions, List<Long> mediaComponents,
                                            Integer ipCanType, Integer ratType) {
        AppSessionRow.RxState rx = session.rx();
        Request rar = peers.node().createRequest(Rx.RAR, rx.sessionId(), rx.originRealm(), rx.originHost());
        Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
        specificActions.forEach(a -> Rx.SPECIFIC_ACTION.add(rar.getAvps(), a));
        mediaComponents.forEach(n -> Rx.addFlows(rar.getAvps(), n, List.of()));
        if (specificActions.contains(Rx.IP_CAN_CHANGE)) {
            if (ipCanType != null) {
                Gx.IP_CAN_TYPE.add(rar.getAvps(), ipCanType);
            }
            if (ratType != null) {
                Gx.RAT_TYPE.add(rar.getAvps(), ratType);
            }
        }
        return peers.send("af", "RAR", rar, rx.viaPeer(), timeout).thenApply(DiameterPeers.Sent::outcome);
    }

    @Override
    public CompletableFuture<String> abort(AppSessionRow session, int abortCause) {
        AppSessionRow.RxState rx = session.rx();
        Request asr = peers.node().createRequest(Rx.ASR, rx.sessionId(), rx.originRealm(), rx.originHost());
        Rx.ABORT_CAUSE.add(asr.getAvps(), abortCause);
        return peers.send("af", "ASR", asr, rx.viaPeer(), timeout).thenApply(DiameterPeers.Sent::outcome);
    }
}
