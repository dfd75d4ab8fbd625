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
 * AAR and STR answered 2001 at once, and the two requests of the voice call a PCRF originates, sent from a map in
 * memory (UE address → its Gx session, its Rx session): a Gx RAR installing one rule after an AAR-I, an Rx RAR
 * (INDICATION_OF_LOSS_OF_BEARER) after a CCR-U reporting a rule INACTIVE. What the PCF stub takes beyond this is its
 * policy logic and its state.
 */
public final class ReferencePcrf implements AutoCloseable {

    private record Peer(String sessionId, String host, String realm, String via) {}

    private final DiameterNode node;
    private final Map<Inet4Address, Peer> gx = new ConcurrentHashMap<>();
    private final Map<String, Inet4Address> gxUe = new ConcurrentHashMap<>();
    private final Map<Inet4Address, Peer> rx = new ConcurrentHashMap<>();
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
            for (Gx.RuleReport report : Gx.chargingRuleReports(r.avps())) {
                Inet4Address ue = gxUe.get(r.sessionId());
                Peer af = ue == null ? null : rx.get(ue);
                if (report.status() == Gx.INACTIVE && af != null) {
                    Request rar = node.createRequest(Rx.RAR, af.sessionId(), af.realm(), af.host());
                    Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
                    Rx.SPECIFIC_ACTION.add(rar.getAvps(), Rx.INDICATION_OF_LOSS_OF_BEARER);
                    node.send(rar, af.via(), Duration.ofSeconds(5));
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
        Inet4Address ue = Avps.framedIpAddress(r.avps());
        if (ue != null && !rxUe.containsKey(r.sessionId())) {
            rx.put(ue, new Peer(r.sessionId(), r.peerHost(), r.peerRealm(), r.connectionPeer()));
            rxUe.put(r.sessionId(), ue);
            Peer pcef = gx.get(ue);
            if (pcef != null) {
                Request rar = node.createRequest(Gx.RAR, pcef.sessionId(), pcef.realm(), pcef.host());
                Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
                Gx.addChargingRuleInstall(rar.getAvps(), List.of(), List.of(), List.of(new Gx.ChargingRule("voice",
                        List.of("permit out 17 from any to " + ue.getHostAddress()), 1, 64_000L, 64_000L, 100L, null)));
                node.send(rar, pcef.via(), Duration.ofSeconds(5));
            }
        }
        return CompletableFuture.completedFuture(r.success());
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
