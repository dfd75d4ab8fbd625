package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.RawPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Message;
import org.jdiameter.api.Request;
import org.jdiameter.client.api.IMessage;
import org.jdiameter.client.impl.parser.MessageParser;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Three nodes in one JVM on the loopback address: an AF (P-CSCF), a BSF-like node relaying Rx, and a
 * PCF. The AF talks to the relay only, the relay connects to the PCF. The relay's targets are a map
 * from the UE's address to a PCF, looked up on another thread as a data tier would.
 */
class DiameterRelayTest {

    static final String BSF = "bsf.corebed.test";
    static final String PCF = "pcf1.corebed.test";
    static final String AF = "pcscf.corebed.test";
    static final String PCF_DOWN = "pcf-down.corebed.test";

    static final Inet4Address UE = ipv4("10.45.0.7");
    static final Inet4Address UE_OF_A_DOWN_PCF = ipv4("10.45.0.66");
    static final Inet4Address UE_WITHOUT_BINDING = ipv4("10.45.9.9");
    static final Map<InetAddress, DiameterRelay.Target> BINDINGS = Map.of(
            UE, new DiameterRelay.Target(PCF, REALM),
            UE_OF_A_DOWN_PCF, new DiameterRelay.Target(PCF_DOWN, REALM));

    static final FaultRules faults = new FaultRules(List.of());
    static final OverloadControl overload = new OverloadControl(OverloadControl.Settings.UNLIMITED);
    static final SimpleMeterRegistry metrics = new SimpleMeterRegistry();
    static final ExecutorService dataTier = Executors.newSingleThreadExecutor();
    static DiameterRelay relay;
    static DiameterNode bsf;
    static RxTestPeer pcf;
    static RxTestPeer af;

    @BeforeAll
    static void start() throws Exception {
        pcf = RxTestPeer.pcf(PCF);
        relay = DiameterRelay.rx(DiameterRelayTest::lookup,
                new DiameterRelay.Settings(Duration.ofSeconds(1), Duration.ofHours(1), 1000), metrics);
        bsf = new DiameterNode("bsf", props(BSF, 0, List.of(), List.of(connectTo(PCF, pcf.port())), Duration.ofSeconds(30)),
                relay.routes(), faults, overload, metrics);
        bsf.start();
        af = RxTestPeer.af(AF, RxTestPeer.peer(BSF, bsf.port()));
        assertThat(bsf.awaitOpen(PCF, Duration.ofSeconds(10))).isTrue();
        assertThat(af.awaitOpen(BSF)).isTrue();
        assertThat(pcf.awaitOpen(BSF)).isTrue();
    }

    @AfterAll
    static void stop() {
        af.close();
        bsf.stop();
        pcf.close();
        dataTier.shutdown();
    }

    @AfterEach
    void clearFaults() {
        faults.clear();
        pcf.faults().clear();
        overload.set(OverloadControl.Settings.UNLIMITED);
    }

    /** The BSF's part: the PCF bound to the UE's Framed-IP-Address, or none. */
    static CompletionStage<DiameterRelay.Target> lookup(DiameterRequest aar) {
        Inet4Address ue = Avps.framedIpAddress(aar.avps());
        return CompletableFuture.supplyAsync(() -> ue == null ? null : BINDINGS.get(ue), dataTier);
    }

    // ---- AAR-I ----

    @Test
    void anInitialAarGoesToThePcfOfTheBindingWithItsAvpsAsSent() throws Exception {
        Request aar = af.aarInitial(UE);
        // A vendor AVP no dictionary here knows (no M bit): a proxy passes it on as it is.
        aar.getAvps().addAvp(4711, new byte[] {1, 2, 3, 4, 5}, 99999, false, false);
        String sid = sessionId(aar);
        long endToEnd = aar.getEndToEndIdentifier();
        List<String> sent = encoded(aar, Set.of(Avp.DESTINATION_HOST, Avp.DESTINATION_REALM));

        Answer aaa = af.call(aar);

        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).as("the PCF's answer, relayed").isEqualTo(PCF);
        assertThat(Avps.SESSION_ID.requireString(aaa.getAvps())).isEqualTo(sid);
        assertThat(aaa.getEndToEndIdentifier()).isEqualTo(endToEnd);

        Request seen = pcf.awaitRequest(Rx.AAR, sid);
        AvpSet avps = seen.getAvps();
        assertThat(Avps.ORIGIN_HOST.requireString(avps)).as("the AF stays the origin").isEqualTo(AF);
        assertThat(Avps.ORIGIN_REALM.requireString(avps)).isEqualTo(REALM);
        assertThat(Avps.DESTINATION_HOST.requireString(avps)).isEqualTo(PCF);
        assertThat(Avps.DESTINATION_REALM.requireString(avps)).isEqualTo(REALM);
        assertThat(routeRecords(seen)).containsExactly(AF);
        assertThat(seen.getEndToEndIdentifier()).isEqualTo(endToEnd);
        assertThat(avps.getAvpByIndex(0).getCode()).as("Session-Id first").isEqualTo(Avp.SESSION_ID);
        assertThat(Avps.framedIpAddress(avps)).isEqualTo(UE);
        assertThat(Rx.mediaComponents(avps)).isEqualTo(Rx.mediaComponents(aar.getAvps())).hasSize(1);
        assertThat(Avps.subscriptionIds(avps)).extracting(Avps.SubscriptionId::data)
                .containsExactly(RxTestPeer.MSISDN, RxTestPeer.IMSI);
        assertThat(avps.getAvp(4711, 99999).getRaw()).containsExactly(1, 2, 3, 4, 5);
        assertThat(encoded(seen, Set.of(Avp.DESTINATION_HOST, Avp.DESTINATION_REALM, Avp.ROUTE_RECORD)))
                .as("every other AVP, in order, octet for octet").isEqualTo(sent);

        assertThat(relay.session(sid)).contains(new DiameterRelay.Session(sid, AF, AF, REALM, PCF, PCF, REALM));
        assertThat(timer("command", "AAR", "result", "2001").count()).isGreaterThanOrEqualTo(1);
        assertThat(relayed("AAR-I", "to-server", "relayed")).isGreaterThanOrEqualTo(1);
        assertThat(metrics.find("diameter.relay.sessions").gauge().value()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void withoutABindingTheRelayAnswersIpCanSessionNotAvailable() throws Exception {
        Request aar = af.aarInitial(UE_WITHOUT_BINDING);
        String sid = sessionId(aar);
        Answer aaa = af.call(aar);

        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
        assertThat(aaa.getAvps().getAvp(Avp.RESULT_CODE)).as("an Experimental-Result only").isNull();
        assertThat(aaa.isError()).isFalse();
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo(BSF);
        assertThat(Avps.SESSION_ID.requireString(aaa.getAvps())).isEqualTo(sid);
        assertThat(Avps.AUTH_APPLICATION_ID.requireNumber(aaa.getAvps())).isEqualTo(Rx.APPLICATION.authApplicationId());
        assertThat(relay.session(sid)).isEmpty();
        assertThat(receivedBy(pcf, sid)).isEmpty();
        assertThat(timer("command", "AAR", "result", "10415:5065").count()).isEqualTo(1);
        assertThat(relayed("AAR-I", "to-server", "no-target")).isEqualTo(1);
    }

    @Test
    void aPcfThatIsNotConnectedOrDoesNotAnswerIsUnableToDeliver() throws Exception {
        Answer down = af.call(af.aarInitial(UE_OF_A_DOWN_PCF));
        assertThat(Avps.resultCode(down.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNABLE_TO_DELIVER);
        assertThat(down.isError()).isTrue();
        assertThat(Avps.ORIGIN_HOST.requireString(down.getAvps())).isEqualTo(BSF);
        assertThat(Avps.ERROR_MESSAGE.requireString(down.getAvps())).contains(PCF_DOWN);

        pcf.faults().put(new FaultRule("mute", "pcf", "rx", "AAR", null, new FaultRule.Error("no-answer", null, null, null), null));
        Request aar = af.aarInitial(UE);
        long start = System.nanoTime();
        Answer late = af.call(aar);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as("the relay's answer timeout").isGreaterThanOrEqualTo(1000);
        assertThat(Avps.resultCode(late.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNABLE_TO_DELIVER);
        assertThat(late.isError()).isTrue();
        assertThat(Avps.ERROR_MESSAGE.requireString(late.getAvps())).contains("no answer from " + PCF);
        assertThat(relay.session(sessionId(aar))).isEmpty();
        assertThat(relayed("AAR-I", "to-server", "timeout")).isEqualTo(1);
        assertThat(relayed("AAR-I", "to-server", "undeliverable")).isEqualTo(1);
    }

    @Test
    void thePcfsErrorsComeBackAsItSentThem() throws Exception {
        // A protocol error: the E bit and the PCF's Origin-Host and Error-Message reach the AF.
        pcf.faults().put(new FaultRule("busy", "pcf", "rx", "AAR", null, new FaultRule.Error("diameter", null, null, 3004L), null));
        long before = timed("command", "AAR", "result", "3004", "fault", "none");
        Request aar = af.aarInitial(UE);
        Answer busy = af.call(aar);
        assertThat(Avps.resultCode(busy.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(busy.isError()).isTrue();
        assertThat(Avps.ORIGIN_HOST.requireString(busy.getAvps())).isEqualTo(PCF);
        assertThat(Avps.ERROR_MESSAGE.requireString(busy.getAvps())).isEqualTo("injected by fault rule busy");
        assertThat(relay.session(sessionId(aar))).as("no session without a successful AAA").isEmpty();
        assertThat(timed("command", "AAR", "result", "3004", "fault", "none")).as("timed with the relayed result")
                .isEqualTo(before + 1);

        // An application's Experimental-Result.
        pcf.faults().clear();
        pcf.faults().put(new FaultRule("deny", "pcf", "rx", "AAR", null,
                new FaultRule.Error("diameter", null, "experimental", 5063L), null));
        Answer denied = af.call(af.aarInitial(UE));
        assertThat(Avps.resultCode(denied.getAvps())).isEqualTo(ResultCodes.REQUESTED_SERVICE_NOT_AUTHORIZED);
        assertThat(Avps.ORIGIN_HOST.requireString(denied.getAvps())).isEqualTo(PCF);

        // A value only the PCF judges (the proxy checks the AVPs it routes on): the PCF's 5004 and Failed-AVP come back.
        pcf.faults().clear();
        Request badValue = af.aarInitial(UE);
        Rx.addMediaComponent(badValue.getAvps(), new Rx.MediaComponent(2, 0, null, null, 9, List.of()));
        Answer invalid = af.call(badValue);
        assertThat(Avps.resultCode(invalid.getAvps())).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_VALUE);
        assertThat(Avps.ORIGIN_HOST.requireString(invalid.getAvps())).isEqualTo(PCF);
        assertThat(Rx.FLOW_STATUS.find(Avps.FAILED_AVP.requireGrouped(invalid.getAvps())).getInteger32()).isEqualTo(9);
    }

    @Test
    void anUnknownAvpWithTheMBitIsTheProxysOwn5001AtAnyDepth() throws Exception {
        // RFC 6733 §4.1: a proxy rejects an AVP it does not know that has the M bit; nothing reaches the PCF.
        Request unknown = af.aarInitial(UE);
        unknown.getAvps().addAvp(4711, new byte[] {9, 9, 9, 9}, 10415, true, false);
        Answer unsupported = af.call(unknown);
        assertThat(Avps.resultCode(unsupported.getAvps())).isEqualTo(ResultCodes.DIAMETER_AVP_UNSUPPORTED);
        assertThat(Avps.ORIGIN_HOST.requireString(unsupported.getAvps())).isEqualTo(BSF);
        assertThat(Avps.FAILED_AVP.requireGrouped(unsupported.getAvps()).getAvp(4711, 10415).getRaw()).containsExactly(9, 9, 9, 9);
        assertThat(receivedBy(pcf, sessionId(unknown))).isEmpty();

        Request nested = af.aarInitial(UE);
        Rx.MEDIA_COMPONENT_DESCRIPTION.requireGrouped(nested.getAvps()).addAvp(4712, new byte[4], 10415, true, false);
        Answer deep = af.call(nested);
        assertThat(Avps.resultCode(deep.getAvps())).isEqualTo(ResultCodes.DIAMETER_AVP_UNSUPPORTED);
        assertThat(Avps.FAILED_AVP.requireGrouped(deep.getAvps()).getAvp(4712, 10415)).isNotNull();
        assertThat(receivedBy(pcf, sessionId(nested))).isEmpty();
        assertThat(timer("command", "AAR", "result", "5001").count()).isEqualTo(2);
    }

    // ---- the session ----

    @Test
    void updatesAndTheStrFollowTheSessionAndTheStrEndsIt() throws Exception {
        String sid = open(UE);

        Answer update = af.call(af.aarUpdate(sid, PCF));
        assertThat(Avps.resultCode(update.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(update.getAvps())).isEqualTo(PCF);
        Answer sta = af.call(af.str(sid, PCF));
        assertThat(Avps.resultCode(sta.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(sta.getAvps())).isEqualTo(PCF);

        List<Request> seen = receivedBy(pcf, sid);
        assertThat(seen).extracting(Message::getCommandCode).containsExactly(Rx.AAR.code(), Rx.AAR.code(), Rx.STR.code());
        assertThat(Rx.RX_REQUEST_TYPE.requireNumber(seen.get(1).getAvps())).isEqualTo(Rx.UPDATE_REQUEST);
        assertThat(Avps.TERMINATION_CAUSE.requireNumber(seen.get(2).getAvps())).isEqualTo(Avps.DIAMETER_LOGOUT);
        assertThat(seen).allSatisfy(r -> assertThat(routeRecords(r)).containsExactly(AF));
        assertThat(relay.session(sid)).as("the STA ends the session").isEmpty();

        // After the STR the relay no longer knows the session: an update or another STR is 5002.
        Answer late = af.call(af.aarUpdate(sid, PCF));
        assertThat(Avps.resultCode(late.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.ORIGIN_HOST.requireString(late.getAvps())).isEqualTo(BSF);
        Answer again = af.call(af.str(sid, PCF));
        assertThat(Avps.resultCode(again.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(receivedBy(pcf, sid)).hasSize(3);

        assertThat(relayed("AAR-U", "to-server", "relayed")).isGreaterThanOrEqualTo(1);
        assertThat(relayed("AAR-I", "to-server", "unknown-session")).as("an update of no known session")
                .isGreaterThanOrEqualTo(1);
        assertThat(relayed("STR", "to-server", "unknown-session")).isGreaterThanOrEqualTo(1);
        assertThat(metrics.find("diameter.relay.sessions.ended").tag("reason", "terminated").counter().count())
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    void rarAndAsrFromThePcfReachTheAfAndTheirAnswersComeBack() throws Exception {
        String sid = open(UE);

        Answer raa = pcf.call(pcf.rar(sid, AF));
        assertThat(Avps.resultCode(raa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(raa.getAvps())).as("the AF's answer, relayed").isEqualTo(AF);
        Request rar = af.awaitRequest(Rx.RAR, sid);
        assertThat(Avps.ORIGIN_HOST.requireString(rar.getAvps())).isEqualTo(PCF);
        assertThat(Avps.DESTINATION_HOST.requireString(rar.getAvps())).isEqualTo(AF);
        assertThat(routeRecords(rar)).containsExactly(PCF);
        assertThat(Rx.SPECIFIC_ACTION.requireNumber(rar.getAvps())).isEqualTo(2);

        Answer asa = pcf.call(pcf.asr(sid, AF));
        assertThat(Avps.resultCode(asa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(asa.getAvps())).isEqualTo(AF);
        assertThat(Rx.ABORT_CAUSE.requireNumber(af.awaitRequest(Rx.ASR, sid).getAvps())).isZero();
        assertThat(relay.session(sid)).as("the AF ends the session with its STR, not the ASA").isPresent();

        Answer unknown = pcf.call(pcf.rar(AF + ";1;404", AF));
        assertThat(Avps.resultCode(unknown.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.ORIGIN_HOST.requireString(unknown.getAvps())).isEqualTo(BSF);
        assertThat(relayed("RAR", "to-client", "relayed")).isGreaterThanOrEqualTo(1);
        assertThat(relayed("ASR", "to-client", "relayed")).isGreaterThanOrEqualTo(1);
    }

    // ---- the decorators ----

    @Test
    void overTheRelaysInFlightLimitTheRelayAnswers3004() throws Exception {
        overload.set(new OverloadControl.Settings(1, 0, 0, 1));
        faults.put(new FaultRule("hold", "bsf", "rx", "AAR", new FaultRule.Delay("fixed", 300L, null, null, null, null), null, null));
        CompletableFuture<Answer> first = af.send(af.aarInitial(UE));
        Thread.sleep(50);
        Answer second = af.call(af.aarInitial(UE));
        assertThat(Avps.resultCode(second.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(second.isError()).isTrue();
        assertThat(Avps.ORIGIN_HOST.requireString(second.getAvps())).isEqualTo(BSF);
        Answer relayed = first.get(5, TimeUnit.SECONDS);
        assertThat(Avps.resultCode(relayed.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(relayed.getAvps())).isEqualTo(PCF);
        assertThat(overload.inFlight()).isZero();
        assertThat(timer("command", "AAR", "result", "2001", "fault", "delay").count()).isGreaterThanOrEqualTo(1);
    }

    @Test
    void aFaultRuleOnTheRelayAnswersInsteadOfThePcf() throws Exception {
        String sid = open(UE);
        faults.put(new FaultRule("nope", "bsf", "rx", "STR", null, new FaultRule.Error("diameter", null, null, 5012L), null));
        Answer sta = af.call(af.str(sid, PCF));
        assertThat(Avps.resultCode(sta.getAvps())).isEqualTo(ResultCodes.DIAMETER_UNABLE_TO_COMPLY);
        assertThat(Avps.ORIGIN_HOST.requireString(sta.getAvps())).isEqualTo(BSF);
        assertThat(receivedBy(pcf, sid)).extracting(Message::getCommandCode).containsExactly(Rx.AAR.code());
        assertThat(relay.session(sid)).as("the STR did not pass").isPresent();
        assertThat(timer("command", "STR", "result", "5012", "fault", "error").count()).isEqualTo(1);
    }

    // ---- bad input ----

    @Test
    void malformedRequestsAreAnsweredAndTheConnectionStaysUp() throws Exception {
        try (RawPeer raw = new RawPeer(bsf.port(), "raw.corebed.test", Rx.APPLICATION.authApplicationId())) {
            // The last AVP (Framed-IP-Address, 12 octets) claims 40: it runs past the end of the message.
            byte[] bad = raw.encode(rawAar(raw, "raw.corebed.test;1;1"));
            bad[bad.length - 12 + 7] = 40;
            byte[] good = raw.encode(rawAar(raw, "raw.corebed.test;1;2"));
            byte[] both = new byte[bad.length + good.length];
            System.arraycopy(bad, 0, both, 0, bad.length);
            System.arraycopy(good, 0, both, bad.length, good.length);
            raw.send(both);
            IMessage first = raw.read();
            assertThat(first.getResultCode().getUnsigned32()).isEqualTo(5014);
            IMessage second = raw.read();
            assertThat(second.getResultCode().getUnsigned32()).as("the next one relayed").isEqualTo(2001);
            assertThat(Avps.ORIGIN_HOST.requireString(second.getAvps())).isEqualTo(PCF);
            assertThat(second.getHopByHopIdentifier()).isEqualTo(readInt(good, 12));

            IMessage noSession = rawAar(raw, "x");
            noSession.getAvps().removeAvp(Avp.SESSION_ID);
            raw.send(raw.encode(noSession));
            IMessage a = raw.read();
            assertThat(a.getResultCode().getUnsigned32()).isEqualTo(5005);
            assertThat(a.getAvps().getAvp(Avp.FAILED_AVP).getGrouped().getAvp(Avp.SESSION_ID)).isNotNull();

            IMessage withE = rawAar(raw, "raw.corebed.test;1;3");
            withE.setError(true);
            raw.send(raw.encode(withE));
            assertThat(raw.read().getResultCode().getUnsigned32()).isEqualTo(3008);

            IMessage looping = rawAar(raw, "raw.corebed.test;1;4");
            Avps.ROUTE_RECORD.add(looping.getAvps(), BSF);
            raw.send(raw.encode(looping));
            a = raw.read();
            assertThat(a.getResultCode().getUnsigned32()).isEqualTo(ResultCodes.DIAMETER_LOOP_DETECTED.code());
            assertThat(a.isError()).isTrue();

            raw.send(raw.encode(rawAar(raw, "raw.corebed.test;1;5")));
            assertThat(raw.read().getResultCode().getUnsigned32()).isEqualTo(2001);
        }
        assertThat(timer("command", "AAR", "result", "5014").count()).isEqualTo(1);
        assertThat(relayed("AAR", "to-server", "loop")).isEqualTo(1);
        assertThat(Avps.resultCode(af.call(af.aarInitial(UE)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
    }

    // ---- helpers ----

    static String open(Inet4Address ue) throws Exception {
        Request aar = af.aarInitial(ue);
        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        return sessionId(aar);
    }

    static String sessionId(Message m) {
        return Avps.SESSION_ID.requireString(m.getAvps());
    }

    static List<Request> receivedBy(RxTestPeer peer, String sid) {
        return peer.received().stream().filter(r -> sid.equals(Avps.SESSION_ID.string(r.getAvps()))).toList();
    }

    static List<String> routeRecords(Message m) {
        return Avps.ROUTE_RECORD.all(m.getAvps()).stream().map(Avps.ROUTE_RECORD::string).toList();
    }

    /** Each top-level AVP as its octets on the wire, but those of the given codes. */
    static List<String> encoded(Message m, Set<Integer> without) {
        MessageParser parser = new MessageParser();
        List<String> out = new ArrayList<>();
        for (Avp avp : m.getAvps()) {
            if (avp.getVendorId() == 0 && without.contains(avp.getCode())) {
                continue;
            }
            IMessage one = parser.createEmptyMessage(1, 0);
            one.getAvps().addAvp(avp);
            out.add(HexFormat.of().formatHex(parser.encodeAvpSet(one.getAvps())));
        }
        return out;
    }

    static Timer timer(String... tags) {
        Timer t = metrics.find(DiameterMetrics.TIMER).tags("nf", "bsf", "application", "rx").tags(tags).timer();
        assertThat(t).as("timer " + String.join(",", tags)).isNotNull();
        return t;
    }

    static long timed(String... tags) {
        Timer t = metrics.find(DiameterMetrics.TIMER).tags("nf", "bsf", "application", "rx").tags(tags).timer();
        return t == null ? 0 : t.count();
    }

    static double relayed(String command, String direction, String outcome) {
        var c = metrics.find("diameter.relay.requests").tags("command", command, "direction", direction, "outcome", outcome).counter();
        return c == null ? 0 : c.count();
    }

    static IMessage rawAar(RawPeer raw, String sessionId) throws Exception {
        IMessage m = raw.message(Rx.AAR.code(), Rx.APPLICATION.authApplicationId());
        m.setProxiable(true);
        AvpSet avps = m.getAvps();
        Avps.SESSION_ID.add(avps, sessionId);
        Avps.AUTH_APPLICATION_ID.add(avps, Rx.APPLICATION.authApplicationId());
        Avps.ORIGIN_HOST.add(avps, "raw.corebed.test");
        Avps.ORIGIN_REALM.add(avps, REALM);
        Avps.DESTINATION_REALM.add(avps, REALM);
        Avps.addFramedIpAddress(avps, UE);
        return m;
    }

    private static long readInt(byte[] b, int at) {
        return (b[at] & 0xffL) << 24 | (b[at + 1] & 0xffL) << 16 | (b[at + 2] & 0xffL) << 8 | b[at + 3] & 0xffL;
    }

    static Inet4Address ipv4(String s) {
        try {
            return (Inet4Address) InetAddress.getByName(s);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
