package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29512.SmPolicyControl;
import dev.corebed.model.ts29512.SmPolicyDecision;
import dev.corebed.model.ts29512.SmPolicyNotification;
import dev.corebed.model.ts29512.TerminationNotification;
import dev.corebed.model.ts29521.PcfBinding;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The PCF end to end (Npcf_SMPolicyControl, Npcf_PolicyAuthorization, Npcf_AMPolicyControl, Npcf_UEPolicyControl) in the cluster with every peer answered ({@code peers=all}): the PCF reads and
 * subscribes at the real UDR stub, registers bindings at the real BSF stub, finds the CHF simulator through the real
 * NRF stub, and calls back the SMF simulator. Each test checks what the SMF would see (status, headers, the body
 * against its Rel-17 record), what the PCF stored (its management port) and what each peer received.
 */
class PcfClusterIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";
    static final String UUID7 = "[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}";

    static StubCluster cluster;
    static String pcf;
    static String pcfAdmin;
    static String amfAdmin;
    static String amfCallbacks;
    static String udrAdmin;
    static String bsf;
    static String smfAdmin;
    static String smfCallbacks;
    static String chfAdmin;

    @BeforeAll
    static void start() {
        Path data = Path.of("target", "it-data", "pcf-sm-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = new LinkedHashMap<>(TestClusters.settings(data));
        settings.put(StubCluster.PEERS_SETTING, "all");
        // The SMF simulator keeps terminated associations for the tests to delete (or not) themselves.
        settings.put("smf-sim.peer.smf.delete-on-terminate", "false");
        // A change of PLMN refreshes the CHF subscription (the seed's internet model does not: its default is empty).
        settings.put("pcf-stub.stub.pcf.sm.chf-modify-triggers", "PLMN_CH");
        // The metered DNN's sessions are usage monitored; a UDR that fails fails the request (the shipped is continue).
        settings.put("pcf-stub.stub.pcf.dnns.metered.usage-monitoring", "true");
        settings.put("pcf-stub.stub.pcf.dnns.metered.usage-volume-threshold", "2000");
        settings.put("pcf-stub.stub.pcf.dnns.metered.usage-allowed-volume", "100000");
        settings.put("pcf-stub.stub.pcf.peers.udr.on-failure", "fail");
        cluster = StubCluster.start(settings);
        pcf = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").sbiPort();
        pcfAdmin = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort() + "/admin/v1/pcf";
        udrAdmin = "http://127.0.0.1:" + cluster.endpoints("udr-stub").adminPort() + "/admin/v1/udr";
        bsf = "http://127.0.0.1:" + cluster.endpoints("bsf-stub").sbiPort();
        smfAdmin = "http://127.0.0.1:" + cluster.endpoints("smf-sim").adminPort() + "/admin/v1/smf";
        smfCallbacks = "http://127.0.0.1:" + cluster.endpoints("smf-sim").sbiPort() + "/nsmf-callback/v1/sm-policy-notify/";
        chfAdmin = "http://127.0.0.1:" + cluster.endpoints("chf-sim").adminPort() + "/admin/v1/chf";
        amfAdmin = "http://127.0.0.1:" + cluster.endpoints("amf-sim").adminPort() + "/admin/v1/amf";
        amfCallbacks = "http://127.0.0.1:" + cluster.endpoints("amf-sim").sbiPort() + "/namf-callback/v1/";
        // The CHF and AMF simulators register with the NRF after the PCF started: wait until discovery sees the CHF.
        waitFor(() -> HttpProbe.h2c("GET", "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort()
                + "/nnrf-disc/v1/nf-instances?target-nf-type=CHF&requester-nf-type=PCF", null).json().path("nfInstances").size() > 0,
                "the CHF simulator registered with the NRF");
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    static void provision(String supi, String category) {
        Reply r = HttpProbe.http1("PUT", udrAdmin + "/policy-data/" + supi, """
                {"smPolicyDataSet":{"smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
                  "smPolicyDnnData":{"internet":{"dnn":"internet","subscCats":["%s"],"online":true},
                                     "ims":{"dnn":"ims"}}}}},
                 "operatorSpecificDataSet":{"tariff":{"dataType":"string","value":"flat"}}}
                """.formatted(category), "content-type", "application/json");
        assertThat(r.status()).as(r.body()).isIn(200, 201);
    }

    static String context(String supi, String dnn, String ipv4, String notifId) {
        return """
                {"supi":"%s","gpsi":"msisdn-33600000001","pduSessionId":5,"pduSessionType":"IPV4","dnn":"%s",
                 "notificationUri":"%s%s","sliceInfo":{"sst":1,"sd":"000001"},"ipv4Address":"%s",
                 "accessType":"3GPP_ACCESS","ratType":"NR","servingNetwork":{"mcc":"001","mnc":"01"},
                 "subsSessAmbr":{"uplink":"100 Mbps","downlink":"300 Mbps"},
                 "subsDefQos":{"5qi":9,"arp":{"priorityLevel":8,"preemptCap":"NOT_PREEMPT","preemptVuln":"PREEMPTABLE"},"priorityLevel":80},
                 "suppFeat":"3f"}
                """.formatted(supi, dnn, smfCallbacks, notifId, ipv4);
    }

    static String id(Reply created) {
        String location = created.header("location");
        return location.substring(location.lastIndexOf('/') + 1);
    }

    static JsonNode stored(String id) {
        Reply r = HttpProbe.http1("GET", pcfAdmin + "/sm-policies/" + id, null);
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        return r.json();
    }

    static JsonNode received(String admin, String operation, String key) {
        return HttpProbe.http1("GET", admin + "/received?operation=" + operation + "&key=" + key, null).json().get("messages");
    }

    static void waitFor(Supplier<Boolean> condition, String what) {
        long end = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < end) {
            if (condition.get()) {
                return;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("waited 10 s for " + what);
    }

    @Test
    void internetSessionLivesThroughTheUdrChfAndSmfAsTheSeedsInternetDnn() throws Exception {
        String supi = "imsi-001010000000101";
        provision(supi, "gold");
        Reply created = HttpProbe.h2c("POST", pcf + SM, context(supi, "internet", "10.45.1.1", "a1"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.version()).isEqualTo("HTTP/2");
        assertThat(created.header("content-type")).startsWith("application/json");
        assertThat(created.header("location")).matches(pcf + SM + "/" + UUID7);
        String id = id(created);
        SmPolicyDecision decision = StrictJson.read(created.body().getBytes(), SmPolicyDecision.class);
        // The gold profile (the subscriber's category in the UDR): its AMBR, its 5QI, its rating group; online from the UDR.
        assertThat(created.json().at("/sessRules/sess-1/authSessAmbr/uplink").asString()).isEqualTo("200 Mbps");
        assertThat(created.json().at("/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("1 Gbps");
        assertThat(created.json().at("/sessRules/sess-1/authDefQos/5qi").asInt()).isEqualTo(8);
        assertThat(decision.pccRules()).containsKey("pcc-default");
        assertThat(created.json().at("/chgDecs/chg-default/ratingGroup").asInt()).isEqualTo(100);
        assertThat(decision.online()).isTrue();
        assertThat(decision.suppFeat()).isEqualTo("0");
        assertThat(decision.policyCtrlReqTriggers()).contains("SE_AMBR_CH", "RAT_TY_CH");

        // Stored, with what the peers hold for it: the UDR's and the CHF's subscriptions; no binding for internet.
        JsonNode row = stored(id);
        assertThat(row.get("udrSubscription").asString()).startsWith("http://127.0.0.1:" + cluster.endpoints("udr-stub").sbiPort()
                + "/nudr-dr/v2/policy-data/subs-to-notify/");
        assertThat(row.get("chfSubscription").asString()).startsWith("http://127.0.0.1:" + cluster.endpoints("chf-sim").sbiPort()
                + "/nchf-spendinglimitcontrol/v1/subscriptions/");
        assertThat(row.get("bsfBinding").isNull()).isTrue();
        assertThat(row.at("/inputs/udr/subscCats/0").asString()).isEqualTo("gold");
        // The CHF simulator has the subscription with the PCF's callback.
        JsonNode subscribe = received(chfAdmin, "Subscribe", supi);
        assertThat(subscribe).hasSize(1);
        assertThat(subscribe.get(0).at("/body/notifUri").asString()).endsWith("/npcf-callback/v1/sm-policies/" + id + "/chf");

        // GetSMPolicy: the SmPolicyControl.
        Reply got = HttpProbe.h2c("GET", pcf + SM + "/" + id, null);
        assertThat(got.status()).isEqualTo(200);
        StrictJson.read(got.body().getBytes(), SmPolicyControl.class);
        assertThat(got.json().at("/context/supi").asString()).isEqualTo(supi);
        assertThat(got.json().get("policy")).isEqualTo(created.json());

        // An update reporting what the PCF subscribed to: nothing changes for the gold profile.
        Reply updated = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update",
                "{\"repPolicyCtrlReqTriggers\":[\"RAT_TY_CH\"],\"ratType\":\"EUTRA\"}");
        assertThat(updated.status()).as(updated.body()).isEqualTo(200);
        assertThat(updated.json().isEmpty()).isTrue();
        assertThat(stored(id).at("/context/ratType").asString()).isEqualTo("EUTRA");
        // A trigger the PCF did not subscribe to is 400 ERROR_TRIGGER_EVENT, and nothing is stored.
        Reply refused = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update",
                "{\"repPolicyCtrlReqTriggers\":[\"TSN_BRIDGE_INFO\"],\"ratType\":\"NR\"}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.header("content-type")).startsWith("application/problem+json");
        assertThat(refused.json().get("cause").asString()).isEqualTo("ERROR_TRIGGER_EVENT");
        assertThat(refused.json().at("/invalidParams/0/param").asString()).isEqualTo("/repPolicyCtrlReqTriggers/0");
        assertThat(stored(id).at("/context/ratType").asString()).isEqualTo("EUTRA");

        // The CHF reports the subscriber over its limit: the PCF moves the session to the restricted profile and tells the SMF.
        Reply counters = HttpProbe.http1("PUT", chfAdmin + "/subscribers/" + supi + "/counters", "{\"data-volume\":\"exceeded\"}",
                "content-type", "application/json");
        assertThat(counters.json().get("notified").asInt()).isEqualTo(1);
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", id).size() == 1, "the SMF's SmPolicyUpdateNotify");
        JsonNode notify = received(smfAdmin, "SmPolicyUpdateNotification", id).get(0).get("body");
        StrictJson.read(notify.toString().getBytes(), SmPolicyNotification.class);
        assertThat(notify.get("resourceUri").asString()).isEqualTo(created.header("location"));
        assertThat(notify.at("/smPolicyDecision/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("1 Mbps");
        assertThat(notify.at("/smPolicyDecision/chgDecs/chg-default").isNull()).isTrue(); // removed: no rating group in restricted

        // The UDR changes the subscriber's category: the PCF re-evaluates (still restricted by the CHF) ... and after the
        // CHF lifts the limit, silver applies.
        provision(supi, "silver");
        HttpProbe.http1("PUT", chfAdmin + "/subscribers/" + supi + "/counters", "{\"data-volume\":\"valid\"}", "content-type", "application/json");
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", id).size() >= 2, "the second SmPolicyUpdateNotify");
        waitFor(() -> "50 Mbps".equals(stored(id).at("/decision/sessRules/sess-1/authSessAmbr/uplink").asString()),
                "the silver profile after the UDR's change and the CHF's");

        // On demand: the whole decision, then a scripted one.
        Reply notified = HttpProbe.http1("POST", pcfAdmin + "/sm-policies/" + id + "/update-notify", null);
        assertThat(notified.json().get("outcome").asString()).isEqualTo("sent");
        Reply scripted = HttpProbe.http1("POST", pcfAdmin + "/sm-policies/" + id + "/update-notify",
                "{\"smPolicyDecision\":{\"pccRules\":{\"pcc-extra\":{\"pccRuleId\":\"pcc-extra\",\"precedence\":10}}}}",
                "content-type", "application/json");
        assertThat(scripted.json().get("outcome").asString()).isEqualTo("sent");
        assertThat(stored(id).at("/decision/pccRules/pcc-extra/precedence").asInt()).isEqualTo(10);
        JsonNode last = received(smfAdmin, "SmPolicyUpdateNotification", id);
        assertThat(last.get(last.size() - 1).at("/body/smPolicyDecision/pccRules/pcc-extra/pccRuleId").asString()).isEqualTo("pcc-extra");

        // Delete: 204, the association gone, the UDR and CHF subscriptions undone.
        Reply deleted = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", "{}");
        assertThat(deleted.status()).isEqualTo(204);
        Reply gone = HttpProbe.h2c("GET", pcf + SM + "/" + id, null);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
        assertThat(received(chfAdmin, "Unsubscribe", supi)).hasSize(1);
        int notifies = received(smfAdmin, "SmPolicyUpdateNotification", id).size();
        provision(supi, "gold"); // the UDR has no subscription left: no notification reaches the SMF
        Thread.sleep(500);
        assertThat(received(smfAdmin, "SmPolicyUpdateNotification", id)).hasSize(notifies);
    }

    @Test
    void imsSessionRegistersItsBindingInTheBsfAndTheTerminationReachesTheSmf() {
        String supi = "imsi-001010000000102";
        provision(supi, "gold");
        Reply created = HttpProbe.h2c("POST", pcf + SM, context(supi, "ims", "10.46.0.7", "b1"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String id = id(created);
        // The ims profile: 5QI 5, ARP 1, the SMF's AMBR; no charging.
        assertThat(created.json().at("/sessRules/sess-1/authDefQos/5qi").asInt()).isEqualTo(5);
        assertThat(created.json().at("/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("300 Mbps");
        JsonNode row = stored(id);
        assertThat(row.get("bsfBinding").asString()).startsWith(bsf + "/nbsf-management/v1/pcfBindings/");
        assertThat(row.get("chfSubscription").isNull()).isTrue();
        assertThat(row.get("udrSubscription").isNull()).isTrue();
        // The BSF binds the UE address to this PCF.
        Reply binding = HttpProbe.h2c("GET", bsf + "/nbsf-management/v1/pcfBindings?ipv4Addr=10.46.0.7", null);
        assertThat(binding.status()).isEqualTo(200);
        PcfBinding b = StrictJson.read(binding.body().getBytes(), PcfBinding.class);
        assertThat(b.supi()).isEqualTo(supi);
        assertThat(b.dnn()).isEqualTo("ims");
        assertThat(b.pcfIpEndPoints().get(0).port()).isEqualTo(cluster.endpoints("pcf-stub").sbiPort());

        // The PCF asks the SMF to terminate; the SMF deletes; the binding goes.
        Reply terminate = HttpProbe.http1("POST", pcfAdmin + "/sm-policies/" + id + "/terminate", "{\"cause\":\"UE_SUBSCRIPTION\"}",
                "content-type", "application/json");
        assertThat(terminate.json().get("outcome").asString()).isEqualTo("sent");
        JsonNode term = received(smfAdmin, "SmPolicyControlTerminationRequestNotification", id);
        assertThat(term).hasSize(1);
        StrictJson.read(term.get(0).get("body").toString().getBytes(), TerminationNotification.class);
        assertThat(term.get(0).at("/body/cause").asString()).isEqualTo("UE_SUBSCRIPTION");
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", "{}").status()).isEqualTo(204);
        assertThat(HttpProbe.h2c("GET", bsf + "/nbsf-management/v1/pcfBindings?ipv4Addr=10.46.0.7", null).status()).isEqualTo(204);
    }

    @Test
    void discoveryOfTheChfIsCachedForItsValidityPeriod() {
        String supi = "imsi-001010000000103";
        provision(supi, "silver");
        HttpProbe.http1("DELETE", pcfAdmin + "/discovery", null);
        String metrics = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort() + "/metrics";
        double before = counter(HttpProbe.http1("GET", metrics, null).body(), "stub_pcf_discovery_total{application=\"pcf-stub\",result=\"nrf\",target=\"chf\"}");
        for (int i = 0; i < 3; i++) {
            Reply created = HttpProbe.h2c("POST", pcf + SM, context(supi, "internet", "10.45.3." + (i + 1), "c" + i));
            assertThat(created.status()).isEqualTo(201);
            assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id(created) + "/delete", "{}").status()).isEqualTo(204);
        }
        double after = counter(HttpProbe.http1("GET", metrics, null).body(), "stub_pcf_discovery_total{application=\"pcf-stub\",result=\"nrf\",target=\"chf\"}");
        assertThat(after - before).isEqualTo(1.0); // one NRF query, two answers from the cache
    }

    static double counter(String prometheus, String series) {
        for (String line : prometheus.split("\n")) {
            if (line.startsWith(series + " ")) {
                return Double.parseDouble(line.substring(series.length() + 1).trim());
            }
        }
        return 0;
    }

    static final String APP = "/npcf-policyauthorization/v1/app-sessions";

    static String appSession(String ueIpv4, String marBw) {
        return """
                {"ascReqData":{"afAppId":"IMS Services","notifUri":"http://127.0.0.1:9/af","suppFeat":"0","ueIpv4":"%s","dnn":"ims",
                  "medComponents":{"1":{"medCompN":1,"medType":"AUDIO","marBwDl":"%s","marBwUl":"%s",
                    "medSubComps":{"1":{"fNum":1,"fDescs":["permit out 17 from 10.1.1.1 50000 to %s 60000",
                                                          "permit in 17 from %s 60000 to 10.1.1.1 50000"]}}}}}}
                """.formatted(ueIpv4, marBw, marBw, ueIpv4, ueIpv4);
    }

    @Test
    void applicationSessionsBindByUeAddressAndReachTheSmfAsPccRules() {
        String supi = "imsi-001010000000105";
        provision(supi, "gold");
        Reply sm = HttpProbe.h2c("POST", pcf + SM, context(supi, "ims", "10.46.0.9", "e1"));
        assertThat(sm.status()).isEqualTo(201);
        String smId = id(sm);

        Reply created = HttpProbe.h2c("POST", pcf + APP, appSession("10.46.0.9", "64 Kbps"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).matches(pcf + APP + "/" + UUID7);
        StrictJson.read(created.body().getBytes(), dev.corebed.model.ts29514.AppSessionContext.class);
        assertThat(created.json().at("/ascRespData/suppFeat").asString()).isEqualTo("0");
        String appId = id(created);
        String rule = "af-" + appId + "-1";
        // The SMF gets the media's PCC rule and its GBR QoS (audio: 5QI 1).
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", smId).size() == 1, "the SmPolicyUpdateNotify of the AAR");
        JsonNode notify = received(smfAdmin, "SmPolicyUpdateNotification", smId).get(0).get("body");
        StrictJson.read(notify.toString().getBytes(), SmPolicyNotification.class);
        assertThat(notify.at("/smPolicyDecision/pccRules/" + rule + "/flowInfos")).hasSize(2);
        assertThat(notify.at("/smPolicyDecision/qosDecs/" + rule + "-qos/5qi").asInt()).isEqualTo(1);
        assertThat(notify.at("/smPolicyDecision/qosDecs/" + rule + "-qos/gbrDl").asString()).isEqualTo("64 Kbps");
        assertThat(notify.at("/smPolicyDecision/sessRules").isMissingNode()).isTrue(); // only what changed
        assertThat(stored(smId).at("/decision/pccRules/" + rule + "/precedence").asInt()).isEqualTo(100);

        // Modified: the new bandwidth reaches the SMF.
        Reply modified = HttpProbe.h2c("PATCH", pcf + APP + "/" + appId, "{\"ascReqData\":{\"medComponents\":{\"1\":{\"medCompN\":1,"
                + "\"medType\":\"AUDIO\",\"marBwDl\":\"128 Kbps\",\"marBwUl\":\"128 Kbps\"}}}}", "-H", "content-type: application/merge-patch+json");
        assertThat(modified.status()).as(modified.body()).isEqualTo(200);
        assertThat(modified.json().at("/ascReqData/medComponents/1/marBwDl").asString()).isEqualTo("128 Kbps");
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", smId).size() == 2, "the notify of the modification");
        assertThat(received(smfAdmin, "SmPolicyUpdateNotification", smId).get(1)
                .at("/body/smPolicyDecision/qosDecs/" + rule + "-qos/maxbrDl").asString()).isEqualTo("128 Kbps");

        // The events subscription sub-resource: 201 with Location, then 200, then 204.
        String events = "{\"events\":[{\"event\":\"SUCCESSFUL_RESOURCES_ALLOCATION\"}],\"notifUri\":\"http://127.0.0.1:9/af-events\"}";
        Reply subscribed = HttpProbe.h2c("PUT", pcf + APP + "/" + appId + "/events-subscription", events);
        assertThat(subscribed.status()).as(subscribed.body()).isEqualTo(201);
        assertThat(subscribed.header("location")).isEqualTo(pcf + APP + "/" + appId + "/events-subscription");
        assertThat(HttpProbe.h2c("PUT", pcf + APP + "/" + appId + "/events-subscription", events).status()).isEqualTo(200);
        assertThat(HttpProbe.h2c("GET", pcf + APP + "/" + appId, null).json().at("/ascReqData/evSubsc/notifUri").asString())
                .isEqualTo("http://127.0.0.1:9/af-events");
        assertThat(HttpProbe.h2c("DELETE", pcf + APP + "/" + appId + "/events-subscription", null).status()).isEqualTo(204);

        // Deleted: the rule leaves the SMF's decision.
        assertThat(HttpProbe.h2c("POST", pcf + APP + "/" + appId + "/delete", null).status()).isEqualTo(204);
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", smId).size() == 3, "the notify of the deletion");
        JsonNode removal = received(smfAdmin, "SmPolicyUpdateNotification", smId).get(2).get("body");
        assertThat(removal.at("/smPolicyDecision/pccRules/" + rule).isNull()).isTrue();
        assertThat(stored(smId).at("/decision/pccRules/" + rule).isMissingNode()).isTrue();
        Reply gone = HttpProbe.h2c("GET", pcf + APP + "/" + appId, null);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("cause").asString()).isEqualTo("APPLICATION_SESSION_CONTEXT_NOT_FOUND");

        // No PDU session at that address: 500 PDU_SESSION_NOT_AVAILABLE.
        Reply unbound = HttpProbe.h2c("POST", pcf + APP, appSession("10.99.0.1", "64 Kbps"));
        assertThat(unbound.status()).isEqualTo(500);
        assertThat(unbound.json().get("cause").asString()).isEqualTo("PDU_SESSION_NOT_AVAILABLE");

        // The PDU session ends with an application session on it: the session goes with it.
        String again = id(HttpProbe.h2c("POST", pcf + APP, appSession("10.46.0.9", "64 Kbps")));
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + smId + "/delete", "{}").status()).isEqualTo(204);
        assertThat(HttpProbe.h2c("GET", pcf + APP + "/" + again, null).status()).isEqualTo(404);
    }

    static final String AM = "/npcf-am-policy-control/v1/policies";
    static final String UE = "/npcf-ue-policy-control/v1/policies";

    static void provisionUe(String supi, String category) {
        Reply r = HttpProbe.http1("PUT", udrAdmin + "/policy-data/" + supi, """
                {"amPolicyDataSet":{"subscCats":["%s"]},
                 "uePolicyDataSet":{"subscCats":["%s"],"uePolicySections":{"up1":{"uePolicySectionInfo":"AQID","upsi":"up1"}},"upsis":["up1"]}}
                """.formatted(category, category), "content-type", "application/json");
        assertThat(r.status()).as(r.body()).isIn(200, 201);
    }

    static String association(String supi, String kind, String notifId) {
        return """
                {"notificationUri":"%s%s-policy/%s","supi":"%s","suppFeat":"0","accessType":"3GPP_ACCESS","ratType":"NR",
                 "servingPlmn":{"mcc":"001","mnc":"01"}}
                """.formatted(amfCallbacks, kind, notifId, supi);
    }

    @Test
    void amPolicyAssociationFollowsTheSubscribersCategoryAtTheUdr() {
        String supi = "imsi-001010000000201";
        provisionUe(supi, "gold");
        Reply created = HttpProbe.h2c("POST", pcf + AM, association(supi, "am", "a1"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).matches(pcf + AM + "/" + UUID7);
        var policy = StrictJson.read(created.body().getBytes(), dev.corebed.model.ts29507.PolicyAssociation.class);
        assertThat(policy.rfsp()).isEqualTo(10);
        assertThat(policy.suppFeat()).isEqualTo("0");
        assertThat(policy.triggers()).contains("LOC_CH", "UE_AMBR_CH");
        assertThat(created.json().at("/request/supi").asString()).isEqualTo(supi);
        String id = id(created);
        JsonNode row = HttpProbe.http1("GET", pcfAdmin + "/am-policies/" + id, null).json();
        assertThat(row.get("udrSubscription").asString()).contains("/nudr-dr/v2/policy-data/subs-to-notify/");
        assertThat(HttpProbe.h2c("GET", pcf + AM + "/" + id, null).json()).isEqualTo(created.json());

        // The AMF reports a change: 200 with a PolicyUpdate (nothing changed but the resource).
        Reply updated = HttpProbe.h2c("POST", pcf + AM + "/" + id + "/update",
                "{\"triggers\":[\"LOC_CH\"],\"userLoc\":{\"nrLocation\":{\"tai\":{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"000001\"},"
                        + "\"ncgi\":{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"nrCellId\":\"000000001\"}}}}");
        assertThat(updated.status()).as(updated.body()).isEqualTo(200);
        StrictJson.read(updated.body().getBytes(), dev.corebed.model.ts29507.PolicyUpdate.class);
        assertThat(updated.json().get("resourceUri").asString()).isEqualTo(created.header("location"));

        // The UDR's am-data changes: the AMF is told the new RFSP.
        provisionUe(supi, "silver");
        waitFor(() -> received(amfAdmin, "AmPolicyUpdateNotification", id).size() == 1, "the AMF's PolicyUpdate");
        JsonNode update = received(amfAdmin, "AmPolicyUpdateNotification", id).get(0).get("body");
        assertThat(update.get("rfsp").asInt()).isEqualTo(20);

        // On demand: a PolicyUpdate, then a termination, after which the AMF simulator deletes the association.
        assertThat(HttpProbe.http1("POST", pcfAdmin + "/am-policies/" + id + "/update-notify", null).json().get("outcome").asString())
                .isEqualTo("sent");
        assertThat(received(amfAdmin, "AmPolicyUpdateNotification", id)).hasSize(2);
        assertThat(HttpProbe.http1("POST", pcfAdmin + "/am-policies/" + id + "/terminate", null).json().get("outcome").asString())
                .isEqualTo("sent");
        JsonNode term = received(amfAdmin, "AmPolicyTerminationNotification", id);
        assertThat(term.get(0).at("/body/cause").asString()).isEqualTo("UNSPECIFIED");
        waitFor(() -> HttpProbe.h2c("GET", pcf + AM + "/" + id, null).status() == 404, "the AMF's delete after the termination");
        Reply gone = HttpProbe.h2c("DELETE", pcf + AM + "/" + id, null);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
    }

    @Test
    void uePolicyAssociationSendsTheContainerThroughTheAmfAsTheSeeds329() {
        String supi = "imsi-001010000000202";
        provisionUe(supi, "gold");
        Reply created = HttpProbe.h2c("POST", pcf + UE, association(supi, "ue", "u1"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.header("location")).matches(pcf + UE + "/" + UUID7);
        StrictJson.read(created.body().getBytes(), dev.corebed.model.ts29525.PolicyAssociation.class);
        String id = id(created);
        JsonNode row = HttpProbe.http1("GET", pcfAdmin + "/ue-policies/" + id, null).json();
        assertThat(row.get("n1n2Subscription").asString()).startsWith("http://127.0.0.1:" + cluster.endpoints("amf-sim").sbiPort()
                + "/namf-comm/v1/ue-contexts/" + supi + "/n1-n2-messages/subscriptions/");
        // The AMF: one N1 subscription (UPDP, the PCF's callback), one N1N2MessageTransfer with the container (PTI, type 1,
        // the 2-octet length, the 3 octets of the section).
        JsonNode subscribe = received(amfAdmin, "N1N2MessageSubscribe", supi);
        assertThat(subscribe).hasSize(1);
        assertThat(subscribe.get(0).at("/body/n1MessageClass").asString()).isEqualTo("UPDP");
        assertThat(subscribe.get(0).at("/body/n1NotifyCallbackUri").asString()).endsWith("/npcf-callback/v1/ue-policies/" + id + "/n1-notify");
        waitFor(() -> received(amfAdmin, "N1N2MessageTransfer", supi).size() == 1, "the UE policy container");
        JsonNode transfer = received(amfAdmin, "N1N2MessageTransfer", supi).get(0).get("body");
        assertThat(transfer.at("/n1MessageContainer/n1MessageClass").asString()).isEqualTo("UPDP");
        assertThat(transfer.get("n1MessageBytes").asInt()).isEqualTo(7);
        // The UE's MANAGE UE POLICY COMPLETE comes back through the AMF (N1MessageNotify).
        waitFor(() -> "MANAGE_UE_POLICY_COMPLETE".equals(HttpProbe.http1("GET", pcfAdmin + "/ue-policies/" + id, null).json()
                .at("/inputs/delivery").asString()), "the UE's answer");

        assertThat(HttpProbe.h2c("DELETE", pcf + UE + "/" + id, null).status()).isEqualTo(204);
        assertThat(received(amfAdmin, "N1N2MessageUnSubscribe", supi)).hasSize(1);
        assertThat(HttpProbe.h2c("GET", pcf + UE + "/" + id, null).status()).isEqualTo(404);
        // An AM association's id is not a UE one.
        Reply am = HttpProbe.h2c("POST", pcf + AM, association(supi, "am", "a2"));
        assertThat(HttpProbe.h2c("GET", pcf + UE + "/" + id(am), null).status()).isEqualTo(404);
        // A request without its mandatory supi.
        Reply bad = HttpProbe.h2c("POST", pcf + UE, association(supi, "ue", "u2").replace("\"supi\":\"" + supi + "\",", ""));
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("cause").asString()).isEqualTo("MANDATORY_IE_MISSING");
    }

    @Test
    void thePcfRegistersWithTheNrfWithItsFourServicesAndPcfInfo() {
        String search = "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort()
                + "/nnrf-disc/v1/nf-instances?target-nf-type=PCF&requester-nf-type=SMF";
        waitFor(() -> HttpProbe.h2c("GET", search, null).json().path("nfInstances").size() == 1, "the PCF's registration");
        JsonNode profile = HttpProbe.h2c("GET", search, null).json().at("/nfInstances/0");
        assertThat(profile.get("nfType").asString()).isEqualTo("PCF");
        assertThat(profile.has("pcfInfo")).isTrue();
        java.util.List<String> services = new java.util.ArrayList<>();
        profile.get("nfServiceList").forEach(s -> services.add(s.get("serviceName").asString()));
        assertThat(services).containsExactlyInAnyOrder("npcf-smpolicycontrol", "npcf-am-policy-control", "npcf-ue-policy-control",
                "npcf-policyauthorization");
        assertThat(profile.at("/nfServiceList/npcf-smpolicycontrol/ipEndPoints/0/port").asInt())
                .isEqualTo(cluster.endpoints("pcf-stub").sbiPort());
    }

    @Test
    void badCreatesAreRefusedAsTs29512SaysAndStoreNothing() {
        String count = pcfAdmin + "/sm-policies/count";
        long before = HttpProbe.http1("GET", count, null).json().get("smPolicies").asLong();
        Reply noSupi = HttpProbe.h2c("POST", pcf + SM, context("imsi-001010000000104", "internet", "10.45.4.1", "d1")
                .replace("\"supi\":\"imsi-001010000000104\",", ""));
        assertThat(noSupi.status()).isEqualTo(400);
        assertThat(noSupi.json().get("cause").asString()).isEqualTo("MANDATORY_IE_MISSING");
        assertThat(noSupi.json().at("/invalidParams/0/param").asString()).isEqualTo("/supi");
        Reply badSlice = HttpProbe.h2c("POST", pcf + SM, context("imsi-001010000000104", "internet", "10.45.4.1", "d1")
                .replace("\"sst\":1,", "\"sst\":\"1\","));
        assertThat(badSlice.status()).isEqualTo(400);
        assertThat(badSlice.json().get("cause").asString()).isEqualTo("MANDATORY_IE_INCORRECT");
        assertThat(HttpProbe.http1("GET", count, null).json().get("smPolicies").asLong()).isEqualTo(before);
        Reply unknown = HttpProbe.h2c("POST", pcf + SM + "/" + UUID.randomUUID() + "/update", "{}");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(unknown.json().get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/nope/delete", "{}").status()).isEqualTo(404);
    }

    /** POSTs a create to the PCF; its id, once answered 201. */
    static String created(String resource, String body) {
        Reply created = HttpProbe.h2c("POST", pcf + resource, body);
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        return id(created);
    }

    static Reply admin(String stub, String method, String path, String body) {
        String url = "http://127.0.0.1:" + cluster.endpoints(stub).adminPort() + path;
        return body == null ? HttpProbe.http1(method, url, null) : HttpProbe.http1(method, url, body, "content-type", "application/json");
    }

    @Test
    void theManagementApiShowsWhatThePcfHoldsAndWhatItsPeersReceivedAndResetClearsIt() {
        String supi = "imsi-001010000000301";
        Reply ue = HttpProbe.http1("PUT", udrAdmin + "/policy-data/" + supi, """
                {"smPolicyDataSet":{"smPolicySnssaiData":{"1-000001":{"snssai":{"sst":1,"sd":"000001"},
                  "smPolicyDnnData":{"ims":{"dnn":"ims","subscCats":["gold"]}}}}},
                 "amPolicyDataSet":{"subscCats":["gold"]}}
                """, "content-type", "application/json");
        assertThat(ue.status()).as(ue.body()).isIn(200, 201);
        long nrfJournal = admin("nrf-stub", "GET", "/admin/v1/journal?limit=1", null).json().get("recorded").asLong();
        assertThat(admin("pcf-stub", "DELETE", "/admin/v1/pcf/discovery", null).status()).isEqualTo(204);
        String smId = created(SM, context(supi, "ims", "10.46.3.1", "r1"));
        String appId = created(APP, appSession("10.46.3.1", "64 Kbps"));
        String amId = created(AM, association(supi, "am", "r1"));

        // What the PCF holds: the subscriber's associations page by page, the application session and its rules.
        JsonNode page = admin("pcf-stub", "GET", "/admin/v1/pcf/sm-policies?supi=" + supi, null).json();
        assertThat(page.get("smPolicies")).hasSize(1);
        assertThat(page.at("/smPolicies/0/smPolicyId").asString()).isEqualTo(smId);
        assertThat(page.has("next")).isFalse();
        assertThat(stored(smId).get("appSessionIds").get(0).asString()).isEqualTo(appId);
        JsonNode session = admin("pcf-stub", "GET", "/admin/v1/pcf/app-sessions/" + appId, null).json();
        assertThat(session.get("smPolicyId").asString()).isEqualTo(smId);
        assertThat(session.get("pccRuleIds").get(0).asString()).isEqualTo("af-" + appId + "-1");
        assertThat(session.at("/context/ascReqData/ueIpv4").asString()).isEqualTo("10.46.3.1");
        JsonNode ams = admin("pcf-stub", "GET", "/admin/v1/pcf/am-policies?supi=" + supi + "&limit=1", null).json();
        assertThat(ams.at("/policyAssociations/0/polAssoId").asString()).isEqualTo(amId);
        assertThat(ams.get("next").asString()).isEqualTo(amId); // a full page names where the next starts
        assertThat(admin("pcf-stub", "GET", "/admin/v1/pcf/am-policies?supi=" + supi + "&after=" + amId, null).json()
                .get("policyAssociations")).isEmpty();
        assertThat(admin("pcf-stub", "GET", "/admin/v1/pcf/sm-policies?limit=0", null).status()).isEqualTo(400);

        // What the peers received, in their journals: the UDR's reads and subscription, the NRF's discovery of the BSF.
        JsonNode udr = admin("udr-stub", "GET", "/admin/v1/journal?supi=" + supi + "&operation=ReadSessionManagementPolicyData", null)
                .json();
        assertThat(udr.get("total").asInt()).isEqualTo(1);
        assertThat(udr.at("/entries/0/status").asInt()).isEqualTo(200);
        assertThat(udr.at("/entries/0/path").asString()).isEqualTo("/nudr-dr/v2/policy-data/ues/" + supi + "/sm-data");
        String amData = "http://127.0.0.1:" + cluster.endpoints("udr-stub").sbiPort() + "/nudr-dr/v2/policy-data/ues/" + supi + "/am-data";
        assertThat(admin("udr-stub", "GET", "/admin/v1/journal/count?operation=CreateIndividualPolicyDataSubscription"
                + "&body=/monitoredResourceUris/0=" + amData, null).json().get("count").asInt()).isEqualTo(1); // the AM association's
        JsonNode searches = admin("nrf-stub", "GET", "/admin/v1/journal?operation=SearchNFInstances&since=" + nrfJournal, null)
                .json().get("entries");
        java.util.List<String> targets = new java.util.ArrayList<>();
        searches.forEach(e -> {
            if (e.at("/query/requester-nf-type/0").asString("").equals("PCF")) {
                targets.add(e.at("/query/target-nf-type/0").asString());
            }
        });
        assertThat(targets).contains("BSF");
        assertThat(admin("bsf-stub", "GET", "/admin/v1/journal/count?operation=CreatePCFBinding&body=/supi=" + supi, null)
                .json().get("count").asInt()).isEqualTo(1);

        // A management body with a field its type does not have is refused, naming it.
        Reply misspelt = admin("pcf-stub", "POST", "/admin/v1/pcf/sm-policies/" + smId + "/update-notify", "{\"smPolicyDecisio\":{}}");
        assertThat(misspelt.status()).isEqualTo(400);
        assertThat(misspelt.json().at("/invalidParams/0/param").asString()).isEqualTo("/smPolicyDecisio");

        // Reset: the PCF forgets its associations and application sessions, without calling anybody.
        waitFor(() -> received(smfAdmin, "SmPolicyUpdateNotification", smId).size() == 1, "the notify of the application session");
        String binding = java.net.URI.create(stored(smId).get("bsfBinding").asString()).getPath();
        assertThat(admin("pcf-stub", "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(admin("pcf-stub", "GET", "/admin/v1/journal", null).json().get("entries")).isEmpty();
        JsonNode counts = admin("pcf-stub", "GET", "/admin/v1/pcf/sm-policies/count", null).json();
        assertThat(counts.get("smPolicies").asLong()).isZero();
        assertThat(counts.get("appSessions").asLong()).isZero();
        assertThat(admin("pcf-stub", "GET", "/admin/v1/pcf/am-policies/count", null).json().get("count").asLong()).isZero();
        assertThat(HttpProbe.h2c("GET", pcf + SM + "/" + smId, null).json().get("cause").asString()).isEqualTo("CONTEXT_NOT_FOUND");
        assertThat(HttpProbe.h2c("GET", pcf + APP + "/" + appId, null).json().get("cause").asString())
                .isEqualTo("APPLICATION_SESSION_CONTEXT_NOT_FOUND");
        assertThat(admin("pcf-stub", "GET", "/admin/v1/pcf/discovery", null).json().get("cached").asInt()).isZero();
        assertThat(admin("bsf-stub", "GET", "/admin/v1/journal/count?operation=DeleteIndPCFBinding&path=" + binding, null)
                .json().get("count").asInt()).as("no peer called").isZero();

        // Reset of the simulators: what they received and their subscriptions gone.
        assertThat(admin("smf-sim", "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(admin("smf-sim", "GET", "/admin/v1/smf/received", null).json().get("counts").isEmpty()).isTrue();
        assertThat(admin("amf-sim", "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(admin("amf-sim", "GET", "/admin/v1/amf/subscriptions", null).json().get("count").asInt()).isZero();
        assertThat(admin("chf-sim", "POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(admin("chf-sim", "GET", "/admin/v1/chf/subscriptions", null).json().get("count").asInt()).isZero();
        assertThat(admin("chf-sim", "GET", "/admin/v1/chf/received", null).json().get("messages")).isEmpty();
    }

    @Test
    void theManagementApiDocumentDescribesThePcfAndItsSimulators() {
        for (String[] nf : new String[][] {{"pcf-stub", "pcf"}, {"smf-sim", "smf"}, {"amf-sim", "amf"}, {"chf-sim", "chf"}}) {
            dev.corebed.sbi.test.ManagementApiSpec.assertDescribes(nf[1],
                    cluster.context(nf[0]).getBean(dev.corebed.sbi.config.SbiEndpoints.class).managementRoutes());
        }
    }

    @Test
    void aChangeOfPlmnRefreshesTheChfSubscriptionAndIsDecidedOnTheStatusTheChfAnswers() {
        String supi = "imsi-001010000000302";
        provision(supi, "gold");
        String id = created(SM, context(supi, "internet", "10.45.3.2", "m1"));
        String subscription = stored(id).get("chfSubscription").asString();

        // The CHF answers the intermediate request with the subscriber over its limit (a scripted answer).
        Reply scripted = admin("chf-sim", "POST", "/admin/v1/answers", """
                {"match":{"operation":"SubscribeIntermediate","supi":"%s"},"times":1,
                 "answer":{"status":200,"body":{"supi":"%s","statusInfos":{"data-volume":
                   {"policyCounterId":"data-volume","currentStatus":"exceeded"}}}}}""".formatted(supi, supi));
        assertThat(scripted.status()).as(scripted.body()).isEqualTo(201);
        Reply updated = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update",
                "{\"repPolicyCtrlReqTriggers\":[\"PLMN_CH\"],\"servingNetwork\":{\"mcc\":\"001\",\"mnc\":\"02\"}}");
        assertThat(updated.status()).as(updated.body()).isEqualTo(200);
        assertThat(updated.json().at("/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("1 Mbps");
        assertThat(stored(id).at("/inputs/chf/statusInfos/data-volume/currentStatus").asString()).isEqualTo("exceeded");
        JsonNode intermediate = admin("chf-sim", "GET", "/admin/v1/journal?operation=SubscribeIntermediate&supi=" + supi, null).json();
        assertThat(intermediate.get("total").asInt()).isEqualTo(1);
        assertThat(intermediate.at("/entries/0/method").asString()).isEqualTo("PUT");
        assertThat(intermediate.at("/entries/0/path").asString()).isEqualTo(java.net.URI.create(subscription).getPath());
        assertThat(intermediate.at("/entries/0/body/notifUri").asString()).endsWith("/npcf-callback/v1/sm-policies/" + id + "/chf");

        // Another report without the trigger does not call the CHF; a failing CHF is counted and the update goes on.
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update", "{\"repPolicyCtrlReqTriggers\":[\"RAT_TY_CH\"],"
                + "\"ratType\":\"EUTRA\"}").status()).isEqualTo(200);
        assertThat(admin("chf-sim", "POST", "/admin/v1/faults", "{\"operation\":\"SubscribeIntermediate\",\"times\":1,"
                + "\"error\":{\"type\":\"http\",\"status\":503,\"cause\":\"NF_CONGESTION\"}}").status()).isEqualTo(201);
        Reply onFailure = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update",
                "{\"repPolicyCtrlReqTriggers\":[\"PLMN_CH\"],\"servingNetwork\":{\"mcc\":\"001\",\"mnc\":\"01\"}}");
        assertThat(onFailure.status()).as(onFailure.body()).isEqualTo(200);
        assertThat(stored(id).at("/context/servingNetwork/mnc").asString()).isEqualTo("01");
        assertThat(admin("chf-sim", "GET", "/admin/v1/journal/count?operation=SubscribeIntermediate&supi=" + supi, null)
                .json().get("count").asInt()).isEqualTo(2);
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", "{}").status()).isEqualTo(204);
    }

    static String usageMonitoring(String supi) {
        return "http://127.0.0.1:" + cluster.endpoints("udr-stub").sbiPort() + "/nudr-dr/v2/policy-data/ues/" + supi
                + "/sm-data/um-session";
    }

    static String usageReport(long volume, long uplink, long downlink, long time) {
        return """
                {"refUmIds":"um-session","volUsage":%d,"volUsageUplink":%d,"volUsageDownlink":%d,"timeUsage":%d}"""
                .formatted(volume, uplink, downlink, time);
    }

    @Test
    void aMeteredSessionIsMonitoredFromTheUdrsAllowanceAndItsReportedUsageIsWrittenBackToTheUdr() {
        String supi = "imsi-001010000000401";
        provision(supi, "gold");
        // What remains of the UE's allowance, as the UDR holds it.
        Reply allowance = HttpProbe.h2c("PUT", usageMonitoring(supi), """
                {"limitId":"um-session","umLevel":"SESSION_LEVEL","allowedUsage":{"totalVolume":5000}}""");
        assertThat(allowance.status()).as(allowance.body()).isEqualTo(201);

        Reply created = HttpProbe.h2c("POST", pcf + SM, context(supi, "metered", "10.45.4.1", "u1"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        SmPolicyDecision decision = StrictJson.read(created.body().getBytes(), SmPolicyDecision.class);
        assertThat(decision.umDecs()).containsOnlyKeys("um-session");
        assertThat(created.json().at("/umDecs/um-session/umId").asString()).isEqualTo("um-session");
        assertThat(created.json().at("/umDecs/um-session/volumeThreshold").asLong()).isEqualTo(2000); // the DNN's threshold
        assertThat(created.json().at("/sessRules/sess-1/refUmData").asString()).isEqualTo("um-session");
        assertThat(created.json().get("policyCtrlReqTriggers").toString()).contains("\"US_RE\"");
        String id = id(created);
        assertThat(admin("udr-stub", "GET", "/admin/v1/journal/count?operation=ReadUsageMonitoringInformation&supi=" + supi, null)
                .json().get("count").asInt()).isEqualTo(1);

        // The SMF reports 3500 bytes: 1500 remain, the next threshold.
        Reply updated = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update", "{\"repPolicyCtrlReqTriggers\":[\"US_RE\"],"
                + "\"accuUsageReports\":[" + usageReport(3500, 1000, 2500, 60) + "]}");
        assertThat(updated.status()).as(updated.body()).isEqualTo(200);
        StrictJson.read(updated.body().getBytes(), SmPolicyDecision.class);
        assertThat(updated.json().at("/umDecs/um-session/volumeThreshold").asLong()).isEqualTo(1500);
        JsonNode used = stored(id).at("/inputs/usage/um-session/used");
        assertThat(used.get("volUsage").asLong()).isEqualTo(3500);
        assertThat(used.get("volUsageDownlink").asLong()).isEqualTo(2500);
        assertThat(used.get("timeUsage").asLong()).isEqualTo(60);
        Reply atUdr = HttpProbe.h2c("GET", usageMonitoring(supi), null);
        assertThat(atUdr.status()).as(atUdr.body()).isEqualTo(200);
        StrictJson.read(atUdr.body().getBytes(), dev.corebed.model.ts29519.UsageMonData.class);
        assertThat(atUdr.json().get("limitId").asString()).isEqualTo("um-session");
        assertThat(atUdr.json().get("umLevel").asString()).isEqualTo("SESSION_LEVEL");
        assertThat(atUdr.json().at("/scopes/1-000001/dnn/0").asString()).isEqualTo("metered");
        assertThat(atUdr.json().at("/allowedUsage/totalVolume").asLong()).isEqualTo(1500);

        // The final report at delete: 1000 more, 500 remain at the UDR.
        Reply deleted = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", "{\"accuUsageReports\":[" + usageReport(1000, 0, 1000, 5) + "]}");
        assertThat(deleted.status()).as(deleted.body()).isEqualTo(204);
        assertThat(HttpProbe.h2c("GET", usageMonitoring(supi), null).json().at("/allowedUsage/totalVolume").asLong()).isEqualTo(500);

        // The UE's next session starts from what remains; once it is used up, monitoring stops.
        Reply next = HttpProbe.h2c("POST", pcf + SM, context(supi, "metered", "10.45.4.1", "u2"));
        assertThat(next.status()).as(next.body()).isEqualTo(201);
        assertThat(next.json().at("/umDecs/um-session/volumeThreshold").asLong()).isEqualTo(500);
        Reply usedUp = HttpProbe.h2c("POST", pcf + SM + "/" + id(next) + "/update", "{\"repPolicyCtrlReqTriggers\":[\"US_RE\"],"
                + "\"accuUsageReports\":[" + usageReport(700, 0, 700, 1) + "]}");
        assertThat(usedUp.status()).as(usedUp.body()).isEqualTo(200);
        assertThat(usedUp.json().at("/umDecs/um-session").isNull()).isTrue();
        assertThat(HttpProbe.h2c("GET", usageMonitoring(supi), null).json().at("/allowedUsage/totalVolume").asLong()).isZero();
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id(next) + "/delete", "{}").status()).isEqualTo(204);

        // An internet session (usage monitoring off, as shipped) has none of it and reads nothing more from the UDR.
        String reads = "/admin/v1/journal/count?operation=ReadUsageMonitoringInformation&supi=" + supi;
        int readsBefore = admin("udr-stub", "GET", reads, null).json().get("count").asInt();
        Reply internet = HttpProbe.h2c("POST", pcf + SM, context(supi, "internet", "10.45.4.2", "u3"));
        assertThat(internet.json().has("umDecs")).isFalse();
        assertThat(admin("udr-stub", "GET", reads, null).json().get("count").asInt()).isEqualTo(readsBefore);
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id(internet) + "/delete", "{}").status()).isEqualTo(204);
    }

    @Test
    void aUdrThatFailsTheUsageWriteFailsTheReportWithNothingStoredWhenConfiguredSo() {
        String supi = "imsi-001010000000402";
        provision(supi, "gold");
        // No usage monitoring data at the UDR: the DNN's allowance (100000).
        Reply created = HttpProbe.h2c("POST", pcf + SM, context(supi, "metered", "10.45.4.3", "u4"));
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        assertThat(created.json().at("/umDecs/um-session/volumeThreshold").asLong()).isEqualTo(2000);
        String id = id(created);
        String metrics = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort() + "/metrics";
        String failed = "stub_pcf_peer_failures_total{application=\"pcf-stub\",effect=\"failed\",peer=\"udr\"}";
        double before = counter(HttpProbe.http1("GET", metrics, null).body(), failed);

        String fault = "{\"operation\":\"CreateUsageMonitoringResource\",\"times\":1,"
                + "\"error\":{\"type\":\"http\",\"status\":500,\"cause\":\"SYSTEM_FAILURE\"}}";
        assertThat(admin("udr-stub", "POST", "/admin/v1/faults", fault).status()).isEqualTo(201);
        String report = "{\"repPolicyCtrlReqTriggers\":[\"US_RE\"],\"accuUsageReports\":[" + usageReport(1000, 0, 1000, 1) + "]}";
        Reply refused = HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update", report);
        assertThat(refused.status()).as(refused.body()).isEqualTo(500);
        assertThat(refused.header("content-type")).startsWith("application/problem+json");
        assertThat(refused.json().get("cause").asString()).isEqualTo("SYSTEM_FAILURE");
        assertThat(refused.json().get("detail").asString()).contains("UDR");
        assertThat(stored(id).at("/inputs/usage/um-session/used").isEmpty()).isTrue();
        assertThat(HttpProbe.h2c("GET", usageMonitoring(supi), null).status()).isEqualTo(404);
        assertThat(counter(HttpProbe.http1("GET", metrics, null).body(), failed)).isEqualTo(before + 1);

        // The SMF reports again: stored and written.
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/update", report).status()).isEqualTo(200);
        assertThat(stored(id).at("/inputs/usage/um-session/used/volUsage").asLong()).isEqualTo(1000);
        assertThat(HttpProbe.h2c("GET", usageMonitoring(supi), null).json().at("/allowedUsage/totalVolume").asLong()).isEqualTo(99000);

        // A failing final write keeps the association for the SMF to delete again.
        assertThat(admin("udr-stub", "POST", "/admin/v1/faults", fault).status()).isEqualTo(201);
        String last = "{\"accuUsageReports\":[" + usageReport(500, 0, 500, 1) + "]}";
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", last).status()).isEqualTo(500);
        assertThat(stored(id).at("/inputs/usage/um-session/used/volUsage").asLong()).isEqualTo(1000);
        assertThat(HttpProbe.h2c("POST", pcf + SM + "/" + id + "/delete", last).status()).isEqualTo(204);
        assertThat(HttpProbe.h2c("GET", usageMonitoring(supi), null).json().at("/allowedUsage/totalVolume").asLong()).isEqualTo(98500);
    }
}
