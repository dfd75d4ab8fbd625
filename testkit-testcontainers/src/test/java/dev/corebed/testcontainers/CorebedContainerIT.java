package dev.corebed.testcontainers;

import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The launcher's image with every stub, where a Docker engine runs (load deploy/images' tarballs first:
 * {@code docker load -i launcher/target/jib-image.tar}); skipped elsewhere.
 */
@Testcontainers(disabledWithoutDocker = true)
class CorebedContainerIT {

    @Container
    static CorebedContainer corebed = new CorebedContainer().withSetting("journal.capacity", "1000");

    static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    @Test
    void everyStubIsUpAndTheKitWorksOnTheMappedPorts() throws Exception {
        for (CorebedStub stub : CorebedStub.values()) {
            assertThat(corebed.client(stub).health().path("status").asString()).as(stub.name()).isEqualTo("UP");
        }
        corebed.nrf().reset();
        String id = UUID.randomUUID().toString();
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(corebed.sbiUri(CorebedStub.NRF)
                        .resolve("/nnrf-nfm/v1/nf-instances/" + id)).header("content-type", "application/json")
                .PUT(HttpRequest.BodyPublishers.ofString("{\"nfInstanceId\":\"" + id + "\",\"nfType\":\"SMF\",\"nfStatus\":\"REGISTERED\"}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(201);
        verify(corebed.nrf()).received(1, registerNfInstance().withBody("/nfType", "SMF"));

        corebed.nrf().add(answer(searchNfInstances().withQuery("target-nf-type", "UDM")).problem(503, "NF_CONGESTION"));
        HttpResponse<String> d = HTTP.send(HttpRequest.newBuilder(corebed.sbiUri(CorebedStub.NRF)
                .resolve("/nnrf-disc/v1/nf-instances?target-nf-type=UDM&requester-nf-type=AMF")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(d.statusCode()).isEqualTo(503);
    }
}
