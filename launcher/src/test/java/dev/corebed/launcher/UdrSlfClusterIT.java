package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** In the cluster, the NRF's SLF is the UDR stub: a UDM search with a SUPI finds the group the UDR maps it to. */
class UdrSlfClusterIT {

    @Test
    void udmDiscoveryWithASupiUsesTheUdrStubAsSlf() throws Exception {
        Path data = Path.of("target", "it-data", "udr-slf-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = TestClusters.settings(data);
        try (StubCluster cluster = StubCluster.start(settings)) {
            var udr = cluster.endpoints("udr-stub");
            var nrf = cluster.endpoints("nrf-stub");
            assertThat(cluster.endpoints()).extracting(StubCluster.Endpoints::stub).containsSubsequence("udr-stub", "nrf-stub");

            // The SLF map: SUPIs 001010000000000..999 of UDMs are group udm-g1.
            Reply range = HttpProbe.http1("PUT", "http://127.0.0.1:" + udr.adminPort() + "/admin/v1/udr/group-id-ranges/g1",
                    "{\"nfType\":\"UDM\",\"identityType\":\"supi\",\"start\":\"001010000000000\",\"end\":\"001010000000999\",\"groupId\":\"udm-g1\"}");
            assertThat(range.status()).as(range.body()).isEqualTo(201);

            String nrfRoot = "http://127.0.0.1:" + nrf.sbiPort();
            String udm1 = UUID.randomUUID().toString();
            String udm2 = UUID.randomUUID().toString();
            assertThat(HttpProbe.h2c("PUT", nrfRoot + "/nnrf-nfm/v1/nf-instances/" + udm1, udm(udm1, "udm-g1")).status()).isEqualTo(201);
            assertThat(HttpProbe.h2c("PUT", nrfRoot + "/nnrf-nfm/v1/nf-instances/" + udm2, udm(udm2, "udm-g2")).status()).isEqualTo(201);

            String search = nrfRoot + "/nnrf-disc/v1/nf-instances?target-nf-type=UDM&requester-nf-type=AMF";
            // Both UDMs are visible to a search without a SUPI (after the discovery view's refresh period) ...
            assertThat(poll(search, 2)).containsExactlyInAnyOrder(udm1, udm2);
            // ... and the SUPI narrows it to the group the UDR stub answers.
            assertThat(poll(search + "&supi=imsi-001010000000042", 1)).containsExactly(udm1);
            // A SUPI the UDR maps to no group (404 DATA_NOT_FOUND) does not narrow the search.
            List<String> unmapped = ids(HttpProbe.h2c("GET", search + "&supi=imsi-001019990000042", null));
            assertThat(unmapped).containsExactlyInAnyOrder(udm1, udm2);
        }
    }

    static String udm(String id, String groupId) {
        return """
                {"nfInstanceId":"%s","nfType":"UDM","nfStatus":"REGISTERED","fqdn":"udm-%s.corebed.test",
                 "udmInfo":{"groupId":"%s"},
                 "nfServices":[{"serviceInstanceId":"s1","serviceName":"nudm-sdm","versions":[{"apiVersionInUri":"v2","apiFullVersion":"2.2.0"}],
                   "scheme":"http","nfServiceStatus":"REGISTERED"}]}
                """.formatted(id, groupId, groupId);
    }

    static List<String> poll(String url, int expected) throws InterruptedException {
        List<String> found = List.of();
        for (int i = 0; i < 50; i++) {
            found = ids(HttpProbe.h2c("GET", url, null));
            if (found.size() == expected) {
                return found;
            }
            Thread.sleep(100);
        }
        return found;
    }

    static List<String> ids(Reply reply) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        for (JsonNode p : reply.json().get("nfInstances")) {
            ids.add(p.get("nfInstanceId").asString());
        }
        return ids;
    }
}
