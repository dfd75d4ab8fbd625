package dev.corebed.gatling.pcrf;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/**
 * The reference the PCRF benchmark measures the PCF stub against: diameter-core's bare answering node (no data tier,
 * no decisions, no fault rules, overload control or metrics) doing the least a node must to play the same calls: CCR,
 * AAR and STR answered 2001 at once, and the requests of the voice calls a PCRF originates, sent from maps in memory
 * (UE address → its Gx session, its Rx session): a Gx RAR installing one rule after an AAR-I and again after an AAR-U
 * that changes the bandwidth; an Rx RAR after a CCR-U reporting a rule ACTIVE
 * (INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION) or INACTIVE (INDICATION_OF_LOSS_OF_BEARER), each if the AF
 * subscribed to it. What the PCF stub takes beyond this is its policy logic and its state.
 */
public final class ReferencePcrf implements AutoCloseable {

    private record Peer(String sessionId, String host, String realm, String via) {}

    private record Af(Peer peer, List<Integer> actions, long bandwidth) {}

    private final DiameterNode node;
    private final Map<Inet4Address, Peer> gx = new ConcurrentHashMap<>();
    private final Map<String, Inet4Address> gxUe = new ConcurrentHashMap<>();
    private final Map<Inet4Address, Af> rx = new ConcurrentHashMap<>();
    private final Map<String, Inet4Address> rxUe = new ConcurrentHashMap<>();

    public ReferencePcrf(String host, String realm, int port) {
        DiameterProperties props = new DiameterProperties(port, "127.0.0.1", host, realm, List.of(), 10415, "corebed-reference",
                List.of(), List.of(), true, Duration.ofSeconds(30), Duration.ofSeconds(5), Duration.ofSeconds(5), false);
        node = new DiameterNode("reference", props, List.of(new DiameterRoute(Gx.CCR, this::ccr),
                new DiameterRoute(Rx.AAR, this::aar), new DiameterRoute(Rx.STR, this::str)), null, null, null);
        node.start();
    }

    public int port() {
        return node.port();
    }

    public String host() {
        return node.originHost();
    }

    private CompletionStage<Answer> ccr(DiameterRequest r) {
        long type = Avps.CC_REQUEST_TYPE.requireNumber(r.avps());
        if (type == Avps.INITIAL_REQUEST) {
            Inet4Address ue = Avps.framedIpAddress(r.avps());
            if (ue != null) {
                gx.put(ue, new Peer(r.sessionId(), r.peerHost(), r.peerRealm(), r.connectionPeer()));
                gxUe.put(r.sessionId(), ue);
            }
        } else if (type == Avps.UPDATE_REQUEST) {
            Inet4Address ue = gxUe.get(r.sessionId());
            Af af = ue == null ? null : rx.get(ue);
            for (Gx.RuleReport report : af == null ? List.<Gx.RuleReport>of() : Gx.chargingRuleReports(r.avps())) {
                int action = report.status() == Gx.ACTIVE ? Rx.INDICATION_OF_SUCCESSFUL_RESOURCES_ALLOCATION
                        : report.status() == Gx.INACTIVE ? Rx.INDICATION_OF_LOSS_OF_BEARER : -1;
                if (af.actions().contains(action)) {
                    Request rar = node.createRequest(Rx.RAR, af.peer().sessionId(), af.peer().realm(), af.peer().host());
                    Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
                    Rx.SPECIFIC_ACTION.add(rar.getAvps(), action);
                    node.send(rar, af.peer().via(), Duration.ofSeconds(5));
                }
            }
        } else {
            Inet4Address ue = gxUe.remove(r.sessionId());
            if (ue != null) {
                gx.remove(ue);
            }
        }
        return CompletableFuture.completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS));
    }

    private CompletionStage<Answer> aar(DiameterRequest r) {
        Inet4Address ue = rxUe.get(r.sessionId());
        long bandwidth = Rx.mediaComponents(r.avps()).stream().map(Rx.MediaComponent::maxRequestedBandwidthDl)
                .filter(java.util.Objects::nonNull).findFirst().orElse(64_000L);
        if (ue == null) {
            ue = Avps.framedIpAddress(r.avps());
            if (ue != null) {
                rx.put(ue, new Af(new Peer(r.sessionId(), r.peerHost(), r.peerRealm(), r.connectionPeer()),
                        Rx.specificActions(r.avps()), bandwidth));
                rxUe.put(r.sessionId(), ue);
                install(ue, bandwidth);
            }
        } else {
            Af af = rx.get(ue);
            if (af != null && af.bandwidth() != bandwidth) {
                rx.put(ue, new Af(af.peer(), af.actions(), bandwidth));
                install(ue, bandwidth);
            }
        }
        return CompletableFuture.completedFuture(r.success());
    }

    /** The Gx RAR installing the voice rule of the UE's AF session at its PCEF. */
    private void install(Inet4Address ue, long bandwidth) {
        Peer pcef = gx.get(ue);
        if (pcef != null) {
            Request rar = node.createRequest(Gx.RAR, pcef.sessionId(), pcef.realm(), pcef.host());
            Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
            Gx.addChargingRuleInstall(rar.getAvps(), List.of(), List.of(), List.of(new Gx.ChargingRule("voice",
                    List.of("permit out 17 from any to " + ue.getHostAddress()), 1, bandwidth, bandwidth, 100L, null)));
            node.send(rar, pcef.via(), Duration.ofSeconds(5));
        }
    }

    private CompletionStage<Answer> str(DiameterRequest r) {
        Inet4Address ue = rxUe.remove(r.sessionId());
        if (ue != null) {
            rx.remove(ue);
        }
        return CompletableFuture.completedFuture(r.success());
    }

    @Override
    public void close() {
        node.stop();
    }

    /** Runs it alone: {@code ReferencePcrf <port> [host] [realm]}, until the JVM is stopped. */
    public static void main(String[] args) throws InterruptedException {
        int port = Integer.parseInt(args[0]);
        ReferencePcrf ref = new ReferencePcrf(args.length > 1 ? args[1] : "reference.corebed.test",
                args.length > 2 ? args[2] : "corebed.test", port);
        System.out.println("reference PCRF " + ref.host() + " on port " + ref.port());
        Runtime.getRuntime().addShutdownHook(new Thread(ref::close));
        Thread.currentThread().join();
    }
}
