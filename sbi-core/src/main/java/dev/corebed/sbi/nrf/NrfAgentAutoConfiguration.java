package dev.corebed.sbi.nrf;

import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiAutoConfiguration;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.ApplicationContextEvent;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.ContextRefreshedEvent;

/**
 * The NRF agent of every stub ({@code nrf.*}): on when {@code nrf.api-root} is set (or
 * {@code nrf.agent.enabled=true}). A stub adds to its profile with {@link NfProfileContributor} beans.
 */
@AutoConfiguration(after = SbiAutoConfiguration.class)
@EnableConfigurationProperties(NrfAgentProperties.class)
public class NrfAgentAutoConfiguration {

    /** Closed by the context's close event (below), while the SBI client and server still run. */
    @Bean(destroyMethod = "close")
    NrfAgent nrfAgent(NrfAgentProperties nrf, SbiProperties sbi, ObjectProvider<SbiEndpoints> endpoints, SbiClient client,
                      ObjectProvider<NfProfileContributor> contributors, MeterRegistry registry) {
        // SbiEndpoints is looked up late: it depends on the AdminRoutes beans, one of which depends on the agent.
        return new NrfAgent(nrf, client,
                () -> {
                    SbiEndpoints ep = endpoints.getObject();
                    return NfProfileTemplate.resolve(nrf, sbi.nf(), sbi.bindAddress(), ep.sbiPort(),
                            sbi.tlsPort() < 0 ? -1 : ep.tlsPort());
                },
                () -> contributors.orderedStream().toList(), registry);
    }

    @Bean
    NrfAgentAdminRoutes nrfAgentAdminRoutes(NrfAgent agent) {
        return new NrfAgentAdminRoutes(agent);
    }

    /**
     * Registers once the context is refreshed (the SBI server is listening by then: SbiEndpoints is a
     * lifecycle bean, started before the refresh event); deregisters when the context starts closing,
     * before lifecycle beans stop and the SbiClient closes.
     */
    @Bean
    ApplicationListener<ApplicationContextEvent> nrfAgentLifecycle(NrfAgent agent, ApplicationContext context,
                                                                   ObjectProvider<SbiEndpoints> endpoints) {
        return event -> {
            if (event.getApplicationContext() != context) {
                return; // a child context's event
            }
            if (event instanceof ContextRefreshedEvent) {
                SbiEndpoints ep = endpoints.getIfAvailable();
                if (ep != null && ep.isRunning()) {
                    agent.start();
                }
            } else if (event instanceof ContextClosedEvent) {
                agent.close();
            }
        };
    }
}
