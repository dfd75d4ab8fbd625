package dev.corebed.peersim.hss.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.service.Notifier;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.jdiameter.api.Request;

/**
 * The application servers as the HSS reaches them: a Push-Notification-Request (TS 29.329 §6.1.7) through the
 * simulator's Diameter node to the server's Origin-Host (the open peer of that identity, e.g. the Sh cache that
 * connected to the HSS, else a peer of its realm).
 */
public final class AsClient implements Notifier {

    private final Supplier<DiameterNode> node;
    private final Duration timeout;

    /** @param node the simulator's node, looked up when the first PNR goes (it serves the handlers that notify) */
    public AsClient(Supplier<DiameterNode> node, Duration timeout) {
        this.node = node;
        this.timeout = timeout;
    }

    @Override
    public CompletableFuture<ResultCode> pushNotification(String userIdentity, boolean msisdn, String destinationHost,
                                                          String destinationRealm, byte[] userData) {
        DiameterNode n = node.get();
        Request pnr = Sh.request(n, Sh.PNR, destinationRealm == null || destinationRealm.isBlank() ? n.originRealm()
                : destinationRealm, destinationHost);
        Sh.addUserIdentity(pnr.getAvps(), msisdn ? new Sh.UserIdentity(null, userIdentity) : new Sh.UserIdentity(userIdentity, null));
        Sh.USER_DATA.add(pnr.getAvps(), userData);
        return n.send(pnr, timeout).toCompletableFuture().thenApply(pna -> Avps.resultCode(pna.getAvps()));
    }
}
