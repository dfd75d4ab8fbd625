package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedExtension;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.StubType;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.FakeNrf;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tools.jackson.databind.JsonNode;

/** The BSF's NRF agent: its NFProfile (nfType BSF, nbsf-management, bsfInfo) and its deregistration. */
class BsfNrfRegistrationIT {

    static final Duration WAIT = Duration.ofSeconds(15);

    @RegisterExtension
    static final FakeNrf nrf = FakeNrf.started();

    @RegisterExtension
    static final CorebedExtension corebed = CorebedExtension.withStubs(StubType.BSF).shared(false)
            .property("nrf.agent.enabled", "true").property("nrf.api-root", nrf.apiRoot())
            .property("nrf.agent.retry-interval", "100ms").property("stub.bsf.info.dnn-list", "internet,ims")
            .property("stub.bsf.info.ipv4-address-ranges", "10.45.0.0-10.45.255.255");

    @Test
    void registersAsBsfWithBsfInfoAndDeregistersOnClose(BsfHandle bsf) throws Exception {
        {
            FakeNrf.Received put;
            try {
                put = nrf.next("PUT", WAIT);
                assertThat(put).as("the BSF registered").isNotNull();
                JsonNode p = put.body();
                assertThat(put.userAgent()).isEqualTo("BSF");
                assertThat(p.path("nfType").asString()).isEqualTo("BSF");
                assertThat(p.path("nfStatus").asString()).isEqualTo("REGISTERED");
                JsonNode service = p.path("nfServices").path(0);
                assertThat(service.path("serviceName").asString()).isEqualTo("nbsf-management");
                assertThat(service.path("versions").toString())
                        .isEqualTo("[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"1.3.1\"}]");
                assertThat(service.path("ipEndPoints").path(0).path("port").asInt())
                        .isEqualTo(InProcess.bean(bsf, SbiEndpoints.class).sbiPort());
                JsonNode info = p.path("bsfInfo");
                assertThat(info.path("dnnList").toString()).isEqualTo("[\"internet\",\"ims\"]");
                assertThat(info.path("ipv4AddressRanges").toString())
                        .isEqualTo("[{\"start\":\"10.45.0.0\",\"end\":\"10.45.255.255\"}]");
                assertThat(info.has("ipv6PrefixRanges")).as("not configured: left out").isFalse();
                assertThat(info.path("rxDiamHost").asString()).isEqualTo("bsf.corebed.test");
                assertThat(info.path("rxDiamRealm").asString()).isEqualTo("corebed.test");
            } finally {
                bsf.stop();
            }
            FakeNrf.Received delete = nrf.next("DELETE", Duration.ofSeconds(2));
            assertThat(delete).as("the BSF deregistered on close").isNotNull();
            assertThat(delete.nfInstanceId()).isEqualTo(put.nfInstanceId());
            assertThat(nrf.isRegistered(put.nfInstanceId())).isFalse();
        }
    }
}
