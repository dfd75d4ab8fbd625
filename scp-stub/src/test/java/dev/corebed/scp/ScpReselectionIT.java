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
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Reselection and alternate routing end to end: a producer of the simulator that answers 503, that does not answer
 * (the SCP's response timeout), or that cannot be reached; the SCP tries another instance of the same NF set, says
 * which in 3gpp-Sbi-Producer-Id, counts it as alternate routed, ejects a producer failing in a row and probes it
 * again once its ejection is over.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpReselectionIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";

    JsonNode first;
    JsonNode second;

    @BeforeEach
    void setUp(@Stub(PRODUCER_SIM) StubHandle producers, @Stub(SCP) StubHandle scp) throws Exception {
        ScpBed.awaitView(producers, scp);
        List<JsonNode> pcfs = instances(producers, "PCF");
        first = pcfs.get(0);
        second = pcfs.get(1);
        assertThat(first.path("nfSet").asString()).as("one NF set").isEqualTo(second.path("nfSet").asString());
    }

    static void fail(StubHandle producers, JsonNode instance, String how) {
        admin(producers, "PUT", "/admin/v1/producer/instances/" + id(instance) + "/behaviour",
                "{\"failureShare\":1.0,\"failure\":\"" + how + "\"}");
    }

    static long received(StubHandle producers, JsonNode instance) {
        for (JsonNode i : instances(producers, instance.path("kind").asString())) {
            if (id(i).equals(id(instance))) {
                return i.path("received").asLong();
            }
        }
        throw new AssertionError("no instance " + id(instance));
    }

    Reply toFirst(StubHandle scp, String... extra) {
        String[] headers = new String[extra.length + 1];
        headers[0] = "3gpp-Sbi-Target-apiRoot: " + first.path("apiRoot").asString();
        System.arraycopy(extra, 0, headers, 1, extra.length);
        return curl(scp, "POST", SM, "{}", headers);
    }

    @Test
    void a503IsReroutedToAnotherInstanceOfTheSet(@Stub(SCP) StubHandle scp, @Stub(PRODUCER_SIM) StubHandle producers) {
        fail(producers, first, "503");
        double before = counter(scp, "stub.scp.alternate.routed");
        Reply r = toFirst(scp);
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.header("3gpp-sbi-producer-id")).startsWith("nfinst=" + id(second))
                .as("the service instance of the API the path names, among the instance's services on one apiRoot")
                .contains("; nfservinst=npcf-smpolicycontrol-").contains("nfset=" + second.path("nfSet").asString());
        assertThat(r.header("location")).startsWith(second.path("apiRoot").asString());
        assertThat(received(producers, first)).isEqualTo(1);
        assertThat(received(producers, second)).isEqualTo(1);
        assertThat(counter(scp, "stub.scp.alternate.routed") - before).isEqualTo(1);
        assertThat(counter(scp, "stub.scp.attempts,outcome=status_503")).isPositive();
    }

    @Test
    void noAnswerWithinTheResponseTimeoutIsReroutedToo(@Stub(SCP) StubHandle scp, @Stub(PRODUCER_SIM) StubHandle producers) {
        fail(producers, first, "timeout");
        Reply r = toFirst(scp);
        assertThat(r.status()).isEqualTo(201);
        assertThat(r.header("3gpp-sbi-producer-id")).startsWith("nfinst=" + id(second));
        assertThat(counter(scp, "stub.scp.attempts,outcome=timeout")).isPositive();
    }

    @Test
    void anUnreachableTargetIsReplacedWithinTheSetItIsBoundTo(@Stub(SCP) StubHandle scp) throws Exception {
        int closed;
        try (var socket = new java.net.ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Reply r = curl(scp, "POST", SM, "{}", "3gpp-Sbi-Target-apiRoot: http://127.0.0.1:" + closed,
                "3gpp-Sbi-Routing-Binding: bl=nf-set; nfset=" + first.path("nfSet").asString());
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.header("3gpp-sbi-producer-id")).contains("nfset=" + first.path("nfSet").asString());
    }

    @Test
    void whenEveryInstanceFailsTheLastAnswerIsRelayed(@Stub(SCP) StubHandle scp, @Stub(PRODUCER_SIM) StubHandle producers) {
        fail(producers, first, "503");
        fail(producers, second, "500");
        Reply r = toFirst(scp);
        assertThat(r.status()).isEqualTo(500);
        assertThat(r.json().path("cause").asString()).as("the producer's own answer").isEqualTo("SYSTEM_FAILURE");
        assertThat(received(producers, first)).isEqualTo(1);
        assertThat(received(producers, second)).isEqualTo(1);
    }

    @Test
    void aProducerFailingInARowIsEjectedThenProbedWhenItsEjectionEnds(@Stub(SCP) StubHandle scp,
                                                                       @Stub(PRODUCER_SIM) StubHandle producers) throws Exception {
        fail(producers, first, "503");
        for (int i = 0; i < 3; i++) {
            assertThat(toFirst(scp).status()).isEqualTo(201);
        }
        String authority = URI.create(first.path("apiRoot").asString()).getAuthority();
        JsonNode endpoint = admin(scp, "GET", "/admin/v1/scp/status", null).path("endpoints").path(authority);
        assertThat(endpoint.path("ejectedForMs").asInt()).as(endpoint.toString()).isPositive();
        assertThat(toFirst(scp).status()).isEqualTo(201);
        assertThat(received(producers, first)).as("ejected: not tried any more").isEqualTo(3);

        admin(producers, "DELETE", "/admin/v1/producer/instances/" + id(first) + "/behaviour", null);
        Thread.sleep(1700);
        Reply probe = toFirst(scp);
        assertThat(probe.status()).isEqualTo(201);
        assertThat(probe.header("3gpp-sbi-producer-id")).as("the probe reached the first again").isNull();
        assertThat(received(producers, first)).isEqualTo(4);
        endpoint = admin(scp, "GET", "/admin/v1/scp/status", null).path("endpoints").path(authority);
        assertThat(endpoint.path("ejectedForMs").asInt()).isZero();
        assertThat(endpoint.path("ejections").asInt()).isZero();
    }

    @Test
    void delegatedDiscoveryReselectsAmongWhatItFound(@Stub(SCP) StubHandle scp, @Stub(PRODUCER_SIM) StubHandle producers) {
        fail(producers, first, "503");
        fail(producers, second, "503");
        Reply r = curl(scp, "POST", SM, "{}", "3gpp-Sbi-Discovery-target-nf-type: PCF", "3gpp-Sbi-Discovery-requester-nf-type: SMF",
                "3gpp-Sbi-Discovery-preferred-locality: " + first.path("locality").asString());
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        String chosen = r.header("3gpp-sbi-producer-id");
        assertThat(chosen).doesNotContain(id(first)).doesNotContain(id(second));
    }

    @Test
    void whenDiscoveryFindsOnlyEjectedProducersOneOfThemStillGetsTheRequest(@Stub(SCP) StubHandle scp,
                                                                            @Stub(PRODUCER_SIM) StubHandle producers) {
        fail(producers, first, "503");
        fail(producers, second, "503");
        String set = first.path("nfSet").asString();
        String[] discovery = {"3gpp-Sbi-Discovery-target-nf-type: PCF", "3gpp-Sbi-Discovery-requester-nf-type: SMF",
                "3gpp-Sbi-Discovery-target-nf-set-id: " + set};
        for (int i = 0; i < 3; i++) {
            assertThat(curl(scp, "POST", SM, "{}", discovery).status()).isEqualTo(503);
        }
        JsonNode endpoints = admin(scp, "GET", "/admin/v1/scp/status", null).path("endpoints");
        for (JsonNode pcf : List.of(first, second)) {
            assertThat(endpoints.path(URI.create(pcf.path("apiRoot").asString()).getAuthority()).path("ejectedForMs").asInt())
                    .as(endpoints.toString()).isPositive();
        }
        admin(producers, "DELETE", "/admin/v1/producer/instances/" + id(first) + "/behaviour", null);
        admin(producers, "DELETE", "/admin/v1/producer/instances/" + id(second) + "/behaviour", null);
        Reply r = curl(scp, "POST", SM, "{}", discovery);
        assertThat(r.status()).as("panic routing: not refused for want of a healthy producer; " + r.body()).isEqualTo(201);
        assertThat(received(producers, first) + received(producers, second)).isEqualTo(7);
    }
}
