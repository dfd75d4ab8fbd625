package dev.corebed.nrf;

import static dev.corebed.junit.StubType.NRF;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** A registered profile lives in the data tier: it is still there after the stub restarts. */
@CorebedTest(stubs = NRF, shared = false)
class NfProfilePersistenceIT {

    @Test
    void profilesSurviveARestartOfTheStub(NrfHandle nrf) {
        String id = UUID.randomUUID().toString();
        String uri = NfManagementIT.uri(id);
        assertThat(HttpProbe.h2c("PUT", nrf.sbiUri() + uri, NfManagementIT.profile(id, "SMF")).status()).isEqualTo(201);

        nrf.restart();

        Reply read = HttpProbe.h2c("GET", nrf.sbiUri() + uri, null);
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.json().get("nfType").asString()).isEqualTo("SMF");
        assertThat(read.json().get("nfInstanceId").asString()).isEqualTo(id);
    }
}
