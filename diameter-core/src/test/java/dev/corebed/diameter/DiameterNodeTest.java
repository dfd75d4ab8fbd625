package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.call;
import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.diameter.Avps.SubscriptionId;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.diameter.test.RawPeer;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jdiameter.api.Answer;
import org.jdiameter.api.ApplicationId;
import org.jdiameter.api.Avp;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.PeerState;
import org.jdiameter.api.Request;
import org.jdiameter.client.api.IMessage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A PCF-like stub node (Gx, Rx and Sy advertised, a Gx CCR handler) and a PCEF-like client node in one
 * JVM, on the loopback address: capabilities exchange, watchdogs, a Gx session, the error answers of
 * RFC 6733, the fault rules, overload control and metrics, and a request the stub sends back.
 */
class DiameterNodeTest {

    static final String STUB = "pcf.corebed.test";
    static final String CLIENT = "pcef.corebed.test";
    static final String IMSI = "001010000000001";

    static final FaultRules faults = new FaultRules(List.of());
    static final OverloadControl overload = new OverloadControl(OverloadControl.Settings.UNLIMITED);
    static final SimpleMeterRegistry stubMetrics = new SimpleMeterRegistry();
    static final SimpleMeterRegistry clientMetrics = new SimpleMeterRegistry();
    static DiameterNode stub;
    static DiameterNode client;

    @BeforeAll
    static void start() throws Exception {
        List<DiameterProperties.Application> served = List.of(new DiameterProperties.Application(10415, 16777238),
                new DiameterProperties.Application(10415, 16777236), new DiameterProperties.Application(10415, 16777302));
        stub = new DiameterNode("pcf", props(STUB, 0, served, List.of(), Duration.ofSeconds(30)),
                List.of(new DiameterRoute(Gx.CCR, DiameterNodeTest::ccr)), faults, overload, stubMetrics);
        stub.start();
        client = TestNodes.gxClient(CLIENT, STUB, stub.port(), clientMetrics);
    }

    @AfterAll
    static void stop() {
        client.stop();
        stub.stop();
    }

    @AfterEach
    void clearFaults() {
        faults.clear();
        overload.set(OverloadControl.Settings.UNLIMITED);
    }

    /** The stub's Gx handler: installs a rule named after the subscriber, for the UE's address. */
    static CompletableFuture<Answer> ccr(DiameterRequest request) {
        AvpSet avps = request.avps();
        String imsi = Avps.subscriptionIds(avps).stream().filter(id -> id.type() == SubscriptionId.END_USER_IMSI)
                .findFirst().orElseThrow(() -> DiameterException.missingAvp(Avps.SUBSCRIPTION_ID)).data();
        if (imsi.equals(IMSI_WITHOUT_DATA_TIER)) {
            // What a handler's store completes with while the data tier is unreachable.
            return CompletableFuture.failedFuture(new DependencyUnavailableException(DependencyUnavailableException.Reason.DOWN,
                    "the data tier is unreachable; nothing was done", 1, false, null));
        }
        Inet4Address ue = Avps.framedIpAddress(avps);
        Answer cca = Gx.cca(request, ResultCodes.DIAMETER_SUCCESS);
        if (Avps.CC_REQUEST_TYPE.requireNumber(avps) == Avps.INITIAL_REQUEST) {
            Gx.addChargingRuleInstall(cca.getAvps(), List.of("internet"), List.of(),
                    List.of(new Gx.ChargingRule("r-" + imsi, List.of("permit out ip from " + ue.getHostAddress() + " to any"),
                            9, 1_000_000L, 5_000_000L, 100L, null)));
            Gx.addDefaultEpsBearerQos(cca.getAvps(), 9, 8);
        }
        return completedFuture(cca);
    }

    static final String IMSI_WITHOUT_DATA_TIER = "001010000009999";

    static Request ccrRequest(int type) throws Exception {
        return ccrRequest(type, IMSI);
    }

    static Request ccrRequest(int type, String imsi) throws Exception {
        Request r = client.createRequest(Gx.CCR, client.newSessionId(), REALM, null);
        AvpSet avps = r.getAvps();
        Avps.CC_REQUEST_TYPE.add(avps, type);
        Avps.CC_REQUEST_NUMBER.add(avps, type == Avps.INITIAL_REQUEST ? 0 : 1);
        Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_IMSI, imsi));
        Avps.addFramedIpAddress(avps, (Inet4Address) InetAddress.getByName("10.45.0.7"));
        return r;
    }

    static void assertStillServing() throws Exception {
        assertThat(client.peer(STUB).state()).isEqualTo(PeerState.OKAY);
        assertThat(Avps.resultCode(call(client, ccrRequest(Avps.UPDATE_REQUEST)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_SUCCESS);
    }

    static double count(SimpleMeterRegistry registry, String name, String... tags) {
        var counter = registry.find(name).tags(tags).counter();
        return counter == null ? 0 : counter.count();
    }

    static Timer timer(String... tags) {
        return stubMetrics.find(DiameterMetrics.TIMER).tags(tags).timer();
    }

    @Test
    void capabilitiesExchangeAdvertisesTheServedApplicationsAsVendorSpecific() {
        List<ApplicationId> seenByClient = client.peer(STUB).advertised();
        assertThat(seenByClient).containsExactly(ApplicationId.createByAuthAppId(10415, 16777238),
                ApplicationId.createByAuthAppId(10415, 16777236), ApplicationId.createByAuthAppId(10415, 16777302));
        // The client advertises the applications of its handlers; the stub accepted it as an undefined peer.
        DiameterNode.PeerInfo seenByStub = stub.peer(CLIENT);
        assertThat(seenByStub.state()).isEqualTo(PeerState.OKAY);
        assertThat(seenByStub.realm()).isEqualTo(REALM);
        assertThat(seenByStub.advertised()).containsExactly(ApplicationId.createByAuthAppId(10415, 16777238));
        assertThat(count(stubMetrics, DiameterMetrics.PEER_MESSAGES, "command", "CER")).isEqualTo(1);
        assertThat(count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "CEA")).isGreaterThanOrEqualTo(1);
    }

    @Test
    void watchdogsFlowWhenTheConnectionIsIdle() throws Exception {
        // The client's Tw is 3 s (jittered to 1..5 s): it sends DWR, the stub answers DWA.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(8);
        while (count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "DWA") == 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertThat(count(stubMetrics, DiameterMetrics.PEER_MESSAGES, "command", "DWR")).isGreaterThanOrEqualTo(1);
        assertThat(count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "DWA")).isGreaterThanOrEqualTo(1);
        assertThat(client.peer(STUB).state()).isEqualTo(PeerState.OKAY);
    }

    @Test
    void gxCcrInitialIsAnsweredByTheHandler() throws Exception {
        Request ccr = ccrRequest(Avps.INITIAL_REQUEST);
        String sessionId = Avps.SESSION_ID.requireString(ccr.getAvps());
        Answer cca = call(client, ccr);

        AvpSet avps = cca.getAvps();
        assertThat(cca.isError()).isFalse();
        assertThat(Avps.resultCode(avps)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.SESSION_ID.requireString(avps)).isEqualTo(sessionId);
        assertThat(avps.getAvpByIndex(0).getCode()).as("Session-Id comes first").isEqualTo(Avp.SESSION_ID);
        assertThat(Avps.ORIGIN_HOST.requireString(avps)).isEqualTo(STUB);
        assertThat(Avps.ORIGIN_REALM.requireString(avps)).isEqualTo(REALM);
        assertThat(Avps.AUTH_APPLICATION_ID.requireNumber(avps)).isEqualTo(16777238);
        assertThat(Avps.CC_REQUEST_TYPE.requireNumber(avps)).isEqualTo(Avps.INITIAL_REQUEST);
        assertThat(Avps.CC_REQUEST_NUMBER.requireNumber(avps)).isZero();
        assertThat(Gx.installedRuleNames(avps)).containsExactlyInAnyOrder("r-" + IMSI, "internet");
        AvpSet definition = Gx.CHARGING_RULE_DEFINITION.requireGrouped(Gx.CHARGING_RULE_INSTALL.requireGrouped(avps));
        assertThat(Rx.FLOW_DESCRIPTION.requireString(Gx.FLOW_INFORMATION.requireGrouped(definition)))
                .isEqualTo("permit out ip from 10.45.0.7 to any");
        assertThat(Rx.MAX_REQUESTED_BANDWIDTH_DL.requireNumber(Gx.QOS_INFORMATION.requireGrouped(definition))).isEqualTo(5_000_000);
        assertThat(Gx.QOS_CLASS_IDENTIFIER.requireNumber(Gx.DEFAULT_EPS_BEARER_QOS.requireGrouped(avps))).isEqualTo(9);

        assertThat(timer("nf", "pcf", "application", "gx", "command", "CCR-I", "result", "2001", "fault", "none").count())
                .isGreaterThanOrEqualTo(1);
    }

    @Test
    void unknownCommandIs3001AndUnknownApplication3007AndAnEBitRequest3008() throws Exception {
        Command unknown = Command.of(Gx.APPLICATION, 999, "XXR", "XXA");
        Answer a = call(client, client.createRequest(unknown, client.newSessionId(), REALM, null));
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_COMMAND_UNSUPPORTED);
        assertThat(a.isError()).as("E bit").isTrue();
        // Rx is advertised but this stub has no AAR handler: the command is unsupported, not the application.
        a = call(client, client.createRequest(Rx.AAR, client.newSessionId(), REALM, null));
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_COMMAND_UNSUPPORTED);
        Request withE = ccrRequest(Avps.INITIAL_REQUEST);
        ((IMessage) withE).setError(true);
        a = call(client, withE);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_INVALID_HDR_BITS);
        // Sh is not advertised at all: 3007, from the connection before jDiameter sees it.
        Request udr = client.createRequest(Sh.UDR, client.newSessionId(), REALM, null);
        a = call(client, udr);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_APPLICATION_UNSUPPORTED);
        assertThat(a.isError()).isTrue();
        assertStillServing();
    }

    @Test
    void missingAvpsAre5005WithAnExampleInFailedAvp() throws Exception {
        Request noSession = ccrRequest(Avps.INITIAL_REQUEST);
        noSession.getAvps().removeAvp(Avp.SESSION_ID);
        Answer a = call(client, noSession);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP);
        assertThat(Avps.FAILED_AVP.requireGrouped(a.getAvps()).getAvp(Avp.SESSION_ID)).isNotNull();

        Request noType = ccrRequest(Avps.INITIAL_REQUEST);
        noType.getAvps().removeAvp(Avps.CC_REQUEST_TYPE.code());
        a = call(client, noType);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP);
        Avp example = Avps.FAILED_AVP.requireGrouped(a.getAvps()).getAvp(Avps.CC_REQUEST_TYPE.code());
        assertThat(example.getRaw()).containsExactly(0, 0, 0, 0);
        assertThat(Avps.ERROR_MESSAGE.requireString(a.getAvps())).contains("CC-Request-Type");
        assertThat(timer("command", "CCR-I", "result", "5005").count()).isEqualTo(1);
        assertThat(timer("command", "CCR", "result", "5005").count()).as("no type, no CCR-I").isEqualTo(1);
        assertStillServing();
    }

    @Test
    void invalidValuesAre5004AndBadLengths5014AndUnknownMandatoryAvps5001() throws Exception {
        Request badType = ccrRequest(Avps.INITIAL_REQUEST);
        badType.getAvps().removeAvp(Avps.CC_REQUEST_TYPE.code());
        Avps.CC_REQUEST_TYPE.add(badType.getAvps(), 9);
        Answer a = call(client, badType);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_VALUE);
        assertThat(Avps.FAILED_AVP.requireGrouped(a.getAvps()).getAvp(Avps.CC_REQUEST_TYPE.code()).getInteger32()).isEqualTo(9);

        Request badLength = ccrRequest(Avps.INITIAL_REQUEST);
        badLength.getAvps().removeAvp(Avps.CC_REQUEST_NUMBER.code());
        Avps.CC_REQUEST_NUMBER.add(badLength.getAvps(), new byte[] {0, 0, 1});
        a = call(client, badLength);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_INVALID_AVP_LENGTH);
        assertThat(Avps.FAILED_AVP.requireGrouped(a.getAvps()).getAvp(Avps.CC_REQUEST_NUMBER.code())).isNotNull();

        Request unknownAvp = ccrRequest(Avps.INITIAL_REQUEST);
        unknownAvp.getAvps().addAvp(4711, new byte[] {1, 2, 3, 4}, 10415, true, false);
        a = call(client, unknownAvp);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_AVP_UNSUPPORTED);
        Avp failed = Avps.FAILED_AVP.requireGrouped(a.getAvps()).getAvp(4711, 10415);
        assertThat(failed.getRaw()).containsExactly(1, 2, 3, 4);

        // The same AVP without the M bit is ignored, as is one inside a grouped AVP the stub knows.
        Request optional = ccrRequest(Avps.INITIAL_REQUEST);
        optional.getAvps().addAvp(4711, new byte[] {1, 2, 3, 4}, 10415, false, false);
        assertThat(Avps.resultCode(call(client, optional).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        // ...but with the M bit inside Subscription-Id it is unsupported too.
        Request nested = ccrRequest(Avps.INITIAL_REQUEST);
        Avps.SUBSCRIPTION_ID.requireGrouped(nested.getAvps()).addAvp(4712, new byte[4], 10415, true, false);
        assertThat(Avps.resultCode(call(client, nested).getAvps())).isEqualTo(ResultCodes.DIAMETER_AVP_UNSUPPORTED);
        assertStillServing();
    }

    @Test
    void aFaultRuleDelaysTheAnswer() throws Exception {
        faults.put(rule("slow", "gx", "CCR", new FaultRule.Delay("fixed", 300L, null, null, null, null), null));
        Timer delayed = timer("command", "CCR-I", "fault", "delay", "result", "2001");
        long before = delayed == null ? 0 : delayed.count();
        long start = System.nanoTime();
        Answer a = call(client, ccrRequest(Avps.INITIAL_REQUEST));
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isGreaterThanOrEqualTo(300);
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(timer("command", "CCR-I", "fault", "delay", "result", "2001").count()).isEqualTo(before + 1);
    }

    @Test
    void aFaultRuleAnswersAResultCodeOrAnExperimentalResult() throws Exception {
        faults.put(rule("busy", "gx", "CCR", null, new FaultRule.Error("diameter", null, null, 3004L)));
        Answer a = call(client, ccrRequest(Avps.INITIAL_REQUEST));
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(a.isError()).isTrue();
        assertThat(Avps.ERROR_MESSAGE.requireString(a.getAvps())).isEqualTo("injected by fault rule busy");

        faults.clear();
        faults.put(rule("comply", "*", null, null, new FaultRule.Error("diameter", null, null, 5012L)));
        assertThat(Avps.resultCode(call(client, ccrRequest(Avps.UPDATE_REQUEST)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_UNABLE_TO_COMPLY);
        assertThat(timer("command", "CCR-U", "result", "5012", "fault", "error").count()).isEqualTo(1);

        // "CCR-I" matches initial requests only; "experimental" puts the code in Experimental-Result (3GPP).
        faults.clear();
        faults.put(rule("initial", "gx", "CCR-I", null, new FaultRule.Error("diameter", null, "experimental", 5140L)));
        a = call(client, ccrRequest(Avps.INITIAL_REQUEST));
        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_ERROR_INITIAL_PARAMETERS);
        assertThat(a.getAvps().getAvp(Avp.RESULT_CODE)).isNull();
        assertThat(Avps.resultCode(call(client, ccrRequest(Avps.UPDATE_REQUEST)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertStillServing();
    }

    @Test
    void noAnswerLetsTheClientTimeOut() throws Exception {
        faults.put(rule("mute", "gx", "CCR", null, new FaultRule.Error("no-answer", null, null, null)));
        CompletableFuture<Answer> f = client.send(ccrRequest(Avps.INITIAL_REQUEST), Duration.ofMillis(400)).toCompletableFuture();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(TimeoutException.class);
        assertThat(timer("command", "CCR-I", "result", "none", "fault", "no_answer").count()).isEqualTo(1);
        faults.clear();
        assertStillServing();
    }

    @Test
    void aResetClosesTheConnectionAndTheClientReconnects() throws Exception {
        double ceas = count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "CEA");
        faults.put(rule("drop", "gx", "CCR", null, new FaultRule.Error("reset", null, null, null)));
        CompletableFuture<Answer> f = client.send(ccrRequest(Avps.INITIAL_REQUEST), Duration.ofSeconds(1)).toCompletableFuture();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
        faults.clear();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "CEA") == ceas && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(count(clientMetrics, DiameterMetrics.PEER_MESSAGES, "command", "CEA")).as("a new capabilities exchange")
                .isEqualTo(ceas + 1);
        assertThat(client.awaitOpen(STUB, Duration.ofSeconds(5))).isTrue();
        assertThat(timer("command", "CCR-I", "fault", "reset").count()).isEqualTo(1);
        assertStillServing();
    }

    @Test
    void aRequestWhoseDataTierIsUnreachableIsAnswered3004AndTheConnectionServesOn() throws Exception {
        Answer a = call(client, ccrRequest(Avps.INITIAL_REQUEST, IMSI_WITHOUT_DATA_TIER));

        assertThat(Avps.resultCode(a.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(a.isError()).as("E bit of a protocol error").isTrue();
        assertThat(Avps.ERROR_MESSAGE.requireString(a.getAvps())).contains("data tier is unreachable");
        assertStillServing();
    }

    @Test
    void overTheInFlightLimitTheAnswerIs3004() throws Exception {
        overload.set(new OverloadControl.Settings(1, 0, 0, 1));
        faults.put(rule("hold", "gx", "CCR", new FaultRule.Delay("fixed", 1500L, null, null, null, null), null));
        CompletableFuture<Answer> first = client.send(ccrRequest(Avps.INITIAL_REQUEST)).toCompletableFuture();
        // the first is held in the node (on a loaded machine it may take a while to get there)
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (overload.inFlight() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        Answer second = call(client, ccrRequest(Avps.INITIAL_REQUEST));
        assertThat(Avps.resultCode(second.getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);
        assertThat(second.isError()).isTrue();
        assertThat(Avps.resultCode(first.get(5, TimeUnit.SECONDS).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(overload.inFlight()).isZero();
    }

    @Test
    void theStubSendsARequestToAPeerThatConnectedToIt() throws Exception {
        Request rar = stub.createRequest(Gx.RAR, stub.newSessionId(), REALM, CLIENT);
        Avps.RE_AUTH_REQUEST_TYPE.add(rar.getAvps(), Avps.AUTHORIZE_ONLY);
        Answer raa = call(stub, rar);
        assertThat(Avps.resultCode(raa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(raa.getAvps())).isEqualTo(CLIENT);

        Request nowhere = stub.createRequest(Sy.SLR, stub.newSessionId(), "ocs.elsewhere", null);
        assertThatThrownBy(() -> call(stub, nowhere)).hasCauseInstanceOf(DiameterException.class)
                .cause().hasMessageContaining("no open peer in realm ocs.elsewhere");
    }

    @Test
    void aRequestWhoseAvpsDoNotParseIsAnswered5014AndTheNextOneStillFramed() throws Exception {
        try (RawPeer raw = new RawPeer(stub.port(), "raw.corebed.test")) {
            byte[] bad = raw.encode(rawCcr(raw));
            // The last AVP is Framed-IP-Address (12 octets); claim 40: it now runs past the end of the message.
            bad[bad.length - 12 + 7] = 40;
            byte[] good = raw.encode(rawCcr(raw));
            byte[] both = new byte[bad.length + good.length];
            System.arraycopy(bad, 0, both, 0, bad.length);
            System.arraycopy(good, 0, both, bad.length, good.length);
            raw.send(both); // in one segment: jDiameter alone would drop the second with the first

            IMessage first = raw.read();
            assertThat(first.getResultCode().getUnsigned32()).isEqualTo(5014);
            assertThat(first.isRequest()).isFalse();
            assertThat(first.getHopByHopIdentifier()).isEqualTo(readInt(bad, 12));
            assertThat(first.getAvps().getAvpByIndex(0).getCode()).isEqualTo(Avp.SESSION_ID);
            assertThat(first.getAvps().getAvp(Avp.FAILED_AVP).getGrouped().getAvp(Avps.FRAMED_IP_ADDRESS.code())).isNotNull();
            IMessage second = raw.read();
            assertThat(second.getResultCode().getUnsigned32()).isEqualTo(2001);
            assertThat(second.getHopByHopIdentifier()).isEqualTo(readInt(good, 12));
        }
        assertThat(timer("command", "CCR", "result", "5014").count()).isEqualTo(1);
    }

    private static IMessage rawCcr(RawPeer raw) throws Exception {
        IMessage m = raw.message(272, 16777238);
        m.setProxiable(true);
        AvpSet avps = m.getAvps();
        Avps.SESSION_ID.add(avps, "raw.corebed.test;1;" + System.nanoTime());
        Avps.AUTH_APPLICATION_ID.add(avps, 16777238);
        Avps.ORIGIN_HOST.add(avps, "raw.corebed.test");
        Avps.ORIGIN_REALM.add(avps, REALM);
        Avps.DESTINATION_REALM.add(avps, REALM);
        Avps.CC_REQUEST_TYPE.add(avps, Avps.INITIAL_REQUEST);
        Avps.CC_REQUEST_NUMBER.add(avps, 0);
        Avps.addSubscriptionId(avps, new SubscriptionId(SubscriptionId.END_USER_IMSI, IMSI));
        Avps.addFramedIpAddress(avps, (Inet4Address) InetAddress.getByName("10.45.0.8"));
        return m;
    }

    private static long readInt(byte[] b, int at) {
        return (b[at] & 0xffL) << 24 | (b[at + 1] & 0xffL) << 16 | (b[at + 2] & 0xffL) << 8 | b[at + 3] & 0xffL;
    }

    private static FaultRule rule(String id, String service, String operation, FaultRule.Delay delay, FaultRule.Error error) {
        return new FaultRule(id, "pcf", service, operation, delay, error, null);
    }
}
