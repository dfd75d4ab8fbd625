package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.nrf.store.JdbcNfProfileStore;
import dev.corebed.nrf.store.NfProfileStore;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of the NRF stub: store, service, routes. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(NrfProperties.class)
public class NrfConfiguration {

    @Bean
    NfProfileStore nfProfileStore(DbExecutor db) {
        return new JdbcNfProfileStore(db);
    }

    @Bean
    NfManagementService nfManagementService(NfProfileStore store, NrfProperties properties) {
        return new NfManagementService(store, properties.heartBeatTimer(), Clock.systemUTC());
    }
}
