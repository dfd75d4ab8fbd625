package dev.corebed.nrf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;

/** A registered profile lives in the data tier: it is still there after the stub and its database restart. */
class NfProfilePersistenceIT {

    @Test
    void profilesSurviveARestartOfTheStubAndItsDatabase() {
        Path own = Path.of("target", "it-data", "persistence-" + UUID.randomUUID()).toAbsolutePath();
        String id = UUID.randomUUID().toString();
        String uri = NfManagementIT.uri(id);
        try (ConfigurableApplicationContext first = NfManagementIT.start(own)) {
            int port = first.getBean(SbiEndpoints.class).sbiPort();
            assertThat(HttpProbe.h2c("PUT", "http://127.0.0.1:" + port + uri, NfManagementIT.profile(id, "SMF")).status()).isEqualTo(201);
        }
        try (ConfigurableApplicationContext second = NfManagementIT.start(own)) {
            int port = second.getBean(SbiEndpoints.class).sbiPort();
            Reply read = HttpProbe.h2c("GET", "http://127.0.0.1:" + port + uri, null);
            assertThat(read.status()).isEqualTo(200);
            assertThat(read.json().get("nfType").asString()).isEqualTo("SMF");
            assertThat(read.json().get("nfInstanceId").asString()).isEqualTo(id);
        }
    }
}
