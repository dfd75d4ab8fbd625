package dev.corebed.testcontainers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** How the containers are set up, checked without a Docker engine: image, ports, command line. */
class ContainerSettingsTest {

    @Test
    void aStubContainerRunsItsImageWithItsPortsAndSettings() {
        try (StubContainer<?> bsf = StubContainer.bsf().withSetting("stub.bsf.same-ue-address", "reject")) {
            assertThat(StubContainer.image(CorebedStub.BSF).asCanonicalNameString()).isEqualTo("corebed/bsf-stub:latest");
            assertThat(bsf.getExposedPorts()).containsExactly(8084, 9084, 10084, 3869);
            assertThat(bsf.getCommandParts()).containsExactly("--admin.bind-address=0.0.0.0", "--stub.bsf.same-ue-address=reject");
        }
        try (StubContainer<?> pcf = StubContainer.pcf()) {
            assertThat(pcf.getExposedPorts()).containsExactly(8083, 9083, 10083);
        }
        try (StubContainer<?> nrf = StubContainer.nrf()) {
            assertThat(nrf.getExposedPorts()).containsExactly(8081, 9081, 10081);
            assertThat(nrf.stub()).isEqualTo(CorebedStub.NRF);
        }
    }

    @Test
    void theLauncherContainerExposesEveryStub() {
        try (CorebedContainer corebed = new CorebedContainer().withSetting("nrf-stub.journal.capacity", "50000")) {
            assertThat(CorebedContainer.IMAGE.asCanonicalNameString()).isEqualTo("corebed/launcher:latest");
            assertThat(corebed.getExposedPorts()).containsExactlyInAnyOrder(8081, 9081, 10081, 8082, 9082, 10082, 8085, 9085,
                    10085, 8084, 9084, 10084, 3869, 8083, 9083, 10083, 8086, 9086, 10086, 3870);
            assertThat(corebed.getCommandParts()).containsExactly("--admin.bind-address=0.0.0.0", "--nrf-stub.journal.capacity=50000");
        }
    }

    @Test
    void aSettingIsAKeyAndAValue() {
        assertThatThrownBy(() -> StubContainer.udr().withSetting("journal.capacity=5", "6"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
