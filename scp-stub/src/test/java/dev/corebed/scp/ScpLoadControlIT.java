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
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * LCI and OCI (TS 29.500 §6.3, §6.4) end to end: what the simulator's producers report in their answers reaches the
 * consumer untouched, and steers the SCP's selection: a producer reporting an overload reduction of 100 % gets nothing
 * while another can serve, a heavily loaded one a small share.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI, ScpBed.TIMEOUT, ScpBed.OUTLIER,
        ScpBed.EJECTION, ScpBed.WINDOW, ScpBed.AGENT, ScpBed.AUDIT})
class ScpLoadControlIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";

    List<JsonNode> pcfs;

    @BeforeEach
    void setUp(@Stub(PRODUCER_SIM) StubHandle producers, @Stub(SCP) StubHandle scp) throws Exception {
        ScpBed.awaitView(producers, scp);
        pcfs = instances(producers, "PCF");
    }

    static void report(StubHandle producers, JsonNode i, int load, int reduction) {
        admin(producers, "PUT", "/admin/v1/producer/instances/" + id(i) + "/reports",
                "{\"load\":" + load + ",\"overloadReduction\":" + reduction + ",\"validitySeconds\":60}");
    }

    static Reply to(StubHandle scp, JsonNode i) {
        return curl(scp, "GET", SM + "/x", null, "3gpp-Sbi-Target-apiRoot: " + i.path("apiRoot").asString());
    }

    static Reply delegated(StubHandle scp, String locality) {
        return curl(scp, "GET", SM + "/x", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF", "3gpp-Sbi-Discovery-preferred-locality: " + locality);
    }

    @Test
    void anOverloadedProducerIsPassedOverAndItsOciReachesTheConsumer(@Stub(SCP) StubHandle scp,
                                                                     @Stub(PRODUCER_SIM) StubHandle producers) {
        JsonNode overloaded = pcfs.get(0);
        JsonNode other = pcfs.get(1);
        report(producers, overloaded, 80, 100);
        Reply first = to(scp, overloaded);
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.header("3gpp-sbi-oci")).as("the producer's OCI, passed on").contains("Overload-Reduction-Metric: 100%")
                .contains("NF-Instance: " + id(overloaded));
        assertThat(first.header("3gpp-sbi-lci")).contains("Load-Metric: 80%");

        double diversions = counter(scp, "stub.scp.oci.diversions");
        for (int i = 0; i < 10; i++) {
            Reply r = delegated(scp, overloaded.path("locality").asString());
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.header("3gpp-sbi-producer-id")).doesNotContain(id(overloaded));
        }
        Reply modelC = to(scp, overloaded);
        assertThat(modelC.status()).isEqualTo(200);
        assertThat(modelC.header("3gpp-sbi-producer-id")).as("the consumer's target, diverted within its set")
                .startsWith("nfinst=" + id(other));
        assertThat(counter(scp, "stub.scp.oci.diversions") - diversions).isPositive();
        assertThat(admin(scp, "GET", "/admin/v1/scp/status", null).path("overloads").path("i:" + id(overloaded)).asInt())
                .isEqualTo(100);
    }

    @Test
    void theLoadAProducerReportsWeighsItsShare(@Stub(SCP) StubHandle scp, @Stub(PRODUCER_SIM) StubHandle producers) {
        JsonNode busy = pcfs.get(2);
        JsonNode idle = pcfs.get(3);
        assertThat(busy.path("nfSet").asString()).isEqualTo(idle.path("nfSet").asString());
        report(producers, busy, 99, 0);
        report(producers, idle, 1, 0);
        assertThat(to(scp, busy).status()).isEqualTo(200);
        assertThat(to(scp, idle).status()).isEqualTo(200);
        assertThat(admin(scp, "GET", "/admin/v1/scp/status", null).path("loads").path("i:" + id(busy)).asInt()).isEqualTo(99);
        int toBusy = 0;
        int toIdle = 0;
        for (int i = 0; i < 40; i++) {
            String producer = delegated(scp, busy.path("locality").asString()).header("3gpp-sbi-producer-id");
            if (producer.contains(id(busy))) {
                toBusy++;
            } else if (producer.contains(id(idle))) {
                toIdle++;
            }
        }
        assertThat(toBusy + toIdle).isEqualTo(40);
        assertThat(toIdle).as("weights capacity x (100 - load): 99 %% of the traffic or so to the idle one")
                .isGreaterThan(3 * toBusy);
    }
}
