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
    void clusterServesTheNrfAndTheBsfAndKeepsTheirStateAcrossARestart() {
        Path data = Path.of("target", "it-data", "cluster-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = TestClusters.settings(data);
        String id = UUID.randomUUID().toString();
        String profile = "{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"AUSF\",\"nfStatus\":\"REGISTERED\",\"fqdn\":\"ausf.test\"}";
        String binding = "{\"ipv4Addr\":\"10.60.0.1\",\"dnn\":\"internet\",\"snssai\":{\"sst\":1},"
                + "\"pcfDiamHost\":\"pcf1.corebed.test\",\"pcfDiamRealm\":\"corebed.test\"}";

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
            var bsf = cluster.endpoints("bsf-stub");
            assertThat(out.toString()).contains("bsf-stub").contains("http://127.0.0.1:" + bsf.sbiPort());
            assertThat(HttpProbe.h2c("POST", "http://127.0.0.1:" + bsf.sbiPort() + "/nbsf-management/v1/pcfBindings", binding)
                    .status()).isEqualTo(201);
        }
        try (StubCluster cluster = StubCluster.start(settings)) {
            var nrf = cluster.endpoints("nrf-stub");
            var read = HttpProbe.h2tls("GET", "https://127.0.0.1:" + nrf.tlsPort() + "/nnrf-nfm/v1/nf-instances/" + id, null);
            assertThat(read.status()).isEqualTo(200);
            assertThat(read.json().get("nfType").asString()).isEqualTo("AUSF");
            var bsf = cluster.endpoints("bsf-stub");
            var found = HttpProbe.h2c("GET", "http://127.0.0.1:" + bsf.sbiPort() + "/nbsf-management/v1/pcfBindings?ipv4Addr=10.60.0.1", null);
            assertThat(found.status()).isEqualTo(200);
            assertThat(found.json().get("pcfDiamHost").asString()).isEqualTo("pcf1.corebed.test");
        }
    }

    @Test
    void withPeersHssTheShCacheReadsAndWritesThroughTheHssSimulator() {
        Path data = Path.of("target", "it-data", "cluster-hss-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = new java.util.LinkedHashMap<>(TestClusters.settings(data));
        settings.put(StubCluster.PEERS_SETTING, "hss");
        try (StubCluster cluster = StubCluster.start(settings)) {
            var hss = cluster.endpoints("hss-sim");
            assertThat(hss.sbiPort()).as("the HSS simulator speaks Diameter only").isEqualTo(-1);
            assertThat(hss.diameter().port()).isPositive();
            var cache = cluster.endpoints("shcache-stub");
            var out = new ByteArrayOutputStream();
            CorebedLauncher.print(cluster, 1, new PrintStream(out));
            assertThat(out.toString()).contains("shcache-stub").contains("hss-sim").contains("127.0.0.1:" + hss.diameter().port());
            String user = "http://127.0.0.1:" + cache.sbiPort() + "/sh-cache/v1/users/sip:+15550000042@ims.corebed.test";
            var msisdn = HttpProbe.h2c("GET", user + "/MSISDN", null);
            assertThat(msisdn.status()).isEqualTo(200);
            assertThat(msisdn.body()).contains("<MSISDN>15550000042</MSISDN>");
            var subscribed = HttpProbe.h2c("PUT", user + "/subscriptions/UEReachabilityForIP", null);
            assertThat(subscribed.status()).isEqualTo(200);
            var atHss = HttpProbe.http1("GET", "http://127.0.0.1:" + hss.adminPort()
                    + "/admin/v1/hss/subscribers/sip:+15550000042@ims.corebed.test", null).json();
            assertThat(atHss.get("subscriptions").get(0).get("applicationServer").asString()).isEqualTo("shcache.corebed.test");
        }
    }

    @Test
    void peersNamesTheSimulators() {
        assertThat(StubCluster.peers("hss")).extracting(StubCluster.Stub::name).containsExactly("hss-sim");
        assertThat(StubCluster.peers("hss-sim")).extracting(StubCluster.Stub::name).containsExactly("hss-sim");
        assertThat(StubCluster.peers("all")).extracting(StubCluster.Stub::name)
                .containsExactly("chf-sim", "amf-sim", "smf-sim", "hss-sim", "ocs-sim");
        assertThat(StubCluster.peers("producer")).extracting(StubCluster.Stub::name).containsExactly("producer-sim");
        assertThat(StubCluster.peers(null)).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> StubCluster.peers("hss,xyz"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no simulator xyz");
    }

    @Test
    void settingsAreKeyEqualsValue() {
        assertThat(CorebedLauncher.parse(new String[] {"--nrf-stub.sbi.port=18081", "--db.url="}))
                .containsEntry("nrf-stub.sbi.port", "18081").containsEntry("db.url", "");
    }
}
