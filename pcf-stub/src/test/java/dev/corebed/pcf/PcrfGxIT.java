package dev.corebed.pcf;

import static dev.corebed.junit.StubType.OCS_SIM;
import static dev.corebed.junit.StubType.PCF;
import static dev.corebed.testkit.Corebed.fault;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.diameter.test.GxTestPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.testkit.DiameterEntry;
import dev.corebed.testkit.Operations;
import dev.corebed.testkit.OverloadLimits;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.AvpSet;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The PCRF's Gx and Sy on the PCF stub, with the OCS simulator (its Sy peer, as the launcher connects them) and a PCEF
 * (the test peer): CCR-I, CCR-U and CCR-T answered with the decision as Gx AVPs, the Sy SLR and STR the OCS received,
 * the session's row in the data tier, the RARs the PCEF receives (after an SNR, on demand), the RAA's outcome acted on,
 * and the errors of TS 29.212 and RFC 6733: unknown session, an out-of-order CC-Request-Number, missing AVPs, faults,
 * overload.
 */
@CorebedTest(stubs = {PCF, OCS_SIM}, properties = {"pcf-stub.stub.pcf.gx.apns.gold.policy=gold",
        "pcf-stub.stub.pcf.gx.sy-intermediate-triggers=PLMN_CHANGE"})
class PcrfGxIT {

    static final String PCF_HOST = "pcf.corebed.test";
    static final String IMSI = "001010000000701";

    @Stub(PCF)
    static StubHandle pcf;
    @Stub(OCS_SIM)
    static StubHandle ocs;
    static GxTestPeer pcef;

    @BeforeAll
    static void connect() throws Exception {
        pcef = GxTestPeer.connect("pgw.corebed.test", RxTestPeer.peer(PCF_HOST, pcf.diameter().orElseThrow().port()));
        assertThat(pcef.awaitOpen(PCF_HOST)).isTrue();
        // the PCF's Sy peer (the launcher's wiring): open before the first SLR is wanted
        awaitOcs();
    }

    @AfterAll
    static void close() {
        if (pcef != null) {
            pcef.close();
        }
    }

    static void awaitOcs() throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if (HttpProbe.http1("GET", pcf.adminUri() + "/metrics", null).body().contains("command=\"CEA\"")
                    || HttpProbe.http1("GET", ocs.adminUri() + "/metrics", null).body().contains("command=\"CER\"")) {
                return;
            }
            Thread.sleep(50);
        }
    }

    static Inet4Address ue(int n) throws Exception {
        return (Inet4Address) InetAddress.getByName("10.46.0." + n);
    }

    static JsonNode stored(String sessionId) {
        return HttpProbe.http1("GET", pcf.adminUri() + "/admin/v1/pcf/gx-sessions?session-id="
                + java.net.URLEncoder.encode(sessionId, java.nio.charset.StandardCharsets.UTF_8), null).json();
    }

    @Test
    void aDataCallIsAnsweredWithItsPolicyAndSubscribesAtTheOcsForItsLife() throws Exception {
        GxTestPeer.Session s = pcef.session(IMSI, ue(1), "internet");
        Answer cca = pcef.call(s.initial());
        AvpSet avps = cca.getAvps();
        assertThat(Avps.resultCode(avps)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.SESSION_ID.requireString(avps)).isEqualTo(s.id());
        assertThat(Avps.ORIGIN_HOST.requireString(avps)).isEqualTo(PCF_HOST);
        assertThat(Avps.CC_REQUEST_TYPE.requireNumber(avps)).isEqualTo(Avps.INITIAL_REQUEST);
        assertThat(Avps.CC_REQUEST_NUMBER.requireNumber(avps)).isZero();
        // The default profile: the APN-AMBR and default bearer QoS the PCEF reported, one rule for all traffic.
        assertThat(Gx.apnAggregateMaxBitrate(avps)).containsExactly(50_000_000L, 100_000_000L);
        assertThat(Gx.defaultEpsBearerQos(avps)).isEqualTo(new Gx.DefaultBearerQos(9, new Gx.Arp(8, false, true)));
        List<Gx.ChargingRule> rules = Gx.chargingRuleDefinitions(avps);
        assertThat(rules).extracting(Gx.ChargingRule::name).containsExactly("pcc-default");
        Gx.ChargingRule rule = rules.get(0);
        assertThat(rule.flows()).containsExactly(new Gx.Flow("permit out ip from any to assigned", Gx.BIDIRECTIONAL));
        assertThat(rule.precedence()).isEqualTo(255);
        assertThat(rule.qos().qci()).isEqualTo(9);
        assertThat(Gx.eventTriggers(avps)).containsExactly(2, 4, 7, 20, 22);

        // What the PCF received (its journal) and keeps (the data tier).
        DiameterEntry ccr = pcf.client().diameterRequests(Operations.ccr().initial()).getLast();
        assertThat(ccr.avp("Called-Station-Id").orElseThrow().asString()).isEqualTo("internet");
        assertThat(ccr.answered()).isEqualTo(2001L);
        JsonNode row = stored(s.id());
        assertThat(row.get("kind").asString()).isEqualTo("GX");
        assertThat(row.get("supi").asString()).isEqualTo("imsi-" + IMSI);
        assertThat(row.get("dnn").asString()).isEqualTo("internet");
        assertThat(row.at("/gx/ccRequestNumber").asLong()).isZero();
        assertThat(row.at("/gx/originHost").asString()).isEqualTo("pgw.corebed.test");
        assertThat(row.at("/context/ipv4Address").asString()).isEqualTo("10.46.0.1");
        assertThat(row.at("/inputs/chf/statusInfos/data-volume/currentStatus").asString()).isEqualTo("valid");
        String sy = row.at("/gx/sySessionId").asString();

        // The OCS got the initial SLR of the subscriber, on a Sy session of the PCRF's.
        DiameterEntry slr = ocs.client().diameterRequests(Operations.slr()).getLast();
        assertThat(slr.sessionId()).isEqualTo(sy);
        assertThat(slr.avp("SL-Request-Type").orElseThrow().asLong()).isEqualTo(Sy.INITIAL_REQUEST);
        assertThat(slr.avp("Subscription-Id-Data").orElseThrow().asString()).isEqualTo(IMSI);

        // CCR-U: a RAT change, stored; nothing of the decision changes, so the CCA carries no rule.
        Request ccru = s.update();
        Gx.EVENT_TRIGGER.add(ccru.getAvps(), Gx.RAT_CHANGE);
        Gx.RAT_TYPE.add(ccru.getAvps(), 1006);
        Answer ccau = pcef.call(ccru);
        assertThat(Avps.resultCode(ccau.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.CC_REQUEST_NUMBER.requireNumber(ccau.getAvps())).isEqualTo(1);
        assertThat(Gx.installedRuleNames(ccau.getAvps())).isEmpty();
        assertThat(stored(s.id()).at("/gx/ccRequestNumber").asLong()).isEqualTo(1);
        assertThat(stored(s.id()).at("/context/gx/ratType").asInt()).isEqualTo(1006);

        // CCR-T: the session gone, its Sy session ended at the OCS.
        Answer ccat = pcef.call(s.termination());
        assertThat(Avps.resultCode(ccat.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.CC_REQUEST_TYPE.requireNumber(ccat.getAvps())).isEqualTo(Avps.TERMINATION_REQUEST);
        assertThat(stored(s.id()).get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
        assertThat(ocs.client().diameterRequests(Operations.str()).getLast().sessionId()).isEqualTo(sy);
        assertThat(HttpProbe.http1("GET", ocs.adminUri() + "/admin/v1/ocs/sessions", null).json().get("count").asInt()).isZero();
    }

    @Test
    void anApnsPolicyProfileGivesItsRulesAndAmbr() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000702", ue(2), "gold");
        AvpSet avps = pcef.call(s.initial()).getAvps();
        assertThat(Gx.apnAggregateMaxBitrate(avps)).containsExactly(200_000_000L, 1_000_000_000L);
        Gx.ChargingRule rule = Gx.chargingRuleDefinitions(avps).get(0);
        assertThat(rule.qos().qci()).isEqualTo(8);
        assertThat(rule.ratingGroup()).isEqualTo(100);
        assertThat(rule.meteringMethod()).isEqualTo(1);
    }

    @Test
    void anSnrFromTheOcsEndsInARarWithTheRestrictedPolicy() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000703", ue(3), "internet");
        pcef.call(s.initial());
        // The OCS's counter goes over: it notifies (SNR), the PCF moves the session to the restricted profile.
        JsonNode sent = HttpProbe.http1("PUT", ocs.adminUri() + "/admin/v1/ocs/subscribers/imsi-001010000000703/counters",
                "{\"data-volume\":\"exceeded\"}", "content-type", "application/json").json();
        assertThat(sent.at("/sent/0/result").asString()).isEqualTo("2001");
        Request rar = pcef.awaitRar(s.id());
        assertThat(rar).as("the RAR after the SNR").isNotNull();
        assertThat(Avps.RE_AUTH_REQUEST_TYPE.requireNumber(rar.getAvps())).isEqualTo(Avps.AUTHORIZE_ONLY);
        assertThat(Avps.DESTINATION_HOST.requireString(rar.getAvps())).isEqualTo("pgw.corebed.test");
        assertThat(Gx.apnAggregateMaxBitrate(rar.getAvps())).containsExactly(1_000_000L, 1_000_000L);
        // only what changed: the restricted profile keeps the default rule and QoS as they were
        assertThat(Gx.installedRuleNames(rar.getAvps())).isEmpty();
        assertThat(stored(s.id()).at("/inputs/chf/statusInfos/data-volume/currentStatus").asString()).isEqualTo("exceeded");
        assertThat(pcf.client().diameterRequests(Operations.snr()).getLast().answered()).isEqualTo(2001L);
        // An SNR of a Sy session the PCF does not have: 5002.
        DiameterEntry unknownSnr = snrUnknown();
        assertThat(unknownSnr.answered()).isEqualTo(5002L);
    }

    /** An SNR of a Sy session the OCS keeps but the PCF no longer has (its Gx session gone without its STR). */
    private DiameterEntry snrUnknown() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000704", ue(4), "internet");
        pcef.call(s.initial());
        String sy = stored(s.id()).at("/gx/sySessionId").asString();
        ocs.client().add(dev.corebed.testkit.Corebed.answer(Operations.str()).resultCode(2001)); // the OCS keeps its session
        pcef.call(s.termination());
        HttpProbe.http1("POST", ocs.adminUri() + "/admin/v1/ocs/snr", "{\"sessionId\":\"" + sy + "\"}", "content-type",
                "application/json");
        return pcf.client().diameterRequests(Operations.snr()).getLast();
    }

    @Test
    void aCcrUReportingAnIntermediateTriggerAsksTheOcsAgain() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000705", ue(5), "internet");
        pcef.call(s.initial());
        HttpProbe.http1("PUT", ocs.adminUri() + "/admin/v1/ocs/subscribers/imsi-001010000000705/counters",
                "{\"data-volume\":\"exceeded\"}", "content-type", "application/json");
        pcef.awaitRar(s.id());
        // back to valid at the OCS without a notification: the PCF learns it from the intermediate SLR of the CCR-U
        HttpProbe.http1("DELETE", ocs.adminUri() + "/admin/v1/ocs/subscribers", null);
        Request ccru = s.update();
        Gx.EVENT_TRIGGER.add(ccru.getAvps(), Gx.EVENT_TRIGGERS.get("PLMN_CHANGE"));
        AvpSet ccau = pcef.call(ccru).getAvps();
        DiameterEntry slr = ocs.client().diameterRequests(Operations.slr()).getLast();
        assertThat(slr.avp("SL-Request-Type").orElseThrow().asLong()).isEqualTo(Sy.INTERMEDIATE_REQUEST);
        assertThat(Gx.apnAggregateMaxBitrate(ccau)).as("the subscribed AMBR again").containsExactly(50_000_000L, 100_000_000L);
    }

    @Test
    void requestsOutOfOrderOrOfUnknownSessionsAreRefusedAsTheSpecsSay() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000706", ue(6), "internet");
        pcef.call(s.initial());
        pcef.call(s.update());
        // CC-Request-Number 1 again: a late, overlapping request (TS 29.212: 5453), and nothing changes.
        Answer late = pcef.call(s.numbered(Avps.UPDATE_REQUEST, 1));
        assertThat(Avps.resultCode(late.getAvps())).isEqualTo(ResultCodes.DIAMETER_ERROR_LATE_OVERLAPPING_REQUEST);
        assertThat(Avps.CC_REQUEST_NUMBER.requireNumber(late.getAvps())).isEqualTo(1);
        assertThat(stored(s.id()).at("/gx/ccRequestNumber").asLong()).isEqualTo(1);
        // a gap is fine (a request lost on the way)
        assertThat(Avps.resultCode(pcef.call(s.numbered(Avps.UPDATE_REQUEST, 5)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        // the same CCR-I again (its CCA lost): the same answer while the session is at number 0 only; here 5453
        Request again = s.numbered(Avps.INITIAL_REQUEST, 0);
        AvpSet initial = s.initial().getAvps();
        for (org.jdiameter.api.Avp a : initial) {
            if (a.getCode() == 443 || a.getCode() == 8 || a.getCode() == 30) {
                again.getAvps().addAvp(a);
            }
        }
        assertThat(Avps.resultCode(pcef.call(again).getAvps())).isEqualTo(ResultCodes.DIAMETER_ERROR_LATE_OVERLAPPING_REQUEST);

        GxTestPeer.Session unknown = pcef.session("001010000000707", ue(7), "internet");
        assertThat(Avps.resultCode(pcef.call(unknown.update()).getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.resultCode(pcef.call(unknown.termination()).getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
    }

    @Test
    void aCcrIWithoutTheSubscriberTheAddressOrTheApnIs5005NamingIt() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000708", ue(8), "internet");
        for (int missing : new int[] {443, 8, 30}) {
            Request ccr = s.numbered(Avps.INITIAL_REQUEST, 0);
            for (org.jdiameter.api.Avp a : s.initial().getAvps()) {
                if (a.getCode() != missing && (a.getCode() == 443 || a.getCode() == 8 || a.getCode() == 30)) {
                    ccr.getAvps().addAvp(a);
                }
            }
            AvpSet cca = pcef.call(ccr).getAvps();
            assertThat(Avps.resultCode(cca)).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP);
            assertThat(Avps.FAILED_AVP.requireGrouped(cca).getAvp(missing)).as("Failed-AVP names %d", missing).isNotNull();
        }
        assertThat(stored(s.id()).get("cause").asString()).as("nothing stored").isEqualTo("CONTEXT_NOT_FOUND");
    }

    @Test
    void aRarOnDemandCarriesTheDecisionGivenAndAnRaaOf5002RemovesTheSession() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000709", ue(9), "internet");
        pcef.call(s.initial());
        String id = stored(s.id()).get("smPolicyId").asString();
        JsonNode answered = HttpProbe.http1("POST", pcf.adminUri() + "/admin/v1/pcf/gx-sessions/" + id + "/rar", """
                {"smPolicyDecision":{"pccRules":{"video":{"pccRuleId":"video","precedence":50,
                  "flowInfos":[{"flowDescription":"permit out 17 from any to assigned","flowDirection":"DOWNLINK"}]}}}}""",
                "content-type", "application/json").json();
        assertThat(answered.get("result").asString()).isEqualTo("2001");
        Request rar = pcef.awaitRar(s.id());
        Gx.ChargingRule video = Gx.chargingRuleDefinitions(rar.getAvps()).get(0);
        assertThat(video.name()).isEqualTo("video");
        assertThat(video.flows()).containsExactly(new Gx.Flow("permit out 17 from any to assigned", Gx.DOWNLINK));
        assertThat(stored(s.id()).at("/decision/pccRules/video/precedence").asInt()).isEqualTo(50);

        // The PCEF no longer knows the session: the PCF removes it too, and ends its Sy session.
        pcef.answerRar(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID, set -> { });
        try {
            HttpProbe.http1("POST", pcf.adminUri() + "/admin/v1/pcf/gx-sessions/" + id + "/rar", null);
            for (int i = 0; i < 100 && !stored(s.id()).has("cause"); i++) {
                Thread.sleep(50);
            }
            assertThat(stored(s.id()).get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
        } finally {
            pcef.answerRar(ResultCodes.DIAMETER_SUCCESS, set -> { });
        }
    }

    @Test
    void faultRulesAndOverloadApplyToGxCommandsByRequestType() throws Exception {
        pcf.client().add(fault(Operations.ccr().initial()).experimentalResult(5140).times(1));
        GxTestPeer.Session s = pcef.session("001010000000710", ue(10), "internet");
        Answer refused = pcef.call(s.initial());
        assertThat(Avps.resultCode(refused.getAvps())).isEqualTo(ResultCodes.DIAMETER_ERROR_INITIAL_PARAMETERS);
        assertThat(Avps.CC_REQUEST_TYPE.requireNumber(refused.getAvps())).isEqualTo(Avps.INITIAL_REQUEST);

        pcf.client().overload(OverloadLimits.none().withMaxRate(0.001).withBurst(1));
        try {
            GxTestPeer.Session busy = pcef.session("001010000000711", ue(11), "internet");
            Answer first = pcef.call(busy.initial());
            Answer second = pcef.call(pcef.session("001010000000712", ue(12), "internet").initial());
            assertThat(List.of(Avps.resultCode(first.getAvps()), Avps.resultCode(second.getAvps())))
                    .contains(ResultCodes.DIAMETER_TOO_BUSY);
        } finally {
            pcf.client().overload(OverloadLimits.none());
        }
    }

    @Test
    void sessionsSurviveARestartOfThePcf() throws Exception {
        GxTestPeer.Session s = pcef.session("001010000000713", ue(13), "internet");
        pcef.call(s.initial());
        pcf.restart();
        assertThat(pcef.node().awaitOpen(PCF_HOST, Duration.ofSeconds(20))).isTrue();
        Thread.sleep(500); // past the PCF's first read of the new connection (diameter-core README: a reconnecting peer)
        Answer cca = pcef.call(s.update());
        assertThat(Avps.resultCode(cca.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(stored(s.id()).at("/gx/ccRequestNumber").asLong()).isEqualTo(1);
    }
}
