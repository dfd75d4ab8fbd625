package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.nrf.service.NfStatusNotifications;
import dev.corebed.nrf.store.JdbcNfProfileStore;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfProfileView;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of the NRF stub's NF management: store, service. Subscriptions: {@link NfSubscriptionConfiguration}. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(NrfProperties.class)
public class NrfConfiguration {

    @Bean
    NfProfileStore nfProfileStore(DbExecutor db, NfProfileView view) {
        return new JdbcNfProfileStore(db, view);
    }

    @Bean
    NfManagementService nfManagementService(NfProfileStore store, NfStatusNotifications notifications, NrfProperties properties) {
        return new NfManagementService(store, notifications, properties.heartBeatTimer(), properties.heartbeatGrace(),
                Clock.systemUTC());
    }
}
