package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.client.NrfSelfTokenSource;
import dev.corebed.nrf.service.AccessTokenService;
import dev.corebed.nrf.service.AccessTokenSigner;
import dev.corebed.nrf.service.NrfMetrics;
import dev.corebed.nrf.store.JdbcSigningKeyStore;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.SigningKeyStore;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import java.net.URI;
import java.time.Clock;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of Nnrf_AccessToken: the signing key from the data tier, the service, and the NRF's own token source. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AccessTokenProperties.class)
public class AccessTokenConfiguration {

    @Bean
    SigningKeyStore signingKeyStore(DbExecutor db) {
        return new JdbcSigningKeyStore(db);
    }

    /** Read (or created) once at start, before the SBI port opens, so no request waits for the data tier. */
    @Bean
    AccessTokenSigner accessTokenSigner(SigningKeyStore keys) {
        return new AccessTokenSigner(keys.loadOrCreate(AccessTokenSigner.newKeyPair()).join());
    }

    @Bean
    AccessTokenService accessTokenService(AccessTokenSigner signer, AccessTokenProperties properties,
                                          NfProfileStore profiles, NrfMetrics metrics) {
        return new AccessTokenService(signer, properties.nrfInstanceId().toString(), properties.lifetime(),
                properties.rules(), profiles, Clock.systemUTC(), metrics);
    }

    /** The AccessTokenSource of the NRF's outbound clients: tokens from this NRF's own SBI port, over the wire. */
    @Bean
    NrfSelfTokenSource nrfSelfTokenSource(SbiClient client, ObjectProvider<SbiEndpoints> endpoints, SbiProperties sbi,
                                          AccessTokenProperties properties) {
        String host = sbi.bindAddress();
        if (host.isEmpty() || host.equals("0.0.0.0") || host.equals("::")) {
            host = "127.0.0.1";
        } else if (host.contains(":")) {
            host = "[" + host + "]";
        }
        String authority = host;
        // The port is known once the server runs (sbi.port=0 picks one), so it is read at the first request; and
        // looked up then, since the server's routes may themselves need this source (the SLF lookup of discovery).
        return new NrfSelfTokenSource(client,
                () -> URI.create("http://" + authority + ":" + endpoints.getObject().sbiPort() + "/oauth2/token"),
                properties.nrfInstanceId().toString(), Clock.systemUTC());
    }
}
