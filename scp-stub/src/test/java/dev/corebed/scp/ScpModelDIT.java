package dev.corebed.scp;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.PRODUCER_SIM;
import static dev.corebed.junit.StubType.SCP;
import static dev.corebed.scp.ScpBed.admin;
import static dev.corebed.scp.ScpBed.counter;
import static dev.corebed.scp.ScpBed.curl;
import static dev.corebed.scp.ScpBed.instances;
import static dev.corebed.testkit.Corebed.fault;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.testkit.RequestPattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Model D (TS 29.500 §6.10.3.2) end to end: the consumer sends its discovery parameters as 3gpp-Sbi-Discovery-*
 * headers; the SCP asks the real NRF stub (Nnrf_NFDiscovery), keeps the answer for its validityPeriod, chooses a
 * producer of the simulator, forwards, and names the producer in 3gpp-Sbi-Producer-Id. Model C and D mixed in one
 * run; the view answering in local-first mode, or when the NRF fails; the discovery errors.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpModelDIT {

    static final String SM_POLICIES = "/npcf-smpolicycontrol/v1/sm-policies";
    static final String[] N7 = {"3gpp-Sbi-Discovery-target-nf-type: PCF", "3gpp-Sbi-Discovery-requester-nf-type: SMF",
            "3gpp-Sbi-Discovery-service-names: npcf-smpolicycontrol", "3gpp-Sbi-Discovery-snssais: [{\"sst\":1}]",
            "3gpp-Sbi-Discovery-dnn: internet", "3gpp-Sbi-Discovery-preferred-locality: site-1"};

    List<JsonNode> pcfs;
    Set<String> pcfIds;

    @BeforeEach
    void view(@Stub(PRODUCER_SIM) StubHandle producers, @Stub(SCP) StubHandle scp) throws Exception {
        ScpBed.awaitView(producers, scp);
        pcfs = instances(producers, "PCF");
        pcfIds = pcfs.stream().map(p -> p.path("nfInstanceId").asString()).collect(Collectors.toSet());
    }

    static RequestPattern searches() {
        return RequestPattern.operation("SearchNFInstances");
    }

    static String nfinst(Reply r) {
        String id = r.header("3gpp-sbi-producer-id");
        assertThat(id).as("3gpp-Sbi-Producer-Id of " + r.status() + " " + r.body()).startsWith("nfinst=");
        return id.substring(7, 43);
    }

    @Test
    void theScpDiscoversChoosesForwardsAndNamesTheProducer(@Stub(SCP) StubHandle scp, @Stub(NRF) StubHandle nrf,
                                                          @Stub(PRODUCER_SIM) StubHandle producers) {
        Reply r = curl(scp, "POST", SM_POLICIES, "{\"supi\":\"imsi-001010000000001\"}", N7);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        String chosen = nfinst(r);
        assertThat(pcfIds).contains(chosen);
        JsonNode pcf = pcfs.stream().filter(p -> p.path("nfInstanceId").asString().equals(chosen)).findFirst().orElseThrow();
        assertThat(pcf.path("locality").asString()).as("the preferred locality first").isEqualTo("site-1");
        assertThat(r.header("3gpp-sbi-producer-id")).contains("nfset=" + pcf.path("nfSet").asString())
                .contains("nfservinst=npcf-smpolicycontrol-");
        assertThat(r.header("location")).startsWith(pcf.path("apiRoot").asString());

        var asked = nrf.client().sbiRequests(searches());
        assertThat(asked).hasSize(1);
        assertThat(asked.get(0).queryParam("target-nf-type")).isEqualTo("PCF");
        assertThat(asked.get(0).queryParam("requester-nf-type")).isEqualTo("SMF");
        assertThat(asked.get(0).queryParam("snssais")).isEqualTo("[{\"sst\":1}]");
        assertThat(asked.get(0).queryParam("preferred-locality")).isEqualTo("site-1");
        var atProducer = producers.client().sbiRequests(RequestPattern.anyRequest());
        assertThat(atProducer).hasSize(1);
        assertThat(atProducer.get(0).header("3gpp-sbi-discovery-target-nf-type")).as("consumed by the SCP").isNull();
    }

    @Test
    void theCacheAnswersRepeatsUntilTheValidityPeriodEnds(@Stub(SCP) StubHandle scp, @Stub(NRF) StubHandle nrf) {
        for (int i = 0; i < 5; i++) {
            assertThat(curl(scp, "GET", SM_POLICIES + "/p" + i, null, N7).status()).isEqualTo(200);
        }
        assertThat(nrf.client().count(searches())).as("one NRF query, the rest from the cache").isEqualTo(1);
        assertThat(curl(scp, "GET", "/nudm-sdm/v2/imsi-001010000000001/am-data", null, "3gpp-Sbi-Discovery-target-nf-type: UDM",
                "3gpp-Sbi-Discovery-requester-nf-type: AMF", "3gpp-Sbi-Discovery-supi: imsi-001010000000001").status())
                .isEqualTo(200);
        assertThat(nrf.client().count(searches())).as("other parameters, another query").isEqualTo(2);
        admin(scp, "DELETE", "/admin/v1/scp/discovery-cache", null);
        assertThat(curl(scp, "GET", SM_POLICIES + "/p", null, N7).status()).isEqualTo(200);
        assertThat(nrf.client().count(searches())).isEqualTo(3);
    }

    @Test
    void modelCAndModelDMixInOneRun(@Stub(SCP) StubHandle scp) {
        double c0 = counter(scp, "stub.scp.requests,result=answered,routing=model_c");
        double d0 = counter(scp, "stub.scp.requests,result=answered,routing=model_d");
        List<Integer> statuses = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Reply r = i % 5 == 0 ? curl(scp, "GET", SM_POLICIES + "/m" + i, null, N7)
                    : curl(scp, "GET", SM_POLICIES + "/m" + i, null, "3gpp-Sbi-Target-apiRoot: " + pcfs.get(i % pcfs.size()).path("apiRoot").asString());
            statuses.add(r.status());
        }
        assertThat(statuses).containsOnly(200);
        assertThat(counter(scp, "stub.scp.requests,result=answered,routing=model_c") - c0).isEqualTo(16);
        assertThat(counter(scp, "stub.scp.requests,result=answered,routing=model_d") - d0).isEqualTo(4);
    }

    @Test
    void thePreferredTargetInstanceIsChosenWhenItCanServe(@Stub(SCP) StubHandle scp) {
        String wanted = pcfs.get(pcfs.size() - 1).path("nfInstanceId").asString();
        for (int i = 0; i < 3; i++) {
            Reply r = curl(scp, "POST", "/npcf-ue-policy-control/v1/policies", "{}", "3gpp-Sbi-Discovery-target-nf-type: PCF",
                    "3gpp-Sbi-Discovery-requester-nf-type: AMF", "3gpp-Sbi-Discovery-preferred-target-nf-instance-id: " + wanted);
            assertThat(r.status()).isEqualTo(201);
            assertThat(nfinst(r)).isEqualTo(wanted);
        }
    }

    @Test
    void discoveryErrorsAreTheScpsOwn(@Stub(SCP) StubHandle scp) {
        Reply unknown = curl(scp, "GET", SM_POLICIES + "/x", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF", "3gpp-Sbi-Discovery-favourite-colour: blue");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().path("cause").asString()).isEqualTo("INVALID_DISCOVERY_PARAM");
        assertThat(unknown.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("3gpp-Sbi-Discovery-favourite-colour");

        Reply missing = curl(scp, "GET", SM_POLICIES + "/x", null, "3gpp-Sbi-Discovery-target-nf-type: PCF");
        assertThat(missing.status()).isEqualTo(400);
        assertThat(missing.json().path("cause").asString()).isEqualTo("MANDATORY_QUERY_PARAM_MISSING");
        assertThat(missing.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("3gpp-Sbi-Discovery-requester-nf-type");

        Reply refusedByNrf = curl(scp, "GET", SM_POLICIES + "/x", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF", "3gpp-Sbi-Discovery-snssais: not-json");
        assertThat(refusedByNrf.status()).isEqualTo(400);
        assertThat(refusedByNrf.json().path("cause").asString()).isEqualTo("INVALID_DISCOVERY_PARAM");
        assertThat(refusedByNrf.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("3gpp-Sbi-Discovery-snssais");

        Reply noService = curl(scp, "GET", "/nfoo-bar/v1/things", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF");
        assertThat(noService.status()).isEqualTo(400);
        assertThat(noService.json().path("cause").asString()).isEqualTo("NF_DISCOVERY_FAILURE");
    }

    @Test
    void whenTheNrfFailsTheViewAnswersWhatItCan(@Stub(SCP) StubHandle scp, @Stub(NRF) StubHandle nrf) {
        nrf.client().add(fault(searches()).error(503, "NF_CONGESTION"));
        Reply fromView = curl(scp, "GET", SM_POLICIES + "/v", null, N7);
        assertThat(fromView.status()).as(fromView.body()).isEqualTo(200);
        assertThat(pcfIds).contains(nfinst(fromView));
        assertThat(counter(scp, "stub.scp.discovery,source=local_fallback")).isPositive();

        Reply onlyNrf = curl(scp, "GET", "/nsmf-pdusession/v1/sm-contexts", null, "3gpp-Sbi-Discovery-target-nf-type: SMF",
                "3gpp-Sbi-Discovery-requester-nf-type: AMF",
                "3gpp-Sbi-Discovery-tai: {\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"000001\"}");
        assertThat(onlyNrf.status()).isEqualTo(504);
        assertThat(onlyNrf.json().path("cause").asString()).isEqualTo("NRF_NOT_REACHABLE");
    }

    @Test
    void withoutTheCacheEveryDelegatedRequestAsksAndLocalFirstAsksNone(@Stub(SCP) StubHandle scp, @Stub(NRF) StubHandle nrf)
            throws Exception {
        StubHandle uncached = scp.startInstance("stub.scp.discovery.cache=false");
        for (int i = 0; i < 3; i++) {
            assertThat(curl(uncached, "GET", SM_POLICIES + "/u" + i, null, N7).status()).isEqualTo(200);
        }
        assertThat(nrf.client().count(searches())).isEqualTo(3);

        StubHandle local = scp.startInstance("stub.scp.discovery.mode=local-first");
        for (int i = 0; i < 200 && ScpBed.admin(local, "GET", "/admin/v1/scp/status", null).path("producers").asInt() < 24; i++) {
            Thread.sleep(50);
        }
        for (int i = 0; i < 3; i++) {
            Reply r = curl(local, "GET", SM_POLICIES + "/l" + i, null, N7);
            assertThat(r.status()).isEqualTo(200);
            assertThat(pcfIds).contains(nfinst(r));
        }
        assertThat(nrf.client().count(searches())).as("served from the view").isEqualTo(3);
    }
}
