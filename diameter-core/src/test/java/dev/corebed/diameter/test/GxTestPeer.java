package dev.corebed.diameter.test;

import dev.corebed.core.fault.FaultRules;
import dev.corebed.diameter.Avps;
import dev.corebed.diameter.Avps.SubscriptionId;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRequest;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import java.net.Inet4Address;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;

/**
 * A PCEF (P-GW) for tests of a PCRF, on 127.0.0.1 and any free port, in realm {@value RxTestPeer#REALM}: it answers
 * the PCRF's Gx RAR (2001 unless told otherwise), records the RARs it receives (AVPs as they arrived), and builds
 * and sends the Credit-Control requests of IP-CAN sessions, numbering each session's CC-Request-Number. It has fault
 * rules of its own (nf "pcef", service "gx").
 *
 * <pre>{@code
 * try (GxTestPeer pcef = GxTestPeer.connect("pgw.corebed.test", RxTestPeer.peer("pcf.corebed.test", pcfPort))) {
 *     GxTestPeer.Session s = pcef.session("001010000000001", ue, "internet");
 *     Answer cca = pcef.call(s.initial());
 *     Request rar = pcef.awaitRar(s.id());
 * }
 * }</pre>
 */
public final class GxTestPeer implements AutoCloseable {

    private final DiameterNode node;
    private final FaultRules faults = new FaultRules(List.of());
    private final List<Request> received = new ArrayList<>();
    private volatile ResultCode raaResult = ResultCodes.DIAMETER_SUCCESS;
    private volatile Consumer<AvpSet> raaAvps = avps -> { };

    private GxTestPeer(String host, DiameterProperties.Peer... connectTo) {
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", host, RxTestPeer.REALM, List.of(), 10415,
                "corebed-test", List.of(), List.of(connectTo), true, Duration.ofSeconds(30), Duration.ofSeconds(1),
                Duration.ofSeconds(5), false);
        node = new DiameterNode("pcef", props, List.of(new DiameterRoute(Gx.RAR, this::answer)), faults, null, null);
        node.start();
    }

    /** A PCEF connecting to the given peers (a PCRF), serving Gx RAR. */
    public static GxTestPeer connect(String host, DiameterProperties.Peer... connectTo) {
        return new GxTestPeer(host, connectTo);
    }

    private CompletionStage<Answer> answer(DiameterRequest request) {
        synchronized (received) {
            received.add(request.message());
            received.notifyAll();
        }
        Answer raa = request.answer(raaResult);
        raaAvps.accept(raa.getAvps());
        return CompletableFuture.completedFuture(raa);
    }

    /** What the next RAAs answer: their result, and AVPs added to them (a Charging-Rule-Report). */
    public GxTestPeer answerRar(ResultCode result, Consumer<AvpSet> avps) {
        raaResult = result;
        raaAvps = avps;
        return this;
    }

    public DiameterNode node() {
        return node;
    }

    public String host() {
        return node.originHost();
    }

    public FaultRules faults() {
        return faults;
    }

    public boolean awaitOpen(String peerHost) throws InterruptedException {
        return node.awaitOpen(peerHost, Duration.ofSeconds(10));
    }

    public List<Request> received() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** The n-th RAR (from 0) of that Session-Id received, waiting up to 5 s for it; null when none came. */
    public Request awaitRar(String sessionId, int n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        synchronized (received) {
            while (true) {
                List<Request> rars = rars(sessionId);
                if (rars.size() > n) {
                    return rars.get(n);
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                received.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    public Request awaitRar(String sessionId) throws InterruptedException {
        return awaitRar(sessionId, 0);
    }

    /** The RARs of a session received so far. */
    public List<Request> rars(String sessionId) {
        synchronized (received) {
            return received.stream().filter(r -> sessionId.equals(Avps.SESSION_ID.string(r.getAvps()))).toList();
        }
    }

    public void clearReceived() {
        synchronized (received) {
            received.clear();
        }
    }

    /** An IP-CAN session of a subscriber (IMSI), its UE address and APN: its requests, numbered in order. */
    public Session session(String imsi, Inet4Address ue, String apn) {
        return new Session(node.newSessionId(), imsi, ue, apn);
    }

    public final class Session {
        private final String id;
        private final String imsi;
        private final Inet4Address ue;
        private final String apn;
        private int next;

        Session(String id, String imsi, Inet4Address ue, String apn) {
            this.id = id;
            this.imsi = imsi;
            this.ue = ue;
            this.apn = apn;
        }

        public String id() {
            return id;
        }

        /**
         * CCR-I (TS 29.212 §5.6.2): Subscription-Id (IMSI and E.164), Framed-IP-Address, Called-Station-Id (the APN),
         * IP-CAN-Type 3GPP-EPS, RAT-Type EUTRAN, the APN-AMBR and the default bearer's QoS the PCEF got from the HSS.
         */
        public Request initial() {
            Request r = request(Avps.INITIAL_REQUEST);
            AvpSet avps = r.getAvps();
            Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_IMSI, imsi));
            Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_E164, "49" + imsi.substring(imsi.length() - 9)));
            Avps.addFramedIpAddress(avps, ue);
            Gx.IP_CAN_TYPE.add(avps, 5);
            Gx.RAT_TYPE.add(avps, 1004);
            Gx.addApnAggregateMaxBitrate(avps, 50_000_000L, 100_000_000L);
            Gx.addDefaultEpsBearerQos(avps, new Gx.DefaultBearerQos(9, new Gx.Arp(8, false, true)));
            Avps.CALLED_STATION_ID.add(avps, apn);
            return r;
        }

        /** CCR-U with the next CC-Request-Number; the caller adds what it reports. */
        public Request update() {
            return request(Avps.UPDATE_REQUEST);
        }

        /** CCR-T (Termination-Cause DIAMETER_LOGOUT) with the next CC-Request-Number. */
        public Request termination() {
            Request r = request(Avps.TERMINATION_REQUEST);
            Avps.TERMINATION_CAUSE.add(r.getAvps(), Avps.DIAMETER_LOGOUT);
            return r;
        }

        /** A request of the session with this CC-Request-Number, not counted (an out-of-order one). */
        public Request numbered(int type, int number) {
            Request r = node.createRequest(Gx.CCR, id, RxTestPeer.REALM, null);
            Avps.CC_REQUEST_TYPE.add(r.getAvps(), type);
            Avps.CC_REQUEST_NUMBER.add(r.getAvps(), number);
            return r;
        }

        private Request request(int type) {
            return numbered(type, next++);
        }
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
