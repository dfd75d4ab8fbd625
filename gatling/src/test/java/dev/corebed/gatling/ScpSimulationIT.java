package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.nrf.NrfStubApplication;
import dev.corebed.peersim.producer.ProducerSimulator;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.scp.ScpStubApplication;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Smoke runs of an SCP call model (D3: Model C and 20 % Model D, the D-T2 mix), seconds long at a tiny scale, against
 * the NRF stub, the SCP stub and the producer simulator (its small population; one PCF of each set failing a fifth of its
 * answers, which the SCP sends on to the other) started in-process on port 0, through the same code path as
 * {@code ./corebed load scp-d3}: Gatling over TLS to the SCP, the summary with the SCP's own processing time,
 * alternate routing and discovery sources, the exit code. A run whose requests fail must say so and fail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ScpSimulationIT {

    private ConfigurableApplicationContext nrf;
    private ConfigurableApplicationContext scp;
    private ConfigurableApplicationContext producers;
    private final Map<String, String> options = new LinkedHashMap<>();
    private String producersAdmin;

    @BeforeAll
    void start() throws Exception {
        Path dir = Path.of("target", "it-data", "scp-simulation-" + UUID.randomUUID()).toAbsolutePath();
        String[] common = {"--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"), "--sbi.tls.self-signed-dir=" + dir.resolve("tls")};
        nrf = new SpringApplicationBuilder(NrfStubApplication.class)
                .properties(Map.of("spring.config.name", NrfStubApplication.CONFIG_NAME)).run(common);
        SbiEndpoints n = nrf.getBean(SbiEndpoints.class);
        String nrfRoot = "--nrf.api-root=http://127.0.0.1:" + n.sbiPort();
        scp = new SpringApplicationBuilder(ScpStubApplication.class).properties(Map.of("spring.config.name", ScpStubApplication.CONFIG_NAME))
                .run(concat(common, nrfRoot, "--nrf.agent.enabled=false", "--stub.scp.response-timeout=10s",
                        "--stub.scp.discovery.timeout=10s"));
        producers = new SpringApplicationBuilder(ProducerSimulator.class)
                .properties(Map.of("spring.config.name", ProducerSimulator.CONFIG_NAME))
                .run("--sbi.port=0", "--admin.port=0", nrfRoot, "--peer.producer.topology=small", "--peer.producer.delay=20ms",
                        "--peer.producer.failure-share=0", "--peer.producer.body-size=5000");
        SbiEndpoints s = scp.getBean(SbiEndpoints.class);
        producersAdmin = "http://127.0.0.1:" + producers.getBean(SbiEndpoints.class).adminPort();
        String scpAdmin = "http://127.0.0.1:" + s.adminPort();
        // the SCP learns the producers from the NRF's notifications; on a loaded machine a probe may itself time out
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(180);
        int seen = 0;
        while (seen < 24 && System.nanoTime() < deadline) {
            try {
                seen = HttpProbe.http1("GET", scpAdmin + "/admin/v1/scp/status", null).json().path("producers").asInt();
            } catch (IllegalStateException slow) {
                // asked again below
            }
            if (seen < 24) {
                Thread.sleep(200);
            }
        }
        assertThat(seen).as("producers in the SCP's view").isGreaterThanOrEqualTo(24);
        options.put("target", "https://127.0.0.1:" + s.tlsPort());
        options.put("scp-admin", scpAdmin);
        options.put("producers-admin", producersAdmin);
        options.put("nrf", "https://127.0.0.1:" + n.tlsPort());
        options.put("scale", "0.0001");   // 40 messages/s: N7 24/s, the smaller pairs at the minimum rate
        options.put("min-rate", "0.5");
        options.put("ramp", "0");
        options.put("duration", "5");
        // the NRF, the SCP, the producers and Gatling share this JVM and, on a busy machine, answer slowly at times
        // (the timeouts above too): a smoke run checks that every request is answered right and none is missing,
        // not that a cold run keeps to its schedule
        options.put("max-lag", "20");
        options.put("results", dir.resolve("gatling").toString());
        // a failing producer whose set has another: every failure it answers goes to that one, none reaches the
        // consumer (with the same share on every producer, now and then both of a set would fail the same request)
        var instances = HttpProbe.http1("GET", producersAdmin + "/admin/v1/producer/instances", null).json();
        for (var i : instances.path("instances")) {
            String name = i.path("name").asString();
            if (name.equals("pcf-0001") || name.equals("pcf-0003")) {
                var pinned = HttpProbe.http1("PUT", producersAdmin + "/admin/v1/producer/instances/" + i.path("nfInstanceId").asString()
                        + "/behaviour", "{\"failureShare\":0.2}", "content-type", "application/json");
                assertThat(pinned.status()).as(pinned.body()).isEqualTo(200);
            }
        }
        // everything in this one JVM starts cold: a first short run, not judged, warms it
        LoadCommand.runSimulation("scp-d3", withDuration("2"), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private Map<String, String> withDuration(String seconds) {
        Map<String, String> o = new LinkedHashMap<>(options);
        o.put("duration", seconds);
        return o;
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    @AfterAll
    void stop() {
        for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {producers, scp, nrf}) {
            if (c != null) {
                c.close();
            }
        }
    }

    private String run(int expectedExit) throws Exception {
        // what an earlier run left (ejected producers, cached discoveries) does not carry over
        HttpProbe.http1("POST", options.get("scp-admin") + "/admin/v1/reset", null);
        return SmokeRuns.run("scp-d3", options, expectedExit);
    }

    @Test
    @Order(1)
    void theCallModelHoldsItsRateThroughTheScp() throws Exception {
        String printed = run(LoadCommand.PASSED);
        assertThat(printed).contains("SCP D3 400K").contains("PASSED")
                .containsPattern("N7 SMF-PCF +24\\.00 +[0-9.]+ +(100\\.000|99\\.9[0-9]*) .*\\| +240000 +- +ok")
                .containsPattern("N8 AMF-UDM +3\\.00 ")
                .containsPattern("N36 PCF-UDR +0\\.50 ")
                .containsPattern("SCP processing, request side +- +[0-9.]+ +100\\.000 +[0-9.]+")
                .containsPattern("alternate routed [0-9.]+ % \\([1-9]")
                .containsPattern("Delegated discovery \\(20 % of the requests\\) answered by: .*(cache|nrf) [0-9,]+")
                .contains("NFStatusNotify the SCP received").contains("HTTP/2 over TLS");
    }

    @Test
    @Order(2)
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        var changed = HttpProbe.http1("PUT", producersAdmin + "/admin/v1/producer/behaviour", "{\"failureShare\":0.5}",
                "content-type", "application/json");
        assertThat(changed.status()).as(changed.body()).isEqualTo(200);
        try {
            String printed = run(LoadCommand.MISSED);
            assertThat(printed).contains("FAILED").containsPattern("N7 SMF-PCF: [A-Z ,]*FAILURES");
        } finally {
            HttpProbe.http1("PUT", producersAdmin + "/admin/v1/producer/behaviour", "{\"failureShare\":0}", "content-type",
                    "application/json");
        }
    }
}
