package dev.corebed.scp;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.PRODUCER_SIM;
import static dev.corebed.junit.StubType.SCP;
import static dev.corebed.scp.ScpBed.admin;
import static dev.corebed.scp.ScpBed.curl;
import static dev.corebed.scp.ScpBed.instances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.sbi.test.ManagementApiSpec;
import dev.corebed.testkit.RequestPattern;
import dev.corebed.testkit.SbiEntry;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Model C (TS 29.500 §6.10.2) end to end: a consumer (curl, the JDK's client) sends to the SCP with the producer's
 * apiRoot in 3gpp-Sbi-Target-apiRoot; the SCP forwards to that producer of the simulator (registered with the real NRF)
 * and relays its answer. What the producer received, and the SCP's own errors for routing headers it cannot use.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpModelCIT {

    static final String SM_POLICIES = "/npcf-smpolicycontrol/v1/sm-policies";

    JsonNode pcf;

    @BeforeEach
    void producers(@Stub(PRODUCER_SIM) StubHandle producers) {
        pcf = instances(producers, "PCF").get(0);
    }

    @Test
    void curlThroughTheScpReachesTheProducerTheTargetApiRootNames(@Stub(SCP) StubHandle scp,
                                                                  @Stub(PRODUCER_SIM) StubHandle producers) {
        String target = pcf.path("apiRoot").asString();
        Reply r = curl(scp, "POST", SM_POLICIES + "?x=1", "{\"supi\":\"imsi-001010000000001\"}",
                "3gpp-Sbi-Target-apiRoot: " + target, "3gpp-Sbi-Message-Priority: 7", "x-test: kept");
        assertThat(r.version()).isEqualTo("HTTP/2");
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.header("location")).startsWith(target + SM_POLICIES + "/");
        assertThat(r.header("via")).isEqualTo("2.0 SCP-scp.corebed.test");
        assertThat(r.header("3gpp-sbi-producer-id")).as("the consumer chose the producer: nothing to tell").isNull();
        assertThat(r.body()).hasSize(600);

        List<SbiEntry> received = producers.client().sbiRequests(RequestPattern.anyRequest().withPath(SM_POLICIES));
        assertThat(received).hasSize(1);
        SbiEntry e = received.get(0);
        assertThat(e.method()).isEqualTo("POST");
        assertThat(e.queryParam("x")).isEqualTo("1");
        assertThat(e.header("3gpp-sbi-target-apiroot")).as("consumed by the SCP").isNull();
        assertThat(e.header("via")).isEqualTo("2.0 SCP-scp.corebed.test");
        assertThat(e.header("3gpp-sbi-message-priority")).isEqualTo("7");
        assertThat(e.header("x-test")).isEqualTo("kept");
        assertThat(admin(producers, "GET", "/admin/v1/producer/instances?nf-type=PCF", null).path("instances").get(0)
                .path("received").asLong()).isEqualTo(1);
    }

    @Test
    void http11AndTlsConsumersToo(@Stub(SCP) StubHandle scp) {
        String target = "3gpp-Sbi-Target-apiRoot";
        Reply h1 = HttpProbe.http1("GET", scp.sbiUri() + SM_POLICIES + "/abc", null, target, pcf.path("apiRoot").asString());
        assertThat(h1.version()).isEqualTo("HTTP/1.1");
        assertThat(h1.status()).isEqualTo(200);
        assertThat(h1.header("via")).isEqualTo("2.0 SCP-scp.corebed.test");
        Reply tls = HttpProbe.h2tls("DELETE", scp.tlsUri() + SM_POLICIES + "/abc", null, target, pcf.path("apiRoot").asString());
        assertThat(tls.version()).isEqualTo("HTTP/2");
        assertThat(tls.status()).isEqualTo(204);
    }

    @Test
    void routingHeadersTheScpCannotUseAreRefusedWithTheirCause(@Stub(SCP) StubHandle scp,
                                                               @Stub(PRODUCER_SIM) StubHandle producers) {
        Reply none = curl(scp, "GET", SM_POLICIES + "/a", null);
        assertThat(none.status()).isEqualTo(400);
        assertThat(none.header("content-type")).isEqualTo("application/problem+json");
        assertThat(none.json().path("cause").asString()).isEqualTo("MANDATORY_IE_MISSING");
        assertThat(none.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("3gpp-Sbi-Target-apiRoot");

        Reply bad = curl(scp, "GET", SM_POLICIES + "/a", null, "3gpp-Sbi-Target-apiRoot: ftp://host:21");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().path("cause").asString()).isEqualTo("MANDATORY_IE_INCORRECT");

        String target = "3gpp-Sbi-Target-apiRoot: " + pcf.path("apiRoot").asString();
        Reply loop = curl(scp, "GET", SM_POLICIES + "/a", null, target, "Via: 2.0 SCP-other.example, 2.0 SCP-scp.corebed.test");
        assertThat(loop.status()).isEqualTo(508);
        assertThat(loop.json().path("cause").asString()).isEqualTo("LOOP_DETECTED");
        Reply hops = curl(scp, "GET", SM_POLICIES + "/a", null, target, "3gpp-Sbi-Max-Forward-Hops: 0; nodetype=scp");
        assertThat(hops.status()).isEqualTo(508);
        Reply priority = curl(scp, "GET", SM_POLICIES + "/a", null, target, "3gpp-Sbi-Message-Priority: 40");
        assertThat(priority.status()).isEqualTo(400);
        assertThat(priority.json().path("invalidParams").get(0).path("param").asString()).isEqualTo("3gpp-Sbi-Message-Priority");

        Reply fine = curl(scp, "GET", SM_POLICIES + "/a", null, target, "3gpp-Sbi-Max-Forward-Hops: 3; nodetype=scp");
        assertThat(fine.status()).as("the connection stays usable, and a good request goes through").isEqualTo(200);
        assertThat(producers.client().sbiRequests(RequestPattern.anyRequest()).get(0).header("3gpp-sbi-max-forward-hops"))
                .isEqualTo("2; nodetype=scp");
    }

    @Test
    void aProducerTooSlowForTheConsumersMaxRspTimeIsATimedOutRequest(@Stub(SCP) StubHandle scp,
                                                                     @Stub(PRODUCER_SIM) StubHandle producers) {
        admin(producers, "PUT", "/admin/v1/producer/behaviour", "{\"delayMs\":300}");
        String target = "3gpp-Sbi-Target-apiRoot: " + pcf.path("apiRoot").asString();
        Reply late = curl(scp, "GET", SM_POLICIES + "/a", null, target, "3gpp-Sbi-Max-Rsp-Time: 100");
        assertThat(late.status()).isEqualTo(504);
        assertThat(late.json().path("cause").asString()).isEqualTo("TIMED_OUT_REQUEST");
        Reply waited = curl(scp, "GET", SM_POLICIES + "/a", null, target, "3gpp-Sbi-Max-Rsp-Time: 450");
        assertThat(waited.status()).isEqualTo(200);
        assertThat(producers.client().sbiRequests(RequestPattern.anyRequest()).get(1).header("3gpp-sbi-max-rsp-time"))
                .as("what is left of it, sent on").satisfies(v -> assertThat(Integer.parseInt(v)).isBetween(1, 450));
    }

    @Test
    void theManagementApiDocumentDescribesTheScpAndTheProducerSimulator(@Stub(SCP) StubHandle scp,
                                                                        @Stub(PRODUCER_SIM) StubHandle producers) {
        ManagementApiSpec.assertDescribes("scp", InProcess.bean(scp, SbiEndpoints.class).managementRoutes());
        ManagementApiSpec.assertDescribes("producer", InProcess.bean(producers, SbiEndpoints.class).managementRoutes());
    }

    @Test
    void aTargetNobodyListensOnIsNotReachable(@Stub(SCP) StubHandle scp) throws Exception {
        int closed;
        try (var socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Reply r = curl(scp, "GET", SM_POLICIES + "/a", null, "3gpp-Sbi-Target-apiRoot: http://127.0.0.1:" + closed);
        assertThat(r.status()).isEqualTo(504);
        assertThat(r.json().path("cause").asString()).isEqualTo("TARGET_NF_NOT_REACHABLE");
    }
}
