package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.client.AccessTokenSource;
import dev.corebed.nrf.client.NrfForwardingClient;
import dev.corebed.nrf.client.NudrGroupIdMapClient;
import dev.corebed.nrf.client.NudrGroupIdMapClient.Route;
import dev.corebed.nrf.service.NrfMetrics;
import dev.corebed.nrf.service.NfDiscoveryService;
import dev.corebed.nrf.store.NfProfileView;
import dev.corebed.sbi.client.SbiClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of Nnrf_NFDiscovery: the in-memory view, the SLF and forwarding clients, the service. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({NrfDiscoveryProperties.class, NrfDiscoveryProperties.Slf.class,
        NrfDiscoveryProperties.Forwarding.class})
public class NrfDiscoveryConfiguration {

    @Bean(initMethod = "start", destroyMethod = "close")
    NfProfileView nfProfileView(DbExecutor db, NrfDiscoveryProperties discovery) {
        return new NfProfileView(db, discovery.refreshPeriod());
    }

    @Bean
    NfDiscoveryService.Options nfDiscoveryOptions(NrfDiscoveryProperties discovery, NrfDiscoveryProperties.Slf slf,
                                                  NrfDiscoveryProperties.Forwarding forwarding) {
        return new NfDiscoveryService.Options(discovery.validityPeriod(), discovery.maxProfiles(),
                discovery.emptyList(), discovery.requesterNfTypeRequired(),
                slf.enabled() ? Set.copyOf(slf.nfTypes()) : Set.of(),
                forwarding.enabled() ? Set.copyOf(forwarding.nfTypes()) : Set.of());
    }

    /** The token the SLF query and forwarded searches carry: the access-token service's when it provides one. */
    @Bean
    NfDiscoveryService nfDiscoveryService(NfProfileView view, NfDiscoveryService.Options options, NrfDiscoveryProperties.Slf slf,
                                          NrfDiscoveryProperties.Forwarding forwarding, SbiClient client,
                                          ObjectProvider<AccessTokenSource> tokenSources, NrfMetrics metrics) {
        AccessTokenSource tokens = tokenSources.getIfAvailable(() -> AccessTokenSource.NONE);
        NudrGroupIdMapClient slfClient = slf.enabled() ? new NudrGroupIdMapClient(client, tokens, slf.timeout()) : null;
        NrfForwardingClient forwardingClient = forwarding.enabled()
                ? new NrfForwardingClient(client, tokens, forwarding.apiRoot(), forwarding.timeout()) : null;
        return new NfDiscoveryService(view, options, slfClient, slfRoutes(slf), slf.cacheTtl(), slf.cacheMaxEntries(),
                forwardingClient, metrics);
    }

    /** The first attempt, then one alternate when an alternate SLF or SCP is configured. */
    static List<Route> slfRoutes(NrfDiscoveryProperties.Slf slf) {
        List<Route> routes = new ArrayList<>(2);
        String scp = slf.scpApiRoot().isEmpty() ? null : slf.scpApiRoot();
        routes.add(new Route(slf.apiRoot(), scp));
        if (!slf.alternateApiRoot().isEmpty() || !slf.alternateScpApiRoot().isEmpty()) {
            String altSlf = slf.alternateApiRoot().isEmpty() ? slf.apiRoot() : slf.alternateApiRoot();
            String altScp = slf.alternateScpApiRoot().isEmpty() ? scp : slf.alternateScpApiRoot();
            routes.add(new Route(altSlf, altScp));
        }
        return routes;
    }
}
