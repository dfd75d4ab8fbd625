package dev.corebed.pcf.client;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.pcf.service.Ocs;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.jdiameter.api.ApplicationId;
import org.jdiameter.api.PeerState;
import org.jdiameter.api.Request;
import tools.jackson.databind.node.ObjectNode;

/**
 * The OCS over Sy (TS 29.219): Spending-Limit-Request (initial or intermediate) and Session-Termination-Request to
 * {@code destination-host} when set, else to an open peer of {@code destination-realm} that advertised Sy. An answer
 * other than 2001, or none in {@code timeout}, fails the step with a {@link PeerException} (what follows is the PCF's
 * stub.pcf.peers.ocs.on-failure).
 *
 * @param destinationRealm empty: the node's own realm
 * @param destinationHost  empty: none (any OCS of the realm)
 */
public final class OcsSyClient implements Ocs {

    public record Options(String destinationRealm, String destinationHost, Duration timeout) {}

    private final DiameterPeers peers;
    private final Options options;

    public OcsSyClient(DiameterPeers peers, Options options) {
        this.peers = peers;
        this.options = options;
    }

    @Override
    public boolean available() {
        DiameterNode node = peers.node();
        String realm = realm(node);
        for (DiameterNode.PeerInfo p : node.peers()) {
            boolean named = options.destinationHost().isEmpty() ? realm.equals(p.realm()) : options.destinationHost().equals(p.host());
            if (named && p.state() == PeerState.OKAY && serves(p)) {
                return true;
            }
        }
        return false;
    }

    private static boolean serves(DiameterNode.PeerInfo p) {
        for (ApplicationId a : p.advertised()) {
            if (a.getAuthAppId() == Sy.APPLICATION.authApplicationId()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String newSessionId() {
        return peers.node().newSessionId();
    }

    @Override
    public CompletableFuture<ObjectNode> spendingLimits(String sySessionId, boolean initial, String supi, String gpsi,
                                                        List<String> counters) {
        Request slr = request(Sy.SLR, sySessionId);
        Sy.SL_REQUEST_TYPE.add(slr.getAvps(), initial ? Sy.INITIAL_REQUEST : Sy.INTERMEDIATE_REQUEST);
        if (supi != null && supi.startsWith("imsi-")) {
            Avps.addSubscriptionId(slr.getAvps(), new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_IMSI, supi.substring(5)));
        } else if (supi != null && supi.startsWith("nai-")) {
            Avps.addSubscriptionId(slr.getAvps(), new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_NAI, supi.substring(4)));
        }
        if (gpsi != null && gpsi.startsWith("msisdn-")) {
            Avps.addSubscriptionId(slr.getAvps(), new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_E164, gpsi.substring(7)));
        }
        counters.forEach(c -> Sy.POLICY_COUNTER_IDENTIFIER.add(slr.getAvps(), c));
        String name = initial ? "SLR-I" : "SLR-U";
        return peers.send("ocs", name, slr, null, options.timeout()).thenApply(sent -> {
            if (!sent.success()) {
                throw new PeerException(Peer.OCS, 0, "OCS " + name + " answered " + sent.outcome());
            }
            return Ocs.status(Sy.policyCounterStatusReports(sent.answer().getAvps()));
        });
    }

    @Override
    public CompletableFuture<Void> terminate(String sySessionId) {
        Request str = request(Sy.STR, sySessionId);
        Avps.TERMINATION_CAUSE.add(str.getAvps(), Avps.DIAMETER_LOGOUT);
        return peers.send("ocs", "STR", str, null, options.timeout()).thenAccept(sent -> {
            // The OCS no longer having the session (5002) is the session gone all the same.
            if (!sent.success() && !"5002".equals(sent.outcome())) {
                throw new PeerException(Peer.OCS, 0, "OCS STR answered " + sent.outcome());
            }
        });
    }

    private Request request(dev.corebed.diameter.Command command, String sessionId) {
        DiameterNode node = peers.node();
        return node.createRequest(command, sessionId, realm(node),
                options.destinationHost().isEmpty() ? null : options.destinationHost());
    }

    private String realm(DiameterNode node) {
        return options.destinationRealm().isEmpty() ? node.originRealm() : options.destinationRealm();
    }
}
