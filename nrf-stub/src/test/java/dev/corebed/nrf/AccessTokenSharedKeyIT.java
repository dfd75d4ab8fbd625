package dev.corebed.nrf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/** Several NRF instances on one data tier sign with one key: whichever instance issued a token, any instance's JWKS verifies it. */
class AccessTokenSharedKeyIT {

    @Test
    void twoNrfsStartedAtOnceOnOneDataTierSignWithTheSameKey() throws Exception {
        Path dir = Path.of("target", "it-data", "access-token-shared-" + UUID.randomUUID()).toAbsolutePath();
        String idA = UUID.randomUUID().toString();
        String idB = UUID.randomUUID().toString();
        // Started together, so both find no key and both offer one: the data tier keeps exactly one.
        CompletableFuture<ConfigurableApplicationContext> startA = CompletableFuture.supplyAsync(
                () -> AccessTokenIT.start(dir, "--stub.nrf.access-token.nrf-instance-id=" + idA));
        CompletableFuture<ConfigurableApplicationContext> startB = CompletableFuture.supplyAsync(
                () -> AccessTokenIT.start(dir, "--stub.nrf.access-token.nrf-instance-id=" + idB));
        try (ConfigurableApplicationContext a = startA.join(); ConfigurableApplicationContext b = startB.join()) {
            String nrfA = "http://127.0.0.1:" + a.getBean(SbiEndpoints.class).sbiPort();
            String nrfB = "http://127.0.0.1:" + b.getBean(SbiEndpoints.class).sbiPort();
            JsonNode jwksA = AccessTokenIT.jwks(nrfA);
            JsonNode jwksB = AccessTokenIT.jwks(nrfB);
            assertThat(jwksA).isEqualTo(jwksB);
            assertThat(jwksA.get("keys")).hasSize(1);

            JsonNode fromA = AccessTokenIT.verify(token(nrfA), jwksB);
            JsonNode fromB = AccessTokenIT.verify(token(nrfB), jwksA);
            assertThat(fromA.get("iss").asString()).isEqualTo(idA);
            assertThat(fromB.get("iss").asString()).isEqualTo(idB);

            try (Connection c = a.getBean(DataSource.class).getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT COUNT(*), MIN(algorithm) FROM access_token_keys")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(1);
                assertThat(rs.getString(2)).isEqualTo("ES256");
            }
        }
    }

    static String token(String apiRoot) {
        Reply reply = HttpProbe.h2c("POST", apiRoot + "/oauth2/token", "grant_type=client_credentials&nfInstanceId="
                + UUID.randomUUID() + "&nfType=PCF&targetNfType=BSF&scope=nbsf-management", "-H", AccessTokenIT.FORM);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().get("access_token").asString();
    }
}
