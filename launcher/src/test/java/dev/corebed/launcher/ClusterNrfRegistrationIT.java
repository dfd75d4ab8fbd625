package dev.corebed.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** In the cluster every stub but the NRF registers with the cluster's NRF, which discovery then finds. */
class ClusterNrfRegistrationIT {

    @Test
    void theStubsRegisterWithTheClusterNrf() throws Exception {
        Path data = Path.of("target", "it-data", "nrf-registration-" + UUID.randomUUID()).toAbsolutePath();
        Map<String, String> settings = TestClusters.settings(data);
        try (StubCluster cluster = StubCluster.start(settings)) {
            String nrfRoot = "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort();
            for (String[] stub : new String[][] {{"udr-stub", "UDR", "nudr-dr"}, {"bsf-stub", "BSF", "nbsf-management"}}) {
                var ep = cluster.endpoints(stub[0]);
                JsonNode profile = discover(nrfRoot + "/nnrf-disc/v1/nf-instances?target-nf-type=" + stub[1]
                        + "&requester-nf-type=PCF&service-names=" + stub[2]);
                assertThat(profile).as(stub[0] + " registered").isNotNull();
                assertThat(profile.get("nfStatus").asString()).isEqualTo("REGISTERED");
                JsonNode service = profile.get("nfServices").get(0);
                assertThat(service.get("serviceName").asString()).isEqualTo(stub[2]);
                assertThat(service.get("ipEndPoints").get(0).get("port").asInt()).isEqualTo(ep.sbiPort());

                // The agent's own view, on the stub's management port.
                Reply agent = HttpProbe.http1("GET", "http://127.0.0.1:" + ep.adminPort() + "/admin/v1/nrf-agent", null);
                assertThat(agent.status()).isEqualTo(200);
                assertThat(agent.json().get("nfInstanceId").asString()).isEqualTo(profile.get("nfInstanceId").asString());
            }
            // The NRF does not register with itself.
            Reply self = HttpProbe.h2c("GET", nrfRoot + "/nnrf-disc/v1/nf-instances?target-nf-type=NRF&requester-nf-type=PCF", null);
            assertThat(self.status()).isEqualTo(200);
            assertThat(self.json().get("nfInstances").size()).isZero();
        }
    }

    /** The first profile discovery answers, waiting for the agent's registration and the NRF's view refresh. */
    static JsonNode discover(String url) throws Exception {
        for (int i = 0; i < 100; i++) {
            Reply reply = HttpProbe.h2c("GET", url, null);
            if (reply.status() == 200 && reply.json().get("nfInstances").size() > 0) {
                return reply.json().get("nfInstances").get(0);
            }
            Thread.sleep(100);
        }
        return null;
    }
}
