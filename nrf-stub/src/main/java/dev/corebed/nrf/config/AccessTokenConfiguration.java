package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.service.AccessTokenService;
import dev.corebed.nrf.service.AccessTokenSigner;
import dev.corebed.nrf.store.JdbcSigningKeyStore;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.SigningKeyStore;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of Nnrf_AccessToken: the signing key from the data tier, and the service. */
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
                                          NfProfileStore profiles, MeterRegistry registry) {
        return new AccessTokenService(signer, properties.nrfInstanceId().toString(), properties.lifetime(),
                properties.rules(), profiles, Clock.systemUTC(), registry);
    }
}
