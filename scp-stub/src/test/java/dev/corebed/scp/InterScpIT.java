package dev.corebed.scp;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.PRODUCER_SIM;
import static dev.corebed.junit.StubType.SCP;
import static dev.corebed.scp.ScpBed.counter;
import static dev.corebed.scp.ScpBed.curl;
import static dev.corebed.scp.ScpBed.instances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.testkit.RequestPattern;
import dev.corebed.testkit.SbiEntry;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Inter-SCP routing end to end: two SCPs, A in region r1 and B in region r2 (the producers' site-1 is r1, site-2 r2).
 * A sends what is for a producer of r2 to B, with the producer's apiRoot in 3gpp-Sbi-Target-apiRoot and the routing
 * headers kept; B forwards it within its region. What is for r1, A forwards itself.
 */
@CorebedTest(stubs = {NRF, SCP, PRODUCER_SIM}, properties = {ScpBed.SMALL, ScpBed.AT_ONCE, ScpBed.SMALL_BODY, ScpBed.NO_LCI,
        "scp-stub.stub.scp.region=r2", "scp-stub.stub.scp.fqdn=scp-b.corebed.test",
        "scp-stub.stub.scp.localities.site-1=r1", "scp-stub.stub.scp.localities.site-2=r2"})
class InterScpIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";

    StubHandle a;
    JsonNode inR1;
    JsonNode inR2;

    @BeforeEach
    void setUp(@Stub(SCP) StubHandle b, @Stub(PRODUCER_SIM) StubHandle producers) throws Exception {
        ScpBed.awaitView(producers, b);
        a = b.startInstance("stub.scp.region=r1", "stub.scp.fqdn=scp-a.corebed.test", "stub.scp.peers.r2=" + b.sbiUri());
        ScpBed.awaitView(producers, a);
        List<JsonNode> pcfs = instances(producers, "PCF");
        inR1 = pcfs.stream().filter(p -> p.path("locality").asString().equals("site-1")).findFirst().orElseThrow();
        inR2 = pcfs.stream().filter(p -> p.path("locality").asString().equals("site-2")).findFirst().orElseThrow();
    }

    @Test
    void whatIsForAnotherRegionGoesThroughItsScpWithTheRoutingHeadersKept(@Stub(SCP) StubHandle b,
                                                                          @Stub(PRODUCER_SIM) StubHandle producers) {
        Reply r = curl(a, "POST", SM, "{}", "3gpp-Sbi-Target-apiRoot: " + inR2.path("apiRoot").asString(),
                "3gpp-Sbi-Message-Priority: 9", "3gpp-Sbi-Routing-Binding: bl=nf-set; nfset=" + inR2.path("nfSet").asString());
        assertThat(r.status()).as(r.body()).isEqualTo(201);
        assertThat(r.headers().get("via")).containsExactly("2.0 SCP-scp-b.corebed.test", "2.0 SCP-scp-a.corebed.test");

        List<SbiEntry> atB = b.client().sbiRequests(RequestPattern.anyRequest().withPath(SM));
        assertThat(atB).hasSize(1);
        assertThat(atB.get(0).header("3gpp-sbi-target-apiroot")).isEqualTo(inR2.path("apiRoot").asString());
        assertThat(atB.get(0).header("via")).isEqualTo("2.0 SCP-scp-a.corebed.test");
        assertThat(atB.get(0).header("3gpp-sbi-message-priority")).isEqualTo("9");
        assertThat(atB.get(0).header("3gpp-sbi-routing-binding")).startsWith("bl=nf-set");
        SbiEntry atProducer = producers.client().sbiRequests(RequestPattern.anyRequest()).get(0);
        assertThat(atProducer.header("via")).contains("SCP-scp-a.corebed.test").contains("SCP-scp-b.corebed.test");
        assertThat(counter(a, "stub.scp.inter.scp")).isEqualTo(1);
    }

    @Test
    void whatIsForItsOwnRegionTheScpForwardsItself(@Stub(SCP) StubHandle b) {
        Reply r = curl(a, "GET", SM + "/x", null, "3gpp-Sbi-Target-apiRoot: " + inR1.path("apiRoot").asString());
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.headers().get("via")).containsExactly("2.0 SCP-scp-a.corebed.test");
        assertThat(b.client().count(RequestPattern.anyRequest().withPath(SM + "/x"))).isZero();
    }

    @Test
    void aDelegatedDiscoveryChoosingAProducerOfAnotherRegionGoesThroughItsScp(@Stub(SCP) StubHandle b) {
        Reply r = curl(a, "GET", SM + "/d", null, "3gpp-Sbi-Discovery-target-nf-type: PCF",
                "3gpp-Sbi-Discovery-requester-nf-type: SMF", "3gpp-Sbi-Discovery-preferred-locality: site-2");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.header("3gpp-sbi-producer-id")).isNotNull();
        List<SbiEntry> atB = b.client().sbiRequests(RequestPattern.anyRequest().withPath(SM + "/d"));
        assertThat(atB).hasSize(1);
        assertThat(atB.get(0).header("3gpp-sbi-discovery-target-nf-type")).as("A discovered and chose").isNull();
        assertThat(atB.get(0).header("3gpp-sbi-target-apiroot")).contains(":");
    }
}
