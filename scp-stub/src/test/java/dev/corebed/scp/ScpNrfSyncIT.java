package dev.corebed.scp;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.PRODUCER_SIM;
import static dev.corebed.junit.StubType.SCP;
import static dev.corebed.scp.ScpBed.admin;
import static dev.corebed.scp.ScpBed.curl;
import static dev.corebed.scp.ScpBed.instances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.UUID;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The SCP's control path end to end with the real NRF stub: it registers as nfType SCP with its scpInfo, subscribes to
 * the NF types it routes to, applies NFStatusNotify (profile changes with priority and load, suspension,
 * deregistration) to its view as they come, and an audit repairs what it missed.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpNrfSyncIT {

    @BeforeEach
    void view(@Stub(PRODUCER_SIM) StubHandle producers, @Stub(SCP) StubHandle scp) throws Exception {
        ScpBed.awaitView(producers, scp);
    }

    /** The SCP's view of one producer, once it satisfies the condition (10 s at most); null when it is gone. */
    static JsonNode awaitProducer(StubHandle scp, String id, Predicate<JsonNode> condition) throws InterruptedException {
        JsonNode found = null;
        for (int i = 0; i < 200; i++) {
            found = null;
            for (JsonNode p : admin(scp, "GET", "/admin/v1/scp/producers", null).path("producers")) {
                if (p.path("nfInstanceId").asString().equals(id)) {
                    found = p;
                }
            }
            if (condition.test(found)) {
                return found;
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the SCP's view of " + id + " is still " + found);
    }

    static Reply patch(NrfHandle nrf, String id, String ops) {
        return HttpProbe.http1("PATCH", nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + id, ops, "content-type",
                "application/json-patch+json");
    }

    @Test
    void theScpRegistersAsAnScpWithItsScpInfoAndSubscribes(@Stub(SCP) StubHandle scp, NrfHandle nrf) throws Exception {
        scp.restart(); // the reset before the test emptied the NRF: the SCP registers as it starts
        JsonNode agent = null;
        for (int i = 0; i < 200; i++) {
            agent = admin(scp, "GET", "/admin/v1/nrf-agent", null);
            if (agent.path("status").asString().equals("REGISTERED")) {
                break;
            }
            Thread.sleep(50);
        }
        assertThat(agent.path("status").asString()).isEqualTo("REGISTERED");
        String id = agent.path("nfInstanceId").asString();
        JsonNode profile = HttpProbe.http1("GET", nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + id, null).json();
        assertThat(profile.path("nfType").asString()).isEqualTo("SCP");
        assertThat(profile.path("fqdn").asString()).isEqualTo("scp.corebed.test");
        assertThat(profile.path("scpInfo").path("scpPorts").path("http").asInt()).isEqualTo(scp.sbiUri().getPort());
        assertThat(profile.path("scpInfo").path("scpPorts").path("https").asInt()).isEqualTo(scp.tlsUri().getPort());

        JsonNode subscriptions = admin(scp, "GET", "/admin/v1/scp/status", null).path("subscriptions");
        assertThat(subscriptions.has("PCF")).isTrue();
        assertThat(nrf.client().subscriptions()).anySatisfy(s -> {
            assertThat(s.path("subscrCond").path("nfType").asString()).isEqualTo("PCF");
            assertThat(s.path("nfStatusNotificationUri").asString())
                    .isEqualTo("http://127.0.0.1:" + scp.sbiUri().getPort() + "/nscp-callback/v1/nf-status-notify");
            assertThat(s.path("reqNfType").asString()).isEqualTo("SCP");
        });
    }

    @Test
    void profileChangesSuspensionAndDeregistrationReachTheView(@Stub(SCP) StubHandle scp, NrfHandle nrf,
                                                                @Stub(PRODUCER_SIM) StubHandle producers) throws Exception {
        var pcfs = instances(producers, "PCF");
        String changed = pcfs.get(0).path("nfInstanceId").asString();
        // the NRF announces a load change of more than its threshold (10 points) only
        int load = pcfs.get(0).path("load").asInt() < 50 ? 95 : 5;
        Reply r = patch(nrf, changed, "[{\"op\":\"replace\",\"path\":\"/load\",\"value\":" + load
                + "},{\"op\":\"replace\",\"path\":\"/priority\",\"value\":5}]");
        assertThat(r.status()).as(r.body()).isBetween(200, 204);
        JsonNode now = awaitProducer(scp, changed, p -> p != null && p.path("load").asInt() == load);
        assertThat(now.path("priority").asInt()).isEqualTo(5);

        String suspended = pcfs.get(1).path("nfInstanceId").asString();
        assertThat(patch(nrf, suspended, "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"SUSPENDED\"}]").status())
                .isBetween(200, 204);
        awaitProducer(scp, suspended, p -> p != null && p.path("nfStatus").asString().equals("SUSPENDED"));
        admin(scp, "DELETE", "/admin/v1/scp/discovery-cache", null);
        Reply d = curl(scp, "GET", "/npcf-smpolicycontrol/v1/sm-policies/x", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF", "3gpp-Sbi-Discovery-preferred-target-nf-instance-id: " + suspended);
        assertThat(d.status()).isEqualTo(200);
        assertThat(d.header("3gpp-sbi-producer-id")).as("a suspended producer is not chosen").doesNotContain(suspended);

        String gone = pcfs.get(2).path("nfInstanceId").asString();
        assertThat(HttpProbe.http1("DELETE", nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + gone, null).status()).isEqualTo(204);
        awaitProducer(scp, gone, p -> p == null);
    }

    @Test
    void anAuditRepairsWhatTheViewMissed(@Stub(SCP) StubHandle scp, NrfHandle nrf) throws Exception {
        nrf.client().clearSubscriptions(); // notifications lost from here on
        String id = UUID.randomUUID().toString();
        String profile = """
                {"nfInstanceId":"%s","nfType":"CHF","nfStatus":"REGISTERED","ipv4Addresses":["127.0.0.9"],
                 "nfServices":[{"serviceInstanceId":"slc","serviceName":"nchf-spendinglimitcontrol","scheme":"http",
                   "versions":[{"apiVersionInUri":"v1","apiFullVersion":"1.2.0"}],"nfServiceStatus":"REGISTERED",
                   "ipEndPoints":[{"ipv4Address":"127.0.0.9","port":9}]}]}""".formatted(id);
        assertThat(HttpProbe.http1("PUT", nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + id, profile, "content-type",
                "application/json").status()).isEqualTo(201);
        Thread.sleep(300);
        assertThat(admin(scp, "GET", "/admin/v1/scp/producers?nf-type=CHF", null).toString()).doesNotContain(id);
        JsonNode audit = admin(scp, "POST", "/admin/v1/scp/audit", null);
        assertThat(audit.path("failed").asInt()).isZero();
        assertThat(audit.path("read").asInt()).isGreaterThanOrEqualTo(23);
        JsonNode seen = awaitProducer(scp, id, p -> p != null);
        assertThat(seen.path("services").get(0).path("apiRoot").asString()).isEqualTo("http://127.0.0.9:9");
    }

    @Test
    void aNotificationThatIsNotOneIsRefusedAndChangesNothing(@Stub(SCP) StubHandle scp) {
        int before = admin(scp, "GET", "/admin/v1/scp/status", null).path("producers").asInt();
        Reply bad = HttpProbe.h2c("POST", scp.sbiUri() + "/nscp-callback/v1/nf-status-notify", "{\"event\":\"NF_REGISTERED\"}");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("/nfInstanceUri");
        Reply notJson = HttpProbe.h2c("POST", scp.sbiUri() + "/nscp-callback/v1/nf-status-notify", "{nope");
        assertThat(notJson.status()).isEqualTo(400);
        assertThat(notJson.json().path("cause").asString()).isEqualTo("INVALID_MSG_FORMAT");
        assertThat(admin(scp, "GET", "/admin/v1/scp/status", null).path("producers").asInt()).isEqualTo(before);
    }

    @Test
    void aBurstOfRegistrationsReachesTheView(@Stub(SCP) StubHandle scp, NrfHandle nrf) throws Exception {
        int before = admin(scp, "GET", "/admin/v1/scp/status", null).path("producers").asInt();
        java.util.List<java.util.concurrent.CompletableFuture<?>> puts = new java.util.ArrayList<>();
        try (var client = new dev.corebed.sbi.client.SbiClient()) {
            for (int i = 0; i < 200; i++) {
                String id = UUID.randomUUID().toString();
                String profile = "{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"UDR\",\"nfStatus\":\"REGISTERED\",\"ipv4Addresses\":[\"127.0.0.9\"]}";
                puts.add(client.put(nrf.sbiUri() + "/nnrf-nfm/v1/nf-instances/" + id, profile.getBytes()));
            }
            for (var f : puts) {
                f.get();
            }
        }
        int seen = before;
        for (int i = 0; i < 200 && seen < before + 200; i++) {
            Thread.sleep(50);
            seen = admin(scp, "GET", "/admin/v1/scp/status", null).path("producers").asInt();
        }
        assertThat(seen).isEqualTo(before + 200);
    }
}
