package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The cluster with its embedded database gone for good (killed, restarts off): every stub's /health says DOWN
 * (idle stubs too) and every SBI request that needs the tier is refused 503 NF_CONGESTION at once (reads a stub answers from memory go on); Ctrl-C (the cluster's close) then
 * takes under 5 s.
 */
class ClusterDataTierOutageIT {

    @Test
    void everyStubReportsTheTierDownAndTheClusterStopsWithinFiveSeconds() throws Exception {
        Path data = Path.of("target", "it-data", "outage-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = new LinkedHashMap<>(TestClusters.settings(data));
        settings.put("db.embedded.restart-attempts", "0");
        StubCluster cluster = StubCluster.start(settings);
        Duration stop;
        try {
            assertThat(cluster.database().config().dataDir()).as("the cluster's own database, not one this JVM shared before")
                    .isEqualTo(data.resolve("db"));
            ProcessHandle.of(cluster.database().pid()).orElseThrow().destroyForcibly();
            for (StubCluster.Endpoints stub : cluster.endpoints()) {
                String health = "http://127.0.0.1:" + stub.adminPort() + "/health";
                long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                HttpProbe.Reply r = HttpProbe.http1("GET", health, null);
                while (r.status() != 503 && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                    r = HttpProbe.http1("GET", health, null);
                }
                assertThat(r.status()).as("%s /health", stub.stub()).isEqualTo(503);
                assertThat(r.json().at("/components/dataTier/status").asString()).isEqualTo("DOWN");
            }
            var bsf = cluster.endpoints("bsf-stub");
            // A read the BSF answers from memory goes on (no binding: 204); a write needs the tier and is refused.
            assertThat(HttpProbe.h2c("GET", "http://127.0.0.1:" + bsf.sbiPort()
                    + "/nbsf-management/v1/pcfBindings?ipv4Addr=10.60.0.1", null).status()).isEqualTo(204);
            HttpProbe.Reply refused = HttpProbe.h2c("POST", "http://127.0.0.1:" + bsf.sbiPort() + "/nbsf-management/v1/pcfBindings",
                    "{\"ipv4Addr\":\"10.60.0.1\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1},\"pcfFqdn\":\"pcf1.operator.test\"}");
            assertThat(refused.status()).as(refused.body()).isEqualTo(503);
            assertThat(refused.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
            assertThat(refused.header("retry-after")).isEqualTo("1");
        } finally {
            long begin = System.nanoTime();
            cluster.close();
            stop = Duration.ofNanos(System.nanoTime() - begin);
        }
        System.out.printf("ClusterDataTierOutageIT: the cluster stopped in %d ms with its data tier down%n", stop.toMillis());
        assertThat(stop).isLessThanOrEqualTo(Duration.ofSeconds(5));
    }
}
