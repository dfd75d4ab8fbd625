package dev.corebed.sbi.config;

import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.nrf.NrfAgent;
import dev.corebed.sbi.nrf.NrfAgentProperties;
import dev.corebed.sbi.oauth2.AccessTokenCheck;
import dev.corebed.sbi.oauth2.OAuth2Properties;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** What every stub gets from sbi-core: the SBI and management servers, the SBI metrics, the outbound client. */
@AutoConfiguration(after = CoreAutoConfiguration.class)
@EnableConfigurationProperties({SbiProperties.class, AdminProperties.class, SbiClientProperties.class, OAuth2Properties.class})
public class SbiAutoConfiguration {

    @Bean
    SbiMetrics sbiMetrics(PrometheusMeterRegistry registry, SbiProperties sbi) {
        return new SbiMetrics(registry, sbi.nf(), sbi.histogram());
    }

    /** The stub's outbound client: callbacks and calls to peer stubs, over the wire as real NFs do. */
    @Bean(destroyMethod = "close")
    SbiClient sbiClient(SbiClientProperties client) {
        return new SbiClient(client.config());
    }

    @Bean
    SbiEndpoints sbiEndpoints(SbiProperties sbi, AdminProperties admin, List<SbiRoutes> routes,
                              ObjectProvider<AdminRoutes> adminRoutes, SbiMetrics metrics,
                              FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry,
                              ObjectProvider<AccessTokenCheck> tokens) {
        return new SbiEndpoints(sbi, admin, routes, adminRoutes.orderedStream().toList(), metrics, faults, overload, registry,
                tokens.getIfAvailable());
    }

    /**
     * The OAuth2 check ({@code sbi.oauth2.enabled=true}): tokens verified with the key set of the NRF the stub
     * registers with, unless {@code sbi.oauth2.jwks-uri} names another; {@code aud} is this NF's type or its
     * nfInstanceId (as its NRF agent registers it), unless {@code sbi.oauth2.audiences} lists others.
     */
    @Bean
    @ConditionalOnProperty(prefix = "sbi.oauth2", name = "enabled", havingValue = "true")
    AccessTokenCheck accessTokenCheck(OAuth2Properties oauth2, SbiProperties sbi, SbiClient client,
                                      ObjectProvider<NrfAgentProperties> nrf, ObjectProvider<NrfAgent> agent) {
        NrfAgentProperties agentProps = nrf.getIfAvailable();
        String apiRoot = agentProps == null ? "" : agentProps.apiRoot().strip();
        String jwks = !oauth2.jwksUri().isBlank() ? oauth2.jwksUri().strip()
                : apiRoot.isEmpty() ? "" : (apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot) + "/oauth2/jwks";
        if (jwks.isEmpty()) {
            throw new IllegalStateException("sbi.oauth2.enabled=true needs the NRF's key set: set nrf.api-root or sbi.oauth2.jwks-uri");
        }
        String nfType = agentProps == null || agentProps.nfType().isBlank() ? sbi.nf().toUpperCase(Locale.ROOT) : agentProps.nfType().strip();
        Supplier<Set<String>> audiences = oauth2.audiences().isEmpty()
                ? () -> {
                    NrfAgent a = agent.getIfAvailable();
                    String id = a == null ? null : a.status().nfInstanceId();
                    return id == null ? Set.of(nfType) : Set.of(nfType, id);
                }
                : () -> Set.copyOf(oauth2.audiences());
        return AccessTokenCheck.of(client, jwks, oauth2.jwksRefreshInterval(), oauth2.clockSkew(), sbi.nf(), audiences);
    }
}
