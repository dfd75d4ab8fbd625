package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.peersim.hss.HssSimulator;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.shcache.ShCacheStubApplication;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Smoke runs of the Sh cache call model, seconds long at a small scale, against the Sh cache stub and the HSS
 * simulator started in-process on port 0, through the same code path as ./corebed load shcache: Gatling over TLS,
 * the summary with p75 per scenario, the first GETs' hits and the Sh rates, the exit code. A run whose requests
 * fail must say so and fail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ShCacheSimulationIT {

    private ConfigurableApplicationContext hss;
    private ConfigurableApplicationContext cache;
    private String target;
    private String admin;
    private Path results;

    @BeforeAll
    void start() throws InterruptedException {
        Path dir = Path.of("target", "it-data", "shcache-simulation-" + UUID.randomUUID()).toAbsolutePath();
        results = dir.resolve("gatling");
        hss = new SpringApplicationBuilder(HssSimulator.class).properties(Map.of("spring.config.name", HssSimulator.CONFIG_NAME))
                .run("--admin.port=0", "--diameter.port=0", "--diameter.bind-address=127.0.0.1");
        int hssPort = hss.getBean(DiameterNode.class).port();
        cache = new SpringApplicationBuilder(ShCacheStubApplication.class)
                .properties(Map.of("spring.config.name", ShCacheStubApplication.CONFIG_NAME))
                .run("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                        "--diameter.port=0", "--diameter.bind-address=127.0.0.1", "--diameter.reconnect-timer=1s",
                        "--diameter.peers[0].uri=aaa://hss.corebed.test:" + hssPort, "--diameter.peers[0].address=127.0.0.1",
                        "--stub.shcache.ttl=20m", "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"),
                        "--sbi.tls.self-signed-dir=" + dir.resolve("tls"));
        assertThat(cache.getBean(DiameterNode.class).awaitOpen("hss.corebed.test", Duration.ofSeconds(20))).isTrue();
        SbiEndpoints ep = cache.getBean(SbiEndpoints.class);
        target = "https://127.0.0.1:" + ep.tlsPort();
        admin = "http://127.0.0.1:" + ep.adminPort();
    }

    @AfterAll
    void stop() {
        if (cache != null) {
            cache.close();
        }
        if (hss != null) {
            hss.close();
        }
    }

    private String run(int expectedExit) throws Exception {
        Map<String, String> o = SmokeRuns.options("4", results);
        o.put("target", target);
        o.put("shcache-admin", admin);
        o.put("scale", "0.02");   // 14 sessions/s: 4.9 per get-* scenario, 1.4 per put-* and subscribe
        o.put("subscribers", "50");
        return SmokeRuns.run("shcache", o, expectedExit);
    }

    @Test
    void theCallModelHoldsItsRateWithEveryRequestAnswered() throws Exception {
        String printed = run(LoadCommand.PASSED);
        assertThat(printed).contains("Sh Cache 700").contains("PASSED")
                // p75 beside p50/p90/p95/p99, the seed's five figures beside them
                .contains("seed p50/75/90/95/99")
                .containsPattern("get-mmtel-services +4\\.90 +[0-9.]+ +100\\.000 .*\\| +245 7\\.3/17/66/155/326 +ok")
                .containsPattern("get-msisdn +4\\.90 +[0-9.]+ +100\\.000")
                .containsPattern("put-mmtel-services +1\\.40 +[0-9.]+ +100\\.000")
                .containsPattern("put-stn-sr +1\\.40 +[0-9.]+ +100\\.000")
                .containsPattern("ue-reachability-subscribe +1\\.40 +[0-9.]+ +100\\.000")
                .containsPattern("get-mmtel-services GET again +- +[0-9.]+ +100\\.000")
                .containsPattern("First GETs: get-mmtel-services [0-9.]+ % hits of [0-9,]+")
                .containsPattern("Sh to the HSS .*UDR [0-9.]+/s, PUR [0-9.]+/s, SNR [0-9.]+/s, 0 not answered 2001")
                .contains("Data tier: sh_data").contains("HTTP/2 over TLS");
        // the cache's own counters saw the run: its PURs (one per put-* session) and SNRs went to the HSS
        String metrics = HttpProbe.http1("GET", admin + "/metrics", null).body();
        assertThat(metrics).containsPattern("stub_shcache_hss_requests_seconds_count\\{[^}]*command=\"PUR\"[^}]*result=\"2001\"");
        assertThat(metrics).containsPattern("stub_shcache_hss_requests_seconds_count\\{[^}]*command=\"SNR\"[^}]*result=\"2001\"");
    }

    @Test
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        var fault = HttpProbe.http1("PUT", admin + "/admin/v1/faults/smoke-msisdn", """
                {"service":"sh-cache","operation":"GetMSISDN","error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":0.5}""");
        assertThat(fault.status()).as(fault.body()).isEqualTo(201);
        try {
            String printed = run(LoadCommand.MISSED);
            assertThat(printed).contains("FAILED").containsPattern("get-msisdn: [A-Z ,]*FAILURES");
        } finally {
            HttpProbe.http1("DELETE", admin + "/admin/v1/faults", null);
        }
    }
}
