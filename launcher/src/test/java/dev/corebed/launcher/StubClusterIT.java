package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The main job: the cluster starts on the embedded database, serves, stops, and finds its state again on restart. */
class StubClusterIT {

    @Test
    void clusterServesTheNrfAndKeepsItsStateAcrossARestart() {
        Path data = Path.of("target", "it-data", "cluster-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = Map.of(
                "db.embedded.port", "0",
                "db.embedded.data-dir", data.resolve("db").toString(),
                "sbi.bind-address", "127.0.0.1",
                "sbi.tls.self-signed-dir", data.resolve("tls").toString(),
                "nrf-stub.sbi.port", "0", "nrf-stub.sbi.tls-port", "0", "nrf-stub.admin.port", "0",
                "udr-stub.sbi.port", "0", "udr-stub.sbi.tls-port", "0", "udr-stub.admin.port", "0");
        String id = UUID.randomUUID().toString();
        String profile = "{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"AUSF\",\"nfStatus\":\"REGISTERED\",\"fqdn\":\"ausf.test\"}";

        try (StubCluster cluster = StubCluster.start(settings)) {
            var nrf = cluster.endpoints("nrf-stub");
            assertThat(nrf.tlsPort()).as("stub-prefixed settings apply").isPositive().isNotEqualTo(9081);
            assertThat(nrf.sbiPort()).isNotEqualTo(8081);
            assertThat(nrf.adminPort()).isNotEqualTo(10081);
            var out = new ByteArrayOutputStream();
            CorebedLauncher.print(cluster, 1, new PrintStream(out));
            assertThat(out.toString()).contains("nrf-stub").contains("http://127.0.0.1:" + nrf.sbiPort())
                    .contains("https://127.0.0.1:" + nrf.tlsPort()).contains("embedded MariaDB");
            assertThat(HttpProbe.h2c("PUT", "http://127.0.0.1:" + nrf.sbiPort() + "/nnrf-nfm/v1/nf-instances/" + id, profile)
                    .status()).isEqualTo(201);
            assertThat(HttpProbe.http1("GET", "http://127.0.0.1:" + nrf.adminPort() + "/health", null).status()).isEqualTo(200);
        }
        try (StubCluster cluster = StubCluster.start(settings)) {
            var nrf = cluster.endpoints("nrf-stub");
            var read = HttpProbe.h2tls("GET", "https://127.0.0.1:" + nrf.tlsPort() + "/nnrf-nfm/v1/nf-instances/" + id, null);
            assertThat(read.status()).isEqualTo(200);
            assertThat(read.json().get("nfType").asString()).isEqualTo("AUSF");
        }
    }

    @Test
    void settingsAreKeyEqualsValue() {
        assertThat(CorebedLauncher.parse(new String[] {"--nrf-stub.sbi.port=18081", "--db.url="}))
                .containsEntry("nrf-stub.sbi.port", "18081").containsEntry("db.url", "");
    }
}
