package dev.corebed.scp;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.PRODUCER_SIM;
import static dev.corebed.junit.StubType.SCP;
import static dev.corebed.scp.ScpBed.admin;
import static dev.corebed.scp.ScpBed.counter;
import static dev.corebed.scp.ScpBed.curl;
import static dev.corebed.scp.ScpBed.id;
import static dev.corebed.scp.ScpBed.instances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Rate limiting and overload control end to end: limits per key provisioned on the management port (kept in the data
 * tier), a consumer over its ingress limit answered 429, a producer over its local or global egress limit passed over
 * for another of its set, the global count shared by two SCP instances through the data tier; the SCP's own overload
 * refusing the lowest priorities first with 503 and an OCI.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpRateLimitIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";
    static final String SMF_A = "SMF-11111111-1111-1111-1111-111111111111 smf-a.corebed.test";
    static final String SMF_B = "SMF-22222222-2222-2222-2222-222222222222";

    List<JsonNode> pcfs;

    @BeforeEach
    void setUp(@Stub(PRODUCER_SIM) StubHandle producers, @Stub(SCP) StubHandle scp) throws Exception {
        ScpBed.awaitView(producers, scp);
        pcfs = instances(producers, "PCF");
    }

    Reply to(StubHandle scp, JsonNode pcf, String userAgent) {
        return curl(scp, "GET", SM + "/x", null, "3gpp-Sbi-Target-apiRoot: " + pcf.path("apiRoot").asString(),
                "User-Agent: " + userAgent);
    }

    @Test
    void aConsumerOverItsIngressLimitIsAnswered429(@Stub(SCP) StubHandle scp) {
        admin(scp, "PUT", "/admin/v1/scp/rate-limits/ingress/11111111-1111-1111-1111-111111111111", "{\"rate\":0.01,\"burst\":1}");
        assertThat(to(scp, pcfs.get(0), SMF_A).status()).isEqualTo(200);
        Reply refused = to(scp, pcfs.get(0), SMF_A);
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.json().path("cause").asString()).isEqualTo("NF_CONGESTION_RISK");
        assertThat(refused.header("retry-after")).isEqualTo("1");
        assertThat(to(scp, pcfs.get(0), SMF_B).status()).as("another consumer, no limit").isEqualTo(200);
        assertThat(counter(scp, "stub.scp.rate.limited,kind=ingress")).isPositive();

        JsonNode listed = admin(scp, "GET", "/admin/v1/scp/rate-limits", null);
        assertThat(listed.path("rules").get(0).path("kind").asString()).isEqualTo("ingress");
        admin(scp, "PUT", "/admin/v1/scp/rate-limits", "{\"rules\":[{\"kind\":\"ingress\",\"key\":\"*\",\"rate\":0.01,\"burst\":1}]}");
        assertThat(to(scp, pcfs.get(0), SMF_B).status()).as("every consumer now, each on its own").isEqualTo(200);
        assertThat(to(scp, pcfs.get(0), SMF_B).status()).isEqualTo(429);

        Reply bad = HttpProbe.http1("PUT", scp.adminUri() + "/admin/v1/scp/rate-limits", "{\"rules\":[{\"kind\":\"sideways\",\"key\":\"k\",\"rate\":1}]}",
                "content-type", "application/json");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("/rules/0/kind");
    }

    @Test
    void thousandsOfRulesArePutAndRemovedInOneRequestEach(@Stub(SCP) StubHandle scp) {
        StringBuilder rules = new StringBuilder("{\"rules\":[");
        StringBuilder remove = new StringBuilder("{\"rules\":[{\"kind\":\"egress\",\"key\":\"kept\",\"rate\":5}],\"remove\":[");
        for (int i = 0; i < 3000; i++) {
            String kind = i % 2 == 0 ? "global" : "ingress";
            rules.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kind).append("\",\"key\":\"k-").append(i)
                    .append("\",\"rate\":1000,\"burst\":10}");
            remove.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kind).append("\",\"key\":\"k-").append(i).append("\"}");
        }
        assertThat(admin(scp, "PUT", "/admin/v1/scp/rate-limits", rules.append("]}").toString()).path("put").asInt()).isEqualTo(3000);
        assertThat(admin(scp, "GET", "/admin/v1/scp/rate-limits", null).path("rules").size()).isEqualTo(3000);
        JsonNode edited = admin(scp, "PUT", "/admin/v1/scp/rate-limits", remove.append(",{\"kind\":\"egress\",\"key\":\"never\"}]}").toString());
        assertThat(edited.path("removed").asInt()).as("the one that was never there is not counted").isEqualTo(3000);
        JsonNode left = admin(scp, "GET", "/admin/v1/scp/rate-limits", null).path("rules");
        assertThat(left.size()).isEqualTo(1);
        assertThat(left.get(0).path("key").asString()).isEqualTo("kept");
    }

    @Test
    void aProducerOverItsEgressLimitIsPassedOverForAnotherOfItsSet(@Stub(SCP) StubHandle scp) {
        admin(scp, "PUT", "/admin/v1/scp/rate-limits/egress/" + id(pcfs.get(0)), "{\"rate\":0.01,\"burst\":1}");
        assertThat(to(scp, pcfs.get(0), SMF_A).header("3gpp-sbi-producer-id")).isNull();
        Reply second = to(scp, pcfs.get(0), SMF_A);
        assertThat(second.status()).isEqualTo(200);
        assertThat(second.header("3gpp-sbi-producer-id")).startsWith("nfinst=" + id(pcfs.get(1)));
        assertThat(counter(scp, "stub.scp.rate.limited,kind=egress")).isPositive();

        admin(scp, "PUT", "/admin/v1/scp/rate-limits/egress/" + id(pcfs.get(1)), "{\"rate\":0.01,\"burst\":1}");
        assertThat(to(scp, pcfs.get(1), SMF_A).status()).as("its first").isEqualTo(200);
        Reply none = to(scp, pcfs.get(0), SMF_A);
        assertThat(none.status()).as("both over their limits").isEqualTo(429);
    }

    @Test
    void theGlobalLimitIsCountedAcrossScpInstancesThroughTheDataTier(@Stub(SCP) StubHandle scp) throws Exception {
        StubHandle other = scp.startInstance();
        JsonNode limited = pcfs.get(2);
        // 3 an hour: the hour's window will not turn during the test
        admin(scp, "PUT", "/admin/v1/scp/rate-limits/global/" + id(limited), "{\"rate\":0.0008333333333}");
        for (int i = 0; i < 200 && admin(other, "GET", "/admin/v1/scp/rate-limits", null).path("rules").isEmpty(); i++) {
            Thread.sleep(50);
        }
        for (int i = 0; i < 3; i++) {
            Reply r = to(scp, limited, SMF_A);
            assertThat(r.header("3gpp-sbi-producer-id")).as("within the limit").isNull();
        }
        long counted = 0;
        for (int i = 0; i < 200 && counted < 3; i++) {
            Thread.sleep(50);
            counted = admin(other, "GET", "/admin/v1/scp/rate-limits", null).path("globalCounts").path(id(limited)).asLong();
        }
        assertThat(counted).as("the other instance read the count of the first from the data tier").isEqualTo(3);
        Reply r = to(other, limited, SMF_A);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.header("3gpp-sbi-producer-id")).as("over the global limit: another instance of the set")
                .startsWith("nfinst=" + id(pcfs.get(3)));
        assertThat(counter(other, "stub.scp.rate.limited,kind=global")).isPositive();
    }

    @Test
    void overloadedTheScpRefusesTheLowestPrioritiesFirstWithAnOci(@Stub(SCP) StubHandle scp,
                                                                  @Stub(PRODUCER_SIM) StubHandle producers) throws Exception {
        StubHandle small = scp.startInstance("stub.scp.overload.max-in-flight=4", "stub.scp.overload.onset=0.5",
                "stub.scp.response-timeout=8s");
        admin(producers, "PUT", "/admin/v1/producer/behaviour", "{\"delayMs\":1500}");
        String target = pcfs.get(0).path("apiRoot").asString();
        try (SbiClient client = new SbiClient()) {
            List<CompletableFuture<SbiClient.Response>> held = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                held.add(client.send(SbiClient.Request.of("GET", small.sbiUri() + SM + "/held" + i)
                        .header("3gpp-sbi-target-apiroot", target).header("3gpp-sbi-message-priority", "31")
                        .timeout(Duration.ofSeconds(10))));
            }
            for (int i = 0; i < 200 && admin(small, "GET", "/admin/v1/scp/status", null).path("inFlight").asInt() < 2; i++) {
                Thread.sleep(20);
            }
            SbiClient.Response low = client.send(SbiClient.Request.of("GET", small.sbiUri() + SM + "/low")
                    .header("3gpp-sbi-target-apiroot", target).header("3gpp-sbi-message-priority", "31")).get(10, TimeUnit.SECONDS);
            assertThat(low.status()).isEqualTo(503);
            assertThat(low.json().path("cause").asString()).isEqualTo("NF_CONGESTION");
            assertThat(low.header("retry-after")).isEqualTo("1");
            assertThat(low.header("3gpp-sbi-oci")).contains("SCP-FQDN: scp.corebed.test").contains("Overload-Reduction-Metric: 50%");
            SbiClient.Response high = client.send(SbiClient.Request.of("GET", small.sbiUri() + SM + "/high")
                    .header("3gpp-sbi-target-apiroot", target).header("3gpp-sbi-message-priority", "2")).get(10, TimeUnit.SECONDS);
            assertThat(high.status()).as("a high priority still passes").isEqualTo(200);
            for (CompletableFuture<SbiClient.Response> f : held) {
                assertThat(f.get(10, TimeUnit.SECONDS).status()).isEqualTo(200);
            }
        }
        assertThat(counter(small, "stub.scp.overload.refused")).isEqualTo(1);
    }
}
