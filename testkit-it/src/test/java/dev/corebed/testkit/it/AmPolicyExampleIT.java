package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.UDR;
import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.fault;
import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.UdrHandle;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The example of docs/testing-with-corebed.md: a small network function under test, written here, tested against
 * an NRF and a UDR started by the extension.
 */
@CorebedTest(stubs = {NRF, UDR})
class AmPolicyExampleIT {

    static final String SUPI = "imsi-001010000000001";

    /**
     * The network function under test: a PCF in miniature. It registers with its NRF, and for a subscriber's
     * access and mobility policy it discovers a UDR and reads the subscriber's am-data there. When the NRF is
     * congested it keeps using the UDR it found last.
     */
    static final class TinyPcf {
        private static final JsonMapper JSON = JsonMapper.builder().build();
        private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        private final URI nrf;
        private final String id = UUID.randomUUID().toString();
        private URI lastUdr;

        TinyPcf(URI nrf) {
            this.nrf = nrf;
        }

        void register() throws IOException, InterruptedException {
            String profile = """
                    {"nfInstanceId":"%s","nfType":"PCF","nfStatus":"REGISTERED","ipv4Addresses":["127.0.0.1"]}"""
                    .formatted(id);
            HttpResponse<String> r = send(HttpRequest.newBuilder(nrf.resolve("/nnrf-nfm/v1/nf-instances/" + id))
                    .header("content-type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(profile)));
            if (r.statusCode() != 201) {
                throw new IllegalStateException("registration refused: " + r.statusCode() + " " + r.body());
            }
        }

        /** The subscriber's subscription categories, from the am-data of the UDR the NRF points at. */
        List<String> subscriptionCategories(String supi) throws IOException, InterruptedException {
            HttpResponse<String> found = send(HttpRequest.newBuilder(
                    nrf.resolve("/nnrf-disc/v1/nf-instances?target-nf-type=UDR&requester-nf-type=PCF")).GET());
            if (found.statusCode() == 200) {
                JsonNode service = JSON.readTree(found.body()).path("nfInstances").path(0).path("nfServices").path(0);
                JsonNode endpoint = service.path("ipEndPoints").path(0);
                lastUdr = URI.create(service.path("scheme").asString() + "://" + endpoint.path("ipv4Address").asString()
                        + ":" + endpoint.path("port").asInt());
            } else if (lastUdr == null) {
                throw new IllegalStateException("no UDR: discovery answered " + found.statusCode());
            }
            HttpResponse<String> amData = send(HttpRequest.newBuilder(
                    lastUdr.resolve("/nudr-dr/v2/policy-data/ues/" + supi + "/am-data")).GET());
            if (amData.statusCode() != 200) {
                throw new IllegalStateException("am-data: " + amData.statusCode() + " " + amData.body());
            }
            return JSON.readTree(amData.body()).path("subscCats").valueStream().map(JsonNode::asString).toList();
        }

        private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        }
    }

    /**
     * The UDR's profile in the NRF, as the UDR would register it: its Nudr_DataRepository at the stub's SBI port;
     * back once the NRF's discovery serves it.
     */
    static void registerTheUdr(NrfHandle nrf, UdrHandle udr) throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        String id = UUID.randomUUID().toString();
        String profile = """
                {"nfInstanceId":"%s","nfType":"UDR","nfStatus":"REGISTERED","ipv4Addresses":["127.0.0.1"],
                 "nfServices":[{"serviceInstanceId":"nudr-dr","serviceName":"nudr-dr",
                   "versions":[{"apiVersionInUri":"v2","apiFullVersion":"2.2.0"}],"scheme":"http","nfServiceStatus":"REGISTERED",
                   "ipEndPoints":[{"ipv4Address":"127.0.0.1","port":%d}]}]}""".formatted(id, udr.sbiUri().getPort());
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(nrf.sbiUri().resolve("/nnrf-nfm/v1/nf-instances/" + id))
                        .header("content-type", "application/json").PUT(HttpRequest.BodyPublishers.ofString(profile)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        HttpRequest discovery = HttpRequest.newBuilder(nrf.sbiUri().resolve(
                "/nnrf-disc/v1/nf-instances?target-nf-type=UDR&requester-nf-type=AMF")).build();
        for (int i = 0; i < 100 && !http.send(discovery, HttpResponse.BodyHandlers.ofString()).body().contains(id); i++) {
            Thread.sleep(20);
        }
    }

    @Test
    void readsTheAmDataOfTheUdrItDiscoversAndRidesOutACongestedNrf(NrfHandle nrf, UdrHandle udr) throws Exception {
        registerTheUdr(nrf, udr);
        // The UDR answers this subscriber's am-data as the test says.
        udr.client().add(answer(readAmPolicyData().withSupi(SUPI))
                .status(200).jsonBody("{\"subscCats\":[\"gold\",\"roaming\"]}"));
        // The NRF fails the second discovery of a UDR, once.
        nrf.client().add(fault(searchNfInstances().withQuery("target-nf-type", "UDR"))
                .after(1).times(1).error(503, "NF_CONGESTION"));

        TinyPcf pcf = new TinyPcf(nrf.sbiUri());
        pcf.register();
        assertThat(pcf.subscriptionCategories(SUPI)).containsExactly("gold", "roaming");
        assertThat(pcf.subscriptionCategories(SUPI)).as("with the UDR found before").containsExactly("gold", "roaming");

        // What the NRF received from the PCF, and what it answered.
        verify(nrf.client()).received(1, registerNfInstance().withBody("/nfType", "PCF"));
        var discoveries = verify(nrf.client()).received(2, searchNfInstances()
                .withQuery("target-nf-type", "UDR").withQuery("requester-nf-type", "PCF"));
        assertThat(discoveries).extracting(e -> e.answered()).containsExactly(200L, 503L);
        verify(udr.client()).received(2, readAmPolicyData().withSupi(SUPI));
    }
}
