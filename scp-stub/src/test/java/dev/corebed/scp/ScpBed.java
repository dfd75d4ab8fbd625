package dev.corebed.scp;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * What the SCP's tests share: the bed's settings (the NRF, the SCP, the producer simulator's small population
 * answering at once), and reading the simulator's instances and the SCP's view over their management ports.
 */
final class ScpBed {

    private ScpBed() {}

    /**
     * The small population (2 instances per NF set, 2 sites), answering at once, no LCI moves. Every class but the
     * inter-SCP one names all of these, so they share one started bed.
     */
    static final String SMALL = "producer-sim.peer.producer.topology=small";
    static final String AT_ONCE = "producer-sim.peer.producer.delay=0ms";
    static final String SMALL_BODY = "producer-sim.peer.producer.body-size=600";
    static final String NO_LCI = "producer-sim.peer.producer.lci.interval=0s";
    /** Attempts of half a second, ejection after 3 failures in a row for 1.5 s (reselection's tests). */
    static final String TIMEOUT = "scp-stub.stub.scp.response-timeout=500ms";
    static final String OUTLIER = "scp-stub.stub.scp.outlier.consecutive-failures=3";
    static final String EJECTION = "scp-stub.stub.scp.outlier.base-ejection=1500ms";
    /** Global rate limits counted over an hour: the window does not turn during a test. */
    static final String WINDOW = "scp-stub.stub.scp.rate-limit.window=1h";
    /** The SCP registers with the NRF (the kit turns every stub's registration off). */
    static final String AGENT = "scp-stub.nrf.agent.enabled=true";
    static final String AUDIT = "scp-stub.stub.scp.nrf.audit-interval=0s";

    static JsonNode admin(StubHandle stub, String method, String path, String body) {
        Reply r = body == null ? HttpProbe.http1(method, stub.adminUri() + path, null)
                : HttpProbe.http1(method, stub.adminUri() + path, body, "content-type", "application/json");
        assertThat(r.status()).as(method + " " + path + ": " + r.body()).isBetween(200, 299);
        return r.body().isEmpty() ? null : r.json();
    }

    /** The simulator's instances of an NF kind (SMF, PCF, SLF...). */
    static List<JsonNode> instances(StubHandle producers, String kind) {
        List<JsonNode> out = new ArrayList<>();
        admin(producers, "GET", "/admin/v1/producer/instances?nf-type=" + kind, null).path("instances").forEach(i -> {
            if (i.path("kind").asString().equals(kind)) {
                out.add(i);
            }
        });
        return out;
    }

    /** An instance's nfInstanceId. */
    static String id(JsonNode instance) {
        return instance.path("nfInstanceId").asString();
    }

    /** Waits (up to 30 s) until every instance is registered with the NRF and in the SCP's view. */
    static void awaitView(StubHandle producers, StubHandle scp) throws InterruptedException {
        int expected = admin(producers, "GET", "/admin/v1/producer/registration", null).path("instances").asInt();
        int seen = -1;
        int registered = -1;
        for (int i = 0; i < 300; i++) {
            registered = admin(producers, "GET", "/admin/v1/producer/registration", null).path("registered").asInt();
            seen = admin(scp, "GET", "/admin/v1/scp/status", null).path("producers").asInt();
            if (registered == expected && seen >= expected) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("after 30 s: " + registered + " of " + expected + " producers registered, " + seen
                + " in the SCP's view");
    }

    /** An SCP counter of its status (name and tags as the status lists them, e.g. "stub.scp.alternate.routed"); 0 when absent. */
    static double counter(StubHandle scp, String key) {
        JsonNode c = admin(scp, "GET", "/admin/v1/scp/status", null).path("counters").get(key);
        return c == null ? 0 : c.asDouble();
    }

    /** Through the SCP with curl, h2c with prior knowledge: a client nobody here wrote. */
    static Reply curl(StubHandle scp, String method, String path, String body, String... headers) {
        String[] extra = new String[headers.length * 2];
        for (int i = 0; i < headers.length; i++) {
            extra[2 * i] = "-H";
            extra[2 * i + 1] = headers[i];
        }
        return HttpProbe.h2c(method, scp.sbiUri() + path, body, extra);
    }
}
