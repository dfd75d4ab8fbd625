package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.nrf.service.NfStatusNotifications;
import dev.corebed.nrf.service.NrfMetrics;
import dev.corebed.nrf.store.JdbcNfProfileStore;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfProfileView;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Wiring of the NRF stub's NF management (store, service) and its business meters. Subscriptions:
 * {@link NfSubscriptionConfiguration}; discovery: {@link NrfDiscoveryConfiguration}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(NrfProperties.class)
public class NrfConfiguration {

    /** Every business meter of the stub, registered once. */
    @Bean
    NrfMetrics nrfMetrics(MeterRegistry registry, NfProfileView view) {
        return new NrfMetrics(registry, () -> view.snapshot().size());
    }

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
