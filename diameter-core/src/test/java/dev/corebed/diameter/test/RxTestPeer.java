package dev.corebed.diameter.test;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Avps.SubscriptionId;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.core.fault.FaultRules;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * An Rx peer for tests, on 127.0.0.1 and any free port, in realm {@value #REALM}: the PCF, which answers
 * AAR and STR with 2001, or the AF (P-CSCF), which answers RAR and ASR with 2001. It records the
 * requests it receives (the AVPs as they arrived), builds and sends the requests of its role, and has
 * fault rules of its own to be made slow or failing (its nf is "pcf" or "af", its service "rx").
 *
 * <pre>{@code
 * try (RxTestPeer pcf = RxTestPeer.pcf("pcf1.corebed.test");
 *      RxTestPeer af = RxTestPeer.af("pcscf.corebed.test", RxTestPeer.peer("bsf.corebed.test", bsfPort))) {
 *     Answer aaa = af.call(af.aarInitial(ue));
 *     Request seen = pcf.awaitRequest(Rx.AAR, sessionId);
 * }
 * }</pre>
 */
public final class RxTestPeer implements AutoCloseable {

    public static final String REALM = "corebed.test";
    public static final String IMSI = "001010000000001";
    public static final String MSISDN = "491700000001";

    private final DiameterNode node;
    private final FaultRules faults = new FaultRules(List.of());
    private final List<Request> received = new ArrayList<>();
    private volatile boolean recording = true;

    private RxTestPeer(String nf, String host, String realm, List<Command> answered, DiameterProperties.Peer... connectTo) {
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", host, realm, List.of(), 10415, "corebed-test",
                List.of(), List.of(connectTo), true, Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(5),
                false);
        node = new DiameterNode(nf, props, answered.stream().map(c -> new DiameterRoute(c, this::answer)).toList(),
                faults, null, null);
        node.start();
    }

    /** A PCF answering AAR and STR with 2001; it connects to the given peers (and accepts any). */
    public static RxTestPeer pcf(String host, DiameterProperties.Peer... connectTo) {
        return pcf(host, REALM, connectTo);
    }

    /** A PCF of another realm. */
    public static RxTestPeer pcf(String host, String realm, DiameterProperties.Peer... connectTo) {
        return new RxTestPeer("pcf", host, realm, List.of(Rx.AAR, Rx.STR), connectTo);
    }

    /** An AF (P-CSCF) answering RAR and ASR with 2001; it connects to the given peers (and accepts any). */
    public static RxTestPeer af(String host, DiameterProperties.Peer... connectTo) {
        return new RxTestPeer("af", host, REALM, List.of(Rx.RAR, Rx.ASR), connectTo);
    }

    /** A peer to connect to on the loopback address, in {@value #REALM}. */
    public static DiameterProperties.Peer peer(String host, int port) {
        return new DiameterProperties.Peer("aaa://" + host + ":" + port, REALM, "127.0.0.1", true);
    }

    private CompletionStage<Answer> answer(DiameterRequest request) {
        if (recording) {
            synchronized (received) {
                received.add(request.message());
                received.notifyAll();
            }
        }
        return CompletableFuture.completedFuture(request.success());
    }

    public DiameterNode node() {
        return node;
    }

    public String host() {
        return node.originHost();
    }

    public int port() {
        return node.port();
    }

    /** This peer's fault rules: e.g. a "diameter" error for service "rx", operation "AAR". */
    public FaultRules faults() {
        return faults;
    }

    /** Whether received requests are kept (off for load, where they would pile up). */
    public RxTestPeer recording(boolean on) {
        recording = on;
        return this;
    }

    public boolean awaitOpen(String peerHost) throws InterruptedException {
        return node.awaitOpen(peerHost, Duration.ofSeconds(10));
    }

    public List<Request> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** The first request of that command and Session-Id received, waiting up to 5 s for it; null when none came. */
    public Request awaitRequest(Command command, String sessionId) throws InterruptedException {
        return awaitRequest(command, sessionId, 0);
    }

    /** The n-th request (from 0) of that command and Session-Id, waiting up to 5 s for it; null when none came. */
    public Request awaitRequest(Command command, String sessionId, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        synchronized (received) {
            while (true) {
                int seen = 0;
                for (Request r : received) {
                    if (r.getCommandCode() == command.code() && sessionId.equals(Avps.SESSION_ID.string(r.getAvps())) && seen++ == n) {
                        return r;
                    }
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                received.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    public void clearReceived() {
        synchronized (received) {
            received.clear();
        }
    }

    // ---- requests ----

    /**
     * An initial AAR (TS 29.214 §5.6.1) of a new session, to {@value #REALM} without Destination-Host:
     * Rx-Request-Type INITIAL_REQUEST, Framed-IP-Address, Subscription-Id (E.164 and IMSI),
     * AF-Charging-Identifier, an audio Media-Component-Description with RTP and RTCP flows, and
     * Specific-Action subscriptions (loss of bearer, IP-CAN change).
     */
    public Request aarInitial(Inet4Address ue) {
        return aarInitial(ue, Rx.INDICATION_OF_LOSS_OF_BEARER, Rx.IP_CAN_CHANGE);
    }

    /** The same AAR subscribing to these Specific-Actions instead. */
    public Request aarInitial(Inet4Address ue, int... specificActions) {
        Request r = node.createRequest(Rx.AAR, node.newSessionId(), REALM, null);
        AvpSet avps = r.getAvps();
        Rx.RX_REQUEST_TYPE.add(avps, Rx.INITIAL_REQUEST);
        Rx.AF_CHARGING_IDENTIFIER.add(avps, "icid-" + System.nanoTime());
        Rx.addMediaComponent(avps, new Rx.MediaComponent(1, 0, 64_000L, 64_000L, 2, List.of(
                new Rx.MediaSubComponent(1, List.of("permit out 17 from 10.0.0.1 49000 to " + ue.getHostAddress() + " 50000",
                        "permit in 17 from " + ue.getHostAddress() + " 50000 to 10.0.0.1 49000"), null),
                new Rx.MediaSubComponent(2, List.of("permit out 17 from 10.0.0.1 49001 to " + ue.getHostAddress() + " 50001",
                        "permit in 17 from " + ue.getHostAddress() + " 50001 to 10.0.0.1 49001"), 1))));
        Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_E164, MSISDN));
        Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_IMSI, IMSI));
        Avps.addFramedIpAddress(avps, ue);
        for (int action : specificActions) {
            Rx.SPECIFIC_ACTION.add(avps, action);
        }
        return r;
    }

    /** An AAR updating a session (Rx-Request-Type UPDATE_REQUEST), to the PCF that answered its AAR-I. */
    public Request aarUpdate(String sessionId, String pcfHost) {
        Request r = node.createRequest(Rx.AAR, sessionId, REALM, pcfHost);
        Rx.RX_REQUEST_TYPE.add(r.getAvps(), Rx.UPDATE_REQUEST);
        Rx.addMediaComponent(r.getAvps(), new Rx.MediaComponent(1, 0, 128_000L, 128_000L, 2, List.of()));
        return r;
    }

    /** STR (§5.6.5), Termination-Cause DIAMETER_LOGOUT. */
    public Request str(String sessionId, String pcfHost) {
        Request r = node.createRequest(Rx.STR, sessionId, REALM, pcfHost);
        Avps.TERMINATION_CAUSE.add(r.getAvps(), Avps.DIAMETER_LOGOUT);
        return r;
    }

    /** RAR (§5.6.3) from the PCF to the AF: Specific-Action INDICATION_OF_LOSS_OF_BEARER. */
    public Request rar(String sessionId, String afHost) {
        Request r = node.createRequest(Rx.RAR, sessionId, REALM, afHost);
        Avps.RE_AUTH_REQUEST_TYPE.add(r.getAvps(), Avps.AUTHORIZE_ONLY);
        Rx.SPECIFIC_ACTION.add(r.getAvps(), 2);
        return r;
    }

    /** ASR (§5.6.7) from the PCF to the AF: Abort-Cause BEARER_RELEASED. */
    public Request asr(String sessionId, String afHost) {
        Request r = node.createRequest(Rx.ASR, sessionId, REALM, afHost);
        Rx.ABORT_CAUSE.add(r.getAvps(), 0);
        return r;
    }

    public CompletableFuture<Answer> send(Request request) {
        return node.send(request, Duration.ofSeconds(5)).toCompletableFuture();
    }

    /** Sends and waits for the answer (5 s). */
    public Answer call(Request request) throws Exception {
        return send(request).get(6, TimeUnit.SECONDS);
    }

    @Override
    public void close() {
        node.stop();
    }
}
