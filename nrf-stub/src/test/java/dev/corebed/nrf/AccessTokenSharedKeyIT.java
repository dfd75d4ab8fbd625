package dev.corebed.nrf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.launcher.StubCluster;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** Several NRF instances on one data tier sign with one key: whichever instance issued a token, any instance's JWKS verifies it. */
class AccessTokenSharedKeyIT {

    @Test
    void twoNrfsStartedAtOnceOnOneDataTierSignWithTheSameKey() throws Exception {
        Path dir = Path.of("target", "it-data", "access-token-shared-" + UUID.randomUUID()).toAbsolutePath();
        String idA = UUID.randomUUID().toString();
        String idB = UUID.randomUUID().toString();
        // Started together, so both find no key and both offer one: the data tier keeps exactly one.
        // Two clusters of one NRF each, not one set of the test kit: its instances start one after the other.
        CompletableFuture<StubCluster> startA = CompletableFuture.supplyAsync(() -> start(dir, idA));
        CompletableFuture<StubCluster> startB = CompletableFuture.supplyAsync(() -> start(dir, idB));
        try (StubCluster a = startA.join(); StubCluster b = startB.join()) {
            String nrfA = "http://127.0.0.1:" + a.endpoints("nrf-stub").sbiPort();
            String nrfB = "http://127.0.0.1:" + b.endpoints("nrf-stub").sbiPort();
            JsonNode jwksA = AccessTokenIT.jwks(nrfA);
            JsonNode jwksB = AccessTokenIT.jwks(nrfB);
            assertThat(jwksA).isEqualTo(jwksB);
            assertThat(jwksA.get("keys")).hasSize(1);

            JsonNode fromA = AccessTokenIT.verify(token(nrfA), jwksB);
            JsonNode fromB = AccessTokenIT.verify(token(nrfB), jwksA);
            assertThat(fromA.get("iss").asString()).isEqualTo(idA);
            assertThat(fromB.get("iss").asString()).isEqualTo(idB);

            try (Connection c = a.context("nrf-stub").getBean(DataSource.class).getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT COUNT(*), MIN(algorithm) FROM access_token_keys")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(1);
                assertThat(rs.getString(2)).isEqualTo("ES256");
            }
        }
    }

    /** An NRF on free loopback ports, on the data under dir (two on one dir share the embedded database and schema). */
    static StubCluster start(Path dir, String nrfInstanceId) {
        return StubCluster.start(Map.of("nrf-stub.sbi.port", "0", "nrf-stub.sbi.tls-port", "-1", "nrf-stub.admin.port", "0",
                "sbi.bind-address", "127.0.0.1", "admin.bind-address", "127.0.0.1",
                "db.embedded.port", "0", "db.embedded.data-dir", dir.resolve("db").toString(),
                "stub.nrf.access-token.nrf-instance-id", nrfInstanceId), List.of("nrf-stub"));
    }

    static String token(String apiRoot) {
        Reply reply = HttpProbe.h2c("POST", apiRoot + "/oauth2/token", "grant_type=client_credentials&nfInstanceId="
                + UUID.randomUUID() + "&nfType=PCF&targetNfType=BSF&scope=nbsf-management", "-H", AccessTokenIT.FORM);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().get("access_token").asString();
    }
}
