package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.BSF;
import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.UDR;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.DiameterEndpoint;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.junit.UdrHandle;
import dev.corebed.testkit.BsfClient;
import dev.corebed.testkit.NrfClient;
import dev.corebed.testkit.StubClient;
import dev.corebed.testkit.UdrClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every way of being handed a stub: static and instance fields, parameters, handles, clients, the Diameter endpoint. */
@CorebedTest(stubs = {NRF, UDR, BSF})
class InjectionIT {

    @Stub(NRF)
    static StubHandle nrfInStaticField;

    @Stub
    static BsfHandle bsfInStaticField;

    static String nfSeenInBeforeAll;

    @Stub(UDR)
    StubHandle udrInField;

    @Stub
    UdrClient udrClientInField;

    @BeforeAll
    static void staticFieldsAreSetBeforeBeforeAll() {
        nfSeenInBeforeAll = nrfInStaticField.client().nf();
    }

    @Test
    void fields() {
        assertThat(nfSeenInBeforeAll).isEqualTo("nrf");
        assertThat(udrInField.type()).isEqualTo(UDR);
        assertThat(udrInField.client().nf()).isEqualTo("udr");
        assertThat(udrClientInField.adminUri()).isEqualTo(udrInField.adminUri());
        assertThat(bsfInStaticField.client().nf()).isEqualTo("bsf");
    }

    @Test
    void typedParameters(NrfHandle nrf, UdrHandle udr, BsfHandle bsf, NrfClient nrfClient, UdrClient udrClient, BsfClient bsfClient) {
        assertThat(nrf.sbiUri().toString()).matches("http://127\\.0\\.0\\.1:\\d+");
        assertThat(nrf.tlsUri().toString()).matches("https://127\\.0\\.0\\.1:\\d+");
        assertThat(nrf.adminUri()).isEqualTo(nrfClient.adminUri()).isEqualTo(nrfInStaticField.adminUri());
        assertThat(udr.adminUri()).isEqualTo(udrClient.adminUri());
        assertThat(bsf.adminUri()).isEqualTo(bsfClient.adminUri());
        assertThat(nrf.diameter()).isEmpty();
        assertThat(udr.diameter()).isEmpty();
        assertThat(Nfs.discover(nrf, "UDM").status()).as("its SBI port answers").isEqualTo(200);
        assertThat(nrfClient.subscriptions()).isEmpty();
    }

    @Test
    void annotatedParameters(@Stub(NRF) StubHandle nrf, @Stub(BSF) StubClient bsf, @Stub(BSF) DiameterEndpoint rx) {
        assertThat(nrf).isInstanceOf(NrfHandle.class);
        assertThat(bsf).isInstanceOf(BsfClient.class);
        assertThat(rx.host()).isEqualTo("127.0.0.1");
        assertThat(rx.port()).isPositive();
        assertThat(rx.originHost()).isEqualTo("bsf.corebed.test");
        assertThat(rx.originRealm()).isEqualTo("corebed.test");
        assertThat(rx.uri()).isEqualTo("aaa://127.0.0.1:" + rx.port());
        assertThat(bsfInStaticField.diameter()).contains(rx);
    }
}
