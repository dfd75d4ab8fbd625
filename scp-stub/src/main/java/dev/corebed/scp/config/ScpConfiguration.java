package dev.corebed.scp.config;

import dev.corebed.core.io.Timers;
import dev.corebed.dbtier.DbExecutor;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import dev.corebed.sbi.config.SbiClientProperties;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import dev.corebed.sbi.nrf.AdvertisedAddress;
import dev.corebed.sbi.nrf.NrfAgent;
import dev.corebed.sbi.nrf.NrfAgentProperties;
import dev.corebed.scp.client.NrfClient;
import dev.corebed.scp.client.ProducerClient;
import dev.corebed.scp.sbi.NfStatusNotifyRoutes;
import dev.corebed.scp.sbi.ScpAdminRoutes;
import dev.corebed.scp.sbi.ScpForwardingHandler;
import dev.corebed.scp.service.ApiRoot;
import dev.corebed.scp.service.DiscoveryService;
import dev.corebed.scp.service.EndpointHealth;
import dev.corebed.scp.service.ForwardingService;
import dev.corebed.scp.service.LoadControl;
import dev.corebed.scp.service.LocalDiscovery;
import dev.corebed.scp.service.NrfSync;
import dev.corebed.scp.service.RateLimiter;
import dev.corebed.scp.service.ScpMetrics;
import dev.corebed.scp.service.ScpOverload;
import dev.corebed.scp.service.ScpState;
import dev.corebed.scp.service.ScpStatus;
import dev.corebed.scp.service.Selection;
import dev.corebed.scp.store.DiscoveryCache;
import dev.corebed.scp.store.JdbcRateLimitStore;
import dev.corebed.scp.store.ProducerView;
import dev.corebed.scp.store.RateLimitStore;
import dev.corebed.scp.store.RateLimitView;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;
import org.springframework.context.event.ContextRefreshedEvent;

/**
 * Wiring of the SCP stub: the view of the producers and what keeps it current from the NRF, selection with its
 * outlier, load and rate-limit state, the forwarding service, the data path on sbi-core's forwarding path with a
 * producer client of its own, and the timers. Each service gets the options of its settings, built here from
 * {@code stub.scp.*}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ScpProperties.class)
public class ScpConfiguration {

    private static final Logger log = LoggerFactory.getLogger(ScpConfiguration.class);

    @Bean
    ScpMetrics scpMetrics(MeterRegistry registry) {
        return new ScpMetrics(registry);
    }

    @Bean
    ProducerView producerView() {
        return new ProducerView();
    }

    @Bean
    LoadControl loadControl(ScpProperties p, ScpMetrics metrics) {
        return new LoadControl(p.lci().minChange(), System::currentTimeMillis, metrics);
    }

    @Bean
    EndpointHealth endpointHealth(ScpProperties p, ScpMetrics metrics) {
        ScpProperties.Outlier o = p.outlier();
        return new EndpointHealth(o.consecutiveFailures(), o.baseEjection(), o.maxEjection(), o.maxInFlight(), System::nanoTime, metrics);
    }

    @Bean
    Selection selection(LoadControl load, EndpointHealth health, ScpMetrics metrics) {
        return new Selection(load, health, metrics);
    }

    @Bean
    RateLimitStore rateLimitStore(DbExecutor db) {
        return new JdbcRateLimitStore(db);
    }

    /** Rules change rarely: polled every second (one primary-key read), reloaded when their version moved. */
    @Bean(initMethod = "start", destroyMethod = "close")
    RateLimitView rateLimitView(RateLimitStore store) {
        return new RateLimitView(store, Duration.ofSeconds(1));
    }

    @Bean
    RateLimiter rateLimiter(RateLimitStore store, RateLimitView view, ScpProperties p, ScpMetrics metrics) {
        return new RateLimiter(store, view, p.rateLimit().window(), System::nanoTime, System::currentTimeMillis, metrics);
    }

    @Bean
    ScpOverload scpOverload(ScpProperties p, ScpMetrics metrics) {
        ScpProperties.Overload o = p.overload();
        return new ScpOverload(o.maxInFlight(), o.onset(), o.defaultPriority(), o.ociValidity().toSeconds(), p.fqdn(),
                System::currentTimeMillis, metrics);
    }

    @Bean
    NrfClient scpNrfClient(SbiClient client, NrfAgentProperties nrf, ScpProperties p) {
        return new NrfClient(client, nrf.apiRoot().strip(), p.discovery().timeout(), Duration.ofSeconds(5));
    }

    @Bean
    DiscoveryService discoveryService(NrfClient nrf, ProducerView view, ScpProperties p, ScpMetrics metrics) {
        return new DiscoveryService(nrf, new LocalDiscovery(view), new DiscoveryCache(p.discovery().maxEntries(), System::nanoTime),
                p.discovery(), System::nanoTime, metrics);
    }

    @Bean
    ForwardingService forwardingService(ProducerView view, DiscoveryService discovery, Selection selection, EndpointHealth health,
                                        LoadControl load, RateLimiter rateLimiter, ScpOverload overload, ScpMetrics metrics,
                                        ScpProperties p) {
        boolean[] reselectOn = new boolean[600];
        p.reselection().onStatus().forEach(s -> {
            if (s >= 100 && s < 600) {
                reselectOn[s] = true;
            }
        });
        Map<String, ApiRoot> peers = new LinkedHashMap<>();
        p.peers().forEach((region, apiRoot) -> {
            try {
                peers.put(region, ApiRoot.parse(apiRoot));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("stub.scp.peers." + region + " is not an apiRoot: " + e.getMessage(), e);
            }
        });
        var options = new ForwardingService.Options(p.responseTimeout().toNanos(), p.reselection().maxAlternates(),
                p.reselection().scope(), reselectOn, p.fqdn(), p.region(), p.localities(), Map.copyOf(peers));
        return new ForwardingService(view, discovery, selection, health, load, rateLimiter, overload, metrics, options, System::nanoTime);
    }

    /** Its own client: the pools towards producers are the egress settings', not the stub's callback client's. */
    @Bean(destroyMethod = "close")
    ProducerClient producerClient(ScpProperties p, SbiClientProperties client) {
        SbiClientConfig base = client.config();
        return new ProducerClient(new SbiClientConfig(p.egress().connectionsPerProducer(), p.egress().maxPendingPerProducer(),
                p.egress().connectTimeout(), p.responseTimeout(), base.maxResponseBodySize(), base.trustAll(), base.trustStore(),
                base.trustStorePassword()));
    }

    @Bean
    ScpForwardingHandler scpForwardingHandler(ForwardingService forwarding, ProducerClient producers) {
        return new ScpForwardingHandler(forwarding, producers);
    }

    /** One thread for the subscriptions, audits and rate-limit syncs: each task only hands work on. */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn({"dbExecutor", "sbiClient"})
    ScheduledExecutorService scpTimers() {
        return Timers.daemon("scp-timers");
    }

    @Bean(destroyMethod = "close")
    NrfSync nrfSync(NrfClient nrf, ProducerView view, ScpMetrics metrics, ScpProperties p, SbiProperties sbi,
                    NrfAgentProperties agentProperties, ObjectProvider<SbiEndpoints> endpoints, ObjectProvider<NrfAgent> agent,
                    ScheduledExecutorService scpTimers) {
        ScpProperties.Nrf n = p.nrf();
        return new NrfSync(nrf, view, metrics, new NrfSync.Options(n.nfTypes(), n.subscribe(), n.auditInterval(), n.auditParallel(),
                n.validity(), n.retryInterval()),
                () -> callbackUri(n, sbi, agentProperties, endpoints.getObject()),
                () -> {
                    NrfAgent a = agent.getIfAvailable();
                    return a == null ? null : a.status().nfInstanceId();
                }, scpTimers, Clock.systemUTC());
    }

    private static String callbackUri(ScpProperties.Nrf n, SbiProperties sbi, NrfAgentProperties nrf, SbiEndpoints ep) {
        String root = n.callbackApiRoot().strip();
        if (root.isEmpty()) {
            InetAddress a = AdvertisedAddress.of(sbi.bindAddress(), nrf.apiRoot());
            String host = a instanceof Inet6Address ? "[" + a.getHostAddress() + "]" : a.getHostAddress();
            root = "http://" + host + ":" + ep.sbiPort();
        }
        return (root.endsWith("/") ? root.substring(0, root.length() - 1) : root) + NfStatusNotifyRoutes.PATH;
    }

    @Bean
    NfStatusNotifyRoutes nfStatusNotifyRoutes(NrfSync nrf) {
        return new NfStatusNotifyRoutes(nrf);
    }

    @Bean
    ScpStatus scpStatus(ProducerView view, EndpointHealth health, LoadControl load, ScpMetrics metrics, NrfSync nrf,
                        DiscoveryService discovery, ScpOverload overload) {
        metrics.gauges(view::size, overload::inFlight, discovery::cached);
        return new ScpStatus(view, health, load, metrics, nrf, discovery, overload);
    }

    @Bean
    ScpAdminRoutes scpAdminRoutes(ScpStatus status, RateLimiter rateLimiter) {
        return new ScpAdminRoutes(status, rateLimiter);
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    ScpState scpState(RateLimiter rateLimiter, DiscoveryService discovery, EndpointHealth health, LoadControl load, NrfSync nrf) {
        return new ScpState(rateLimiter, discovery, health, load, nrf);
    }

    /** Once the SBI server listens: the NRF subscriptions and audit, and the global rate-limit syncs. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> scpStart(NrfSync nrf, RateLimiter rateLimiter, ScheduledExecutorService scpTimers,
                                                        ScpProperties p) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                nrf.start();
                Timers.every(scpTimers, p.rateLimit().syncInterval(), "global rate-limit sync", log,
                        () -> rateLimiter.sync(p.rateLimit().keepWindows()));
            }
        };
    }
}
