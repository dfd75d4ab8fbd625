package dev.corebed.testcontainers;

import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.testkit.BsfClient;
import dev.corebed.testkit.UdrClient;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/** The per-stub images, where a Docker engine runs; skipped elsewhere. */
@Testcontainers(disabledWithoutDocker = true)
class StubContainerIT {

    @Container
    static StubContainer<UdrClient> udr = StubContainer.udr();

    @Container
    static StubContainer<BsfClient> bsf = StubContainer.bsf().withSetting("journal.capacity", "1000");

    @Test
    void theUdrAnswersOnItsMappedPortAndItsJournalShowsIt() throws Exception {
        udr.client().putPolicyData("imsi-001010000000001", "{\"amPolicyDataSet\":{\"subscCats\":[\"gold\"]}}");
        HttpResponse<String> r = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(
                HttpRequest.newBuilder(udr.sbiUri().resolve("/nudr-dr/v2/policy-data/ues/imsi-001010000000001/am-data")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(r.statusCode()).isEqualTo(200);
        verify(udr.client()).received(1, readAmPolicyData().withSupi("imsi-001010000000001"));
    }

    @Test
    void theBsfHasItsDiameterPortMapped() {
        assertThat(bsf.diameterPort()).isPositive();
        assertThat(bsf.client().countPcfBindings().path("pcfBindings").asLong()).isZero();
    }
}
