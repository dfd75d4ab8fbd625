package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.BSF;
import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.OCS_SIM;
import static dev.corebed.junit.StubType.PCF;
import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.rx.Rx;
import dev.corebed.diameter.test.GxTestPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.testkit.Operations;
import dev.corebed.testkit.RequestPattern;
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
 * The PCRF in a bed of its peers, on the test kit: the PCF with the BSF, the UDR and the NRF (the UDR and the BSF
 * register there, the PCF discovers them) and the OCS simulator, a PCEF connected to the PCF and an AF (P-CSCF)
 * connected to the BSF. The policy seed's 9-message voice call (3.1.4: CCR-I, AAR-I, 2 CCR-U, AAR-U, Gx RAR, Rx RAR,
 * STR, CCR-T) through the BSF's Rx proxy, counted at every end; Gx with usage monitoring (3.6) written to the UDR; a
 * UDR notification ending in a Gx RAR. Never reset: a reset of the NRF would forget the UDR's and the BSF's
 * registrations (their agents register again only at their next heartbeat), so each test uses subscribers and UE
 * addresses of its own and counts what it sent from its own journal marks.
 */
@CorebedTest(stubs = {PCF, BSF, UDR, NRF, OCS_SIM}, properties = {"udr-stub.nrf.agent.enabled=true",
        "bsf-stub.nrf.agent.enabled=true", "pcf-stub.stub.pcf.gx.apns.metered.usage-monitoring=true",
        "pcf-stub.stub.pcf.gx.apns.metered.usage-volume-threshold=2000",
        "pcf-stub.stub.pcf.gx.apns.metered.usage-allowed-volume=3000", "pcf-stub.stub.pcf.gx.apns.metered.udr-reads=sm-data",
        "pcf-stub.stub.pcf.gx.apns.metered.udr-subscribe=true", "pcf-stub.stub.pcf.gx.apns.metered.sy=false"},
        reset = ResetMode.NEVER)
class PcrfBedIT {

    static final String PCF_HOST = "pcf.corebed.test";
    static final String BSF_HOST = "bsf.corebed.test";

    @Stub(PCF)
    static StubHandle pcf;
    @Stub(BSF)
    static BsfHandle bsf;
    @Stub(UDR)
    static UdrHandle udr;
    @Stub(NRF)
    static StubHandle nrf;
    static GxTestPeer pcef;
    static RxTestPeer af;

    @BeforeAll
    static void connect() throws Exception {
        pcef = GxTestPeer.connect("pgw-bed.corebed.test", RxTestPeer.peer(PCF_HOST, pcf.diameter().orElseThrow().port()));
        af = RxTestPeer.af("pcscf-bed.corebed.test", RxTestPeer.peer(BSF_HOST, bsf.diameter().orElseThrow().port()));
        assertThat(pcef.awaitOpen(PCF_HOST)).isTrue();
        assertThat(af.awaitOpen(BSF_HOST)).isTrue();
        // The UDR and the BSF register with the NRF as they start: the PCF finds them once the NRF serves them.
        for (String type : List.of("UDR", "BSF")) {
            for (int i = 0; i < 200 && HttpProbe.http1("GET", nrf.sbiUri() + "/nnrf-disc/v1/nf-instances?target-nf-type=" + type
                    + "&requester-nf-type=PCF", null).json().path("nfInstances").isEmpty(); i++) {
                Thread.sleep(50);
            }
        }
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
        return (Inet4Address) InetAddress.getByName("10.48.0." + n);
    }

    /** The AF's AAR-U of the call: the same audio component again (the SDP answer confirming the offer). */
    static Request aarUpdate(String sessionId) {
        Request r = af.node().createRequest(Rx.AAR, sessionId, RxTestPeer.REALM, PCF_HOST);
        Rx.RX_REQUEST_TYPE.add(r.getAvps(), Rx.UPDATE_REQUEST);
        Rx.addMediaComponent(r.getAvps(), new Rx.MediaComponent(1, 0, 64_000L, 64_000L, 2, List.of()));
        return r;
    }

    @Test
    void theNineMessageVoiceCallGoesThroughTheBsfsRxProxy() throws Exception {
        pcf.client().clearJournal();
        bsf.client().clearJournal();
        // 1. CCR-I of the IMS APN: the PCF registers the UE's binding, with its Diameter identity, at the BSF.
        GxTestPeer.Session gx = pcef.session("001010000000901", ue(1), "ims");
        assertThat(Avps.resultCode(pcef.call(gx.initial()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        JsonNode binding = bsf.client().pcfBindings().stream()
                .filter(b -> b.at("/pcfBinding/ipv4Addr").asString("").equals("10.48.0.1")).findFirst().orElseThrow();
        assertThat(binding.at("/pcfBinding/ipv4Addr").asString()).isEqualTo("10.48.0.1");
        assertThat(binding.at("/pcfBinding/pcfDiamHost").asString()).isEqualTo(PCF_HOST);

        // 2. AAR-I from the AF to the BSF, which relays it to the PCF of the binding; 3. the Gx RAR installing the media.
        Request aar = af.aarInitial(ue(1));
        String rx = Avps.SESSION_ID.requireString(aar.getAvps());
        Answer aaa = af.call(aar);
        assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).as("answered by the PCF").isEqualTo(PCF_HOST);
        Request install = pcef.awaitRar(gx.id());
        assertThat(install).as("the Gx RAR").isNotNull();
        String rule = Gx.chargingRuleDefinitions(install.getAvps()).get(0).name();

        // 4. CCR-U: the PCEF reports the voice bearer up (SUCCESSFUL_RESOURCE_ALLOCATION).
        Request up = gx.update();
        Gx.EVENT_TRIGGER.add(up.getAvps(), Gx.SUCCESSFUL_RESOURCE_ALLOCATION);
        Gx.addChargingRuleReport(up.getAvps(), new Gx.RuleReport(List.of(rule), Gx.ACTIVE, null));
        assertThat(Avps.resultCode(pcef.call(up).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);

        // 5. AAR-U through the BSF: the same media, nothing for the PCEF.
        assertThat(Avps.resultCode(af.call(aarUpdate(rx)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);

        // 6. CCR-U: the bearer released; 7. the Rx RAR to the AF, through the BSF.
        Request down = gx.update();
        Gx.addChargingRuleReport(down.getAvps(), new Gx.RuleReport(List.of(rule), Gx.INACTIVE, 4));
        assertThat(Avps.resultCode(pcef.call(down).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        Request lost = af.awaitRequest(Rx.RAR, rx);
        assertThat(lost).as("the Rx RAR").isNotNull();
        assertThat(Rx.specificActions(lost.getAvps())).containsExactly(Rx.INDICATION_OF_LOSS_OF_BEARER);
        assertThat(Avps.ORIGIN_HOST.requireString(lost.getAvps())).isEqualTo(PCF_HOST);

        // 8. STR through the BSF; 9. CCR-T, the binding gone.
        assertThat(Avps.resultCode(af.call(af.str(rx, PCF_HOST)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Avps.resultCode(pcef.call(gx.termination()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(bsf.client().pcfBindings()).noneMatch(b -> b.at("/pcfBinding/ipv4Addr").asString("").equals("10.48.0.1"));

        // Nine messages, each counted where it was received.
        Thread.sleep(300);
        assertThat(pcf.client().count(Operations.ccr().initial())).isEqualTo(1);
        assertThat(pcf.client().count(Operations.ccr().update())).isEqualTo(2);
        assertThat(pcf.client().count(Operations.ccr().termination())).isEqualTo(1);
        assertThat(pcf.client().count(Operations.aar())).isEqualTo(2);
        assertThat(pcf.client().count(Operations.str())).isEqualTo(1);
        assertThat(pcef.rars(gx.id())).hasSize(1);
        assertThat(af.received().stream().filter(r -> rx.equals(Avps.SESSION_ID.string(r.getAvps())))).hasSize(1);
        assertThat(bsf.client().count(Operations.aar())).as("relayed by the BSF").isEqualTo(2);
        assertThat(bsf.client().count(Operations.rar())).isEqualTo(1);
        assertThat(bsf.client().count(Operations.str())).isEqualTo(1);
    }

    @Test
    void gxUsageMonitoringIsWrittenToTheUdrAndAUdrChangeEndsInARar() throws Exception {
        String supi = "imsi-001010000000902";
        udr.client().putPolicyData(supi, """
                {"smPolicyDataSet":{"smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
                  "smPolicyDnnData":{"metered":{"dnn":"metered","subscCats":["silver"]}}}}}}""");
        GxTestPeer.Session gx = pcef.session("001010000000902", ue(2), "metered");
        AvpSet cca = pcef.call(gx.initial()).getAvps();
        assertThat(Avps.resultCode(cca)).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        // The silver profile of the UDR's data; usage monitored: 2000 octets granted at session level.
        assertThat(Gx.apnAggregateMaxBitrate(cca)).containsExactly(50_000_000L, 100_000_000L);
        assertThat(Gx.usageMonitoringInformation(cca)).containsExactly(new Gx.UsageMonitoring("um-session",
                new Avps.ServiceUnits(2000L, null, null, null), null, Gx.SESSION_LEVEL, false));
        assertThat(Gx.eventTriggers(cca)).contains(Gx.USAGE_REPORT);

        // The PCEF reports 1500 octets: the UDR keeps what remains (1500), the PCEF gets the lower threshold.
        Request report = gx.update();
        Gx.EVENT_TRIGGER.add(report.getAvps(), Gx.USAGE_REPORT);
        Gx.addUsageMonitoringInformation(report.getAvps(), new Gx.UsageMonitoring("um-session", null,
                new Avps.ServiceUnits(1500L, 500L, 1000L, null), null, false));
        AvpSet ccau = pcef.call(report).getAvps();
        assertThat(Gx.usageMonitoringInformation(ccau)).containsExactly(new Gx.UsageMonitoring("um-session",
                new Avps.ServiceUnits(1500L, null, null, null), null, Gx.SESSION_LEVEL, false));
        JsonNode kept = HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + supi + "/sm-data/um-session", null).json();
        assertThat(kept.at("/allowedUsage/totalVolume").asLong()).isEqualTo(1500);

        // The subscriber's category changes at the UDR: it notifies the PCF, the PCF pushes the gold profile (Gx RAR).
        udr.client().putPolicyData(supi, """
                {"smPolicyDataSet":{"smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
                  "smPolicyDnnData":{"metered":{"dnn":"metered","subscCats":["gold"]}}}}}}""");
        Request rar = pcef.awaitRar(gx.id());
        assertThat(rar).as("the RAR after the UDR's notification").isNotNull();
        assertThat(Gx.apnAggregateMaxBitrate(rar.getAvps())).containsExactly(200_000_000L, 1_000_000_000L);
        assertThat(Gx.chargingRuleDefinitions(rar.getAvps()).get(0).ratingGroup()).isEqualTo(100);
        assertThat(pcef.rars(gx.id())).as("the UDR's echo of the PCF's own usage write changed nothing").hasSize(1);

        // CCR-T with the final report: what remains is written once more, the UDR subscription deleted.
        Request last = gx.termination();
        Gx.addUsageMonitoringInformation(last.getAvps(), new Gx.UsageMonitoring("um-session", null,
                new Avps.ServiceUnits(1000L, null, null, null), null, false));
        assertThat(Avps.resultCode(pcef.call(last).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        kept = HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + supi + "/sm-data/um-session", null).json();
        assertThat(kept.at("/allowedUsage/totalVolume").asLong()).isEqualTo(500);
        assertThat(udr.client().count(RequestPattern.operation("DeleteIndividualPolicyDataSubscription").withStatus(204)))
                .isGreaterThanOrEqualTo(1);
    }
}
