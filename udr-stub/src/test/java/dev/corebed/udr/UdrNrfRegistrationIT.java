package dev.corebed.udr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedExtension;
import dev.corebed.junit.StubType;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.FakeNrf;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/** The UDR's NRF agent: its NFProfile carries the udrInfo group a consumer finds it by with group-id-list. */
class UdrNrfRegistrationIT {

    @RegisterExtension
    static final FakeNrf nrf = FakeNrf.started();

    @RegisterExtension
    static final CorebedExtension corebed = CorebedExtension.withStubs(StubType.UDR).shared(false)
            .property("nrf.agent.enabled", "true").property("nrf.api-root", nrf.apiRoot())
            .property("nrf.agent.retry-interval", "100ms").property("stub.udr.info.group-id", "udr-policy");

    @Test
    void registersAsUdrWithItsGroup(UdrHandle udr) throws Exception {
        try {
            FakeNrf.Received put = nrf.next("PUT", Duration.ofSeconds(15));
            assertThat(put).as("the UDR registered").isNotNull();
            JsonNode p = put.body();
            assertThat(p.path("nfType").asString()).isEqualTo("UDR");
            assertThat(p.path("udrInfo").path("groupId").asString()).isEqualTo("udr-policy");
        } finally {
            udr.stop();
        }
    }
}
