package dev.corebed.pcf;

import static dev.corebed.junit.StubType.OCS_SIM;
import static dev.corebed.junit.StubType.PCF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.GxTestPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.junit.CallbackSink;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.testkit.DiameterEntry;
import dev.corebed.testkit.Operations;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The PCRF's Rx, converged with N5 and N7, with an AF (P-CSCF) and a PCEF talking to the PCF directly (through the BSF:
 * testkit-it's PcrfBedIT): an AF session bound to the Gx session of its UE address, its media installed as PCC rules
 * with a Gx RAR, modified, reported lost by the PCEF (an Rx RAR to the AF) and ended; the IP-CAN session ending under it
 * (ASR); an AF session bound to an N7 SM policy association (SmPolicyUpdateNotify to the SMF) and an N5 application
 * session bound to a Gx session (Gx RAR); the errors of TS 29.214.
 */
@CorebedTest(stubs = {PCF, OCS_SIM}, properties = {"pcf-stub.stub.pcf.gx.apns.gold.policy=gold",
        "pcf-stub.stub.pcf.gx.sy-intermediate-triggers=PLMN_CHANGE"})
class PcrfRxIT {

    static final String PCF_HOST = PcrfGxIT.PCF_HOST;

    @Stub(PCF)
    static StubHandle pcf;
    static GxTestPeer pcef;
    static RxTestPeer af;

    @BeforeAll
    static void connect() throws Exception {
        int port = pcf.diameter().orElseThrow().port();
        pcef = GxTestPeer.connect("pgw-rx.corebed.test", RxTestPeer.peer(PCF_HOST, port));
        af = RxTestPeer.af("pcscf.corebed.test", RxTestPeer.peer(PCF_HOST, port));
        assertThat(pcef.awaitOpen(PCF_HOST)).isTrue();
        assertThat(af.awaitOpen(PCF_HOST)).isTrue();
    }

    @AfterAll
    static void close() {
        for (AutoCloseable c : new AutoCloseable[] {af, pcef}) {
            try {
                if (c != null) {
                    c.close();
                }
            } catch (Exception ignored) {
                // best effort
            }
        }
    }

    static Inet4Address ue(int n) throws Exception {
        return (Inet4Address) InetAddress.getByName("10.47.0." + n);
    }

    static JsonNode counts() {
        return HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/sm-policies/count", null).json();
    }

    static GxTestPeer.Session ims(String imsi, Inet4Address ue) throws Exception {
        GxTestPeer.Session s = pcef.session(imsi, ue, "ims");
        Answer cca = pcef.call(s.initial());
        assertThat(Avps.resultCode(cca.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        // The ims profile: the P-CSCF signalling's predefined rule, QCI 5 for the default bearer.
        assertThat(Gx.installedRuleNames(cca.getAvps())).contains("ims-signalling", "pcc-default");
        assertThat(Gx.defaultEpsBearerQos(cca.getAvps()).qci()).isEqualTo(5);
        return s;
    }

    @Test
    void anAfSessionInstallsItsMediaAtThePcefAndHearsWhenTheBearerGoes() throws Exception {
        GxTestPeer.Session gx = ims("001010000000801", ue(1));
        Request aar = af.aarInitial(ue(1));
        String rx = Avps.SESSION_ID.requireString(aar.getAvps());
        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo(PCF_HOST);
        assertThat(Gx.IP_CAN_TYPE.requireNumber(aaa.getAvps())).isEqualTo(5);
        assertThat(Gx.RAT_TYPE.requireNumber(aaa.getAvps())).isEqualTo(1004);

        // The PCEF gets the voice rule: the component's four flows, QCI 1 (AUDIO), 64 kbit/s guaranteed.
        Request rar = pcef.awaitRar(gx.id());
        assertThat(rar).as("the Gx RAR after the AAR").isNotNull();
        List<Gx.ChargingRule> rules = Gx.chargingRuleDefinitions(rar.getAvps());
        assertThat(rules).hasSize(1);
        Gx.ChargingRule voice = rules.get(0);
        assertThat(voice.name()).startsWith("af-").endsWith("-1");
        assertThat(voice.flows()).extracting(Gx.Flow::description).contains("permit out 17 from 10.0.0.1 49000 to 10.47.0.1 50000");
        assertThat(voice.flows()).hasSize(4);
        assertThat(voice.qos().qci()).isEqualTo(1);
        assertThat(voice.qos().guaranteedBitrateDl()).isEqualTo(64_000);
        assertThat(voice.precedence()).isEqualTo(100);
        assertThat(counts().get("rxSessions").asInt()).isEqualTo(1);
        DiameterEntry seen = pcf.client().diameterRequests(Operations.aar()).getLast();
        assertThat(seen.avp("Framed-IP-Address").orElseThrow().asString()).isEqualTo("10.47.0.1");
        assertThat(seen.answered()).isEqualTo(2001L);

        // AAR-U: more bandwidth, the rule installed again with it.
        assertThat(Avps.resultCode(af.call(af.aarUpdate(rx, PCF_HOST)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        Request modified = pcef.awaitRar(gx.id(), 1);
        assertThat(Gx.chargingRuleDefinitions(modified.getAvps()).get(0).qos().maxRequestedBandwidthDl()).isEqualTo(128_000);

        // The PCEF reports the voice bearer released: the AF hears of it (it subscribed to INDICATION_OF_LOSS_OF_BEARER).
        Request ccru = gx.update();
        Gx.addChargingRuleReport(ccru.getAvps(), new Gx.RuleReport(List.of(voice.name()), Gx.INACTIVE, 4));
        AvpSet ccau = pcef.call(ccru).getAvps();
        assertThat(Avps.resultCode(ccau)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Gx.removedRuleNames(ccau)).as("the PCEF removed it itself").isEmpty();
        Request lost = af.awaitRequest(Rx.RAR, rx);
        assertThat(lost).as("the Rx RAR").isNotNull();
        assertThat(Rx.specificActions(lost.getAvps())).containsExactly(Rx.INDICATION_OF_LOSS_OF_BEARER);
        assertThat(Rx.flowsMediaComponents(lost.getAvps())).containsExactly(1L);
        assertThat(pcf.client().diameterRequests(Operations.ccr().update()).getLast().answered()).isEqualTo(2001L);

        // STR: the session ends; its rule is gone already, so the PCEF gets no more RARs.
        assertThat(Avps.resultCode(af.call(af.str(rx, PCF_HOST)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(counts().get("rxSessions").asInt()).isZero();
        Thread.sleep(300);
        assertThat(pcef.rars(gx.id())).hasSize(2);
        assertThat(Avps.resultCode(pcef.call(gx.termination()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
    }

    @Test
    void theEndOfTheIpCanSessionAbortsItsAfSessionsAndTheStrAfterwardsIsAnswered() throws Exception {
        GxTestPeer.Session gx = ims("001010000000802", ue(2));
        Request aar = af.aarInitial(ue(2));
        String rx = Avps.SESSION_ID.requireString(aar.getAvps());
        af.call(aar);
        assertThat(Avps.resultCode(pcef.call(gx.termination()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        Request asr = af.awaitRequest(Rx.ASR, rx);
        assertThat(asr).as("the ASR").isNotNull();
        assertThat(Rx.ABORT_CAUSE.requireNumber(asr.getAvps())).isEqualTo(Rx.BEARER_RELEASED);
        assertThat(counts().get("gxSessions").asInt()).isZero();
        assertThat(counts().get("rxSessions").asInt()).as("until the AF's STR").isEqualTo(1);
        assertThat(Avps.resultCode(af.call(af.str(rx, PCF_HOST)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(counts().get("rxSessions").asInt()).isZero();
    }

    @Test
    void anAddressWithoutAnIpCanSessionAndUnknownSessionsAreRefusedAsTs29214Says() throws Exception {
        AvpSet noSession = af.call(af.aarInitial(ue(99))).getAvps();
        assertThat(Avps.resultCode(noSession)).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
        assertThat(Avps.EXPERIMENTAL_RESULT.find(noSession)).isNotNull();
        assertThat(Avps.resultCode(af.call(af.aarUpdate("pcscf.corebed.test;1;42", PCF_HOST)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.resultCode(af.call(af.str("pcscf.corebed.test;1;42", PCF_HOST)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(counts().get("rxSessions").asInt()).isZero();
    }

    @Test
    void anAfSessionOnAnN7SessionBecomesAnSmPolicyUpdateNotify() throws Exception {
        try (CallbackSink smf = new CallbackSink()) {
            // The PCF posts to {notificationUri}/update: with the sink's /notify as the URI, they are kept as "update".
            String notificationUri = smf.uri("update").replace("/update", "");
            Reply created = HttpProbe.h2c("POST", pcf.sbiUri() + "/npcf-smpolicycontrol/v1/sm-policies", """
                    {"supi":"imsi-001010000000803","pduSessionId":5,"pduSessionType":"IPV4","dnn":"ims",
                     "notificationUri":"%s","sliceInfo":{"sst":1,"sd":"000001"},"ipv4Address":"10.47.0.3",
                     "subsSessAmbr":{"uplink":"10 Mbps","downlink":"20 Mbps"}}""".formatted(notificationUri));
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            Request aar = af.aarInitial(ue(3));
            assertThat(Avps.resultCode(af.call(aar).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            JsonNode notified = smf.await("update", b -> b.path("smPolicyDecision").path("pccRules").propertyNames().stream()
                    .anyMatch(n -> n.startsWith("af-")));
            assertThat(notified.get("resourceUri").asString()).isEqualTo(created.header("location"));
            JsonNode rule = notified.at("/smPolicyDecision/pccRules").properties().stream().filter(e -> e.getKey().startsWith("af-"))
                    .findFirst().orElseThrow().getValue();
            assertThat(rule.get("flowInfos")).hasSize(4);
            String rx = Avps.SESSION_ID.requireString(aar.getAvps());
            af.call(af.str(rx, PCF_HOST));
            smf.await("update", b -> b.path("smPolicyDecision").path("pccRules").properties().stream()
                    .anyMatch(e -> e.getKey().startsWith("af-") && e.getValue().isNull()));
        }
    }

    @Test
    void anN5SessionOnAGxSessionBecomesAGxRar() throws Exception {
        GxTestPeer.Session gx = ims("001010000000804", ue(4));
        Reply created = HttpProbe.h2c("POST", pcf.sbiUri() + "/npcf-policyauthorization/v1/app-sessions", """
                {"ascReqData":{"ueIpv4":"10.47.0.4","notifUri":"http://127.0.0.1:9/af","suppFeat":"0",
                 "medComponents":{"1":{"medCompN":1,"medType":"VIDEO","marBwDl":"2 Mbps","marBwUl":"1 Mbps",
                   "medSubComps":{"1":{"fNum":1,"fDescs":["permit out 17 from 10.0.0.2 5000 to 10.47.0.4 6000"]}}}}}}""");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        Request rar = pcef.awaitRar(gx.id());
        Gx.ChargingRule video = Gx.chargingRuleDefinitions(rar.getAvps()).get(0);
        assertThat(video.qos().qci()).isEqualTo(2);
        assertThat(video.qos().maxRequestedBandwidthDl()).isEqualTo(2_000_000);
        assertThat(video.qos().guaranteedBitrateDl()).isEqualTo(2_000_000);
    }

    @Test
    void theManagementApiSendsRxRarAndAsrOnDemand() throws Exception {
        ims("001010000000805", ue(5));
        Request aar = af.aarInitial(ue(5));
        String rx = Avps.SESSION_ID.requireString(aar.getAvps());
        af.call(aar);
        String id = pcf.client().diameterRequests(Operations.aar()).getLast().sessionId();
        assertThat(id).isEqualTo(rx);
        JsonNode sessions = HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/sm-policies?limit=100", null).json();
        String appId = null;
        for (JsonNode s : sessions.get("smPolicies")) {
            JsonNode one = HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/sm-policies/" + s.get("smPolicyId").asString(),
                    null).json();
            if (one.get("appSessionIds").size() > 0) {
                appId = one.get("appSessionIds").get(0).asString();
            }
        }
        assertThat(appId).isNotNull();
        JsonNode view = HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/app-sessions/" + appId, null).json();
        assertThat(view.get("kind").asString()).isEqualTo("RX");
        assertThat(view.at("/rx/sessionId").asString()).isEqualTo(rx);
        JsonNode sent = HttpProbe.http1("POST", pcf.adminUri() + "/admin/v1/pcf/app-sessions/" + appId + "/rar",
                "{\"specificActions\":[\"INDICATION_OF_OUT_OF_CREDIT\"]}", "content-type", "application/json").json();
        assertThat(sent.get("result").asString()).isEqualTo("2001");
        assertThat(Rx.specificActions(af.awaitRequest(Rx.RAR, rx).getAvps())).containsExactly(Rx.INDICATION_OF_OUT_OF_CREDIT);
        JsonNode aborted = HttpProbe.http1("POST", pcf.adminUri() + "/admin/v1/pcf/app-sessions/" + appId + "/asr", null).json();
        assertThat(aborted.get("result").asString()).isEqualTo("2001");
        assertThat(Rx.ABORT_CAUSE.requireNumber(af.awaitRequest(Rx.ASR, rx).getAvps())).isEqualTo(Rx.BEARER_RELEASED);
    }
}
