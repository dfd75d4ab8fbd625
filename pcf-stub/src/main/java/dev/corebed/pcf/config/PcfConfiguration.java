package dev.corebed.pcf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.pcf.client.AfRxClient;
import dev.corebed.pcf.client.DiameterPeers;
import dev.corebed.pcf.client.OcsSyClient;
import dev.corebed.pcf.client.PcefGxClient;
import dev.corebed.pcf.service.Af;
import dev.corebed.pcf.service.GxSessionService;
import dev.corebed.pcf.service.Ocs;
import dev.corebed.pcf.service.Pcef;
import dev.corebed.pcf.service.RxSessionService;
import dev.corebed.pcf.client.NamfCommunicationClient;
import dev.corebed.pcf.client.NbsfManagementClient;
import dev.corebed.pcf.client.NchfSpendingLimitClient;
import dev.corebed.pcf.client.NfDiscovery;
import dev.corebed.pcf.client.NudrPolicyDataClient;
import dev.corebed.pcf.client.Peer;
import dev.corebed.pcf.client.PeerDirectory;
import dev.corebed.pcf.client.PeerRequests;
import dev.corebed.pcf.service.PcfMetrics;
import dev.corebed.pcf.service.PcfSelf;
import dev.corebed.pcf.service.PcfState;
import dev.corebed.pcf.service.PeerNotifications;
import dev.corebed.pcf.service.PeerSteps;
import dev.corebed.pcf.service.PolicyAssociationService;
import dev.corebed.pcf.service.PolicyAuthorizationService;
import dev.corebed.pcf.service.PolicyNotifications;
import dev.corebed.pcf.service.SmPolicyBulkLoad;
import dev.corebed.pcf.service.SmPolicyDecisions;
import dev.corebed.pcf.service.SmPolicyService;
import dev.corebed.pcf.store.JdbcPolicyAssociationStore;
import dev.corebed.pcf.store.JdbcSmPolicyStore;
import dev.corebed.pcf.store.PolicyAssociationStore;
import dev.corebed.pcf.store.SmPolicyStore;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import dev.corebed.sbi.nrf.NrfAgent;
import dev.corebed.sbi.nrf.NrfAgentProperties;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;

/**
 * Wiring of the PCF stub: the store on the data tier, the peers (where they are, how they are called, what their
 * failure does), the decisions, the services and the callbacks. Option records are built in {@link PcfOptions}.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PcfProperties.class)
public class PcfConfiguration {

    @Bean
    PcfMetrics pcfMetrics(MeterRegistry registry) {
        return new PcfMetrics(registry);
    }

    @Bean
    SmPolicyStore smPolicyStore(DbExecutor db) {
        return new JdbcSmPolicyStore(db);
    }

    /** The PCF's apiRoot and NF instance id, resolved when first needed (the SBI port is bound by then). */
    @Bean
    PcfSelf pcfSelf(PcfProperties properties, SbiProperties sbi, ObjectProvider<SbiEndpoints> endpoints,
                    ObjectProvider<NrfAgent> agent, ObjectProvider<DiameterNode> diameter) {
        return new AdvertisedPcf(properties.apiRoot(), sbi.bindAddress(), endpoints, agent, diameter);
    }

    /** The callbacks to the SMF, the AMF and the AF, retried on the PCF's timer. */
    @Bean
    CallbackDelivery pcfCallbacks(SbiClient client, ScheduledExecutorService pcfTimers, MeterRegistry registry,
                                  PcfProperties properties) {
        return new CallbackDelivery(client, pcfTimers, registry, "pcf", properties.notifications().options());
    }

    @Bean
    PolicyNotifications policyNotifications(CallbackDelivery pcfCallbacks) {
        return new PolicyNotifications(pcfCallbacks);
    }

    @Bean
    PeerRequests peerRequests(SbiClient client, PcfMetrics metrics, PcfProperties properties) {
        PcfProperties.Peers p = properties.peers();
        Map<Peer, java.time.Duration> timeouts = new EnumMap<>(Peer.class);
        timeouts.put(Peer.UDR, p.udr().timeout());
        timeouts.put(Peer.CHF, p.chf().timeout());
        timeouts.put(Peer.BSF, p.bsf().timeout());
        timeouts.put(Peer.AMF, p.amf().timeout());
        return new PeerRequests(client, metrics, timeouts, p.scp());
    }

    /** Discovery asks stub.pcf.peers.nrf.api-root, else the NRF this stub registers with. */
    @Bean
    NfDiscovery nfDiscovery(SbiClient client, PcfMetrics metrics, PcfProperties properties, NrfAgentProperties nrf) {
        PcfProperties.Nrf n = properties.peers().nrf();
        String nrfApiRoot = !n.apiRoot().isBlank() ? n.apiRoot().trim() : nrf.apiRoot().trim();
        return new NfDiscovery(client, metrics, nrfApiRoot, n.timeout(), System::nanoTime);
    }

    @Bean
    PeerDirectory peerDirectory(PcfProperties properties, NfDiscovery discovery, PeerRequests requests) {
        return new PeerDirectory(PcfOptions.configuredPeers(properties.peers()), discovery, requests);
    }

    @Bean
    PeerSteps peerSteps(PeerDirectory directory, PcfProperties properties, PcfMetrics metrics) {
        return new PeerSteps(directory, PcfOptions.peers(properties.peers()), metrics);
    }

    @Bean
    NudrPolicyDataClient nudrPolicyDataClient(PeerRequests requests) {
        return new NudrPolicyDataClient(requests);
    }

    @Bean
    NchfSpendingLimitClient nchfSpendingLimitClient(PeerRequests requests) {
        return new NchfSpendingLimitClient(requests);
    }

    @Bean
    NbsfManagementClient nbsfManagementClient(PeerRequests requests) {
        return new NbsfManagementClient(requests);
    }

    @Bean
    SmPolicyService smPolicyService(SmPolicyStore store, PcfProperties properties, PeerSteps steps, NudrPolicyDataClient udr,
                                    NchfSpendingLimitClient chf, NbsfManagementClient bsf, PolicyNotifications notifications,
                                    PcfMetrics metrics, PcfSelf self, Ocs ocs, Af af) {
        var sm = PcfOptions.sm(properties);
        var policies = PcfOptions.policies(properties);
        return new SmPolicyService(store, new SmPolicyDecisions(policies, sm), sm, policies, steps, udr, chf, bsf,
                notifications, metrics, self, Clock.systemUTC(), PcfOptions.gx(properties), ocs, af);
    }

    /** The PCRF's Diameter peers, through the stub's node (looked up at the first request: the node serves the handlers). */
    @Bean
    DiameterPeers diameterPeers(ObjectProvider<DiameterNode> node, PcfMetrics metrics) {
        return new DiameterPeers(node::getObject, metrics);
    }

    @Bean
    Ocs ocs(DiameterPeers peers, PcfProperties properties) {
        PcfProperties.Ocs o = properties.peers().ocs();
        return new OcsSyClient(peers, new OcsSyClient.Options(o.destinationRealm().trim(), o.destinationHost().trim(), o.timeout()));
    }

    @Bean
    Pcef pcef(DiameterPeers peers, PcfProperties properties) {
        return new PcefGxClient(peers, properties.diameterTimeout());
    }

    @Bean
    Af af(DiameterPeers peers, PcfProperties properties) {
        return new AfRxClient(peers, properties.diameterTimeout());
    }

    @Bean
    RxSessionService rxSessionService(PolicyAuthorizationService authorization, SmPolicyStore store, Af af, PcfMetrics metrics) {
        return new RxSessionService(authorization, store, af, metrics, Clock.systemUTC());
    }

    @Bean
    GxSessionService gxSessionService(SmPolicyService sm, PcfProperties properties, Ocs ocs, Pcef pcef, RxSessionService rx) {
        return new GxSessionService(sm, PcfOptions.gx(properties), ocs, pcef, rx);
    }

    @Bean
    SmPolicyBulkLoad smPolicyBulkLoad(SmPolicyStore store, PcfProperties properties, PcfMetrics metrics) {
        var sm = PcfOptions.sm(properties);
        return new SmPolicyBulkLoad(store, new SmPolicyDecisions(PcfOptions.policies(properties), sm), sm, metrics,
                Clock.systemUTC(), properties.bulk().maxCount());
    }

    @Bean
    PolicyAuthorizationService policyAuthorizationService(SmPolicyStore store, SmPolicyService sm, PcfProperties properties,
                                                          PcfMetrics metrics) {
        PcfProperties.Authorization a = properties.authorization();
        return new PolicyAuthorizationService(store, sm, new PolicyAuthorizationService.Options(a.fiveQi(), a.default5qi(),
                a.precedence(), PcfOptions.hex(a.supportedFeatures(), "stub.pcf.authorization.supported-features")),
                metrics, Clock.systemUTC());
    }

    @Bean
    PolicyAssociationStore policyAssociationStore(DbExecutor db) {
        return new JdbcPolicyAssociationStore(db);
    }

    @Bean
    NamfCommunicationClient namfCommunicationClient(PeerRequests requests) {
        return new NamfCommunicationClient(requests);
    }

    @Bean
    PolicyAssociationService amPolicyService(PolicyAssociationStore store, PcfProperties properties, PeerSteps steps,
                                             PeerDirectory directory, NudrPolicyDataClient udr, NchfSpendingLimitClient chf,
                                             NamfCommunicationClient amf, PolicyNotifications notifications, PcfMetrics metrics,
                                             PcfSelf self) {
        return new PolicyAssociationService(store, PcfOptions.am(properties), PcfOptions.policies(properties), steps, directory,
                udr, chf, amf, notifications, metrics, self, Clock.systemUTC());
    }

    @Bean
    PolicyAssociationService uePolicyService(PolicyAssociationStore store, PcfProperties properties, PeerSteps steps,
                                             PeerDirectory directory, NudrPolicyDataClient udr, NchfSpendingLimitClient chf,
                                             NamfCommunicationClient amf, PolicyNotifications notifications, PcfMetrics metrics,
                                             PcfSelf self) {
        return new PolicyAssociationService(store, PcfOptions.ue(properties), PcfOptions.policies(properties), steps, directory,
                udr, chf, amf, notifications, metrics, self, Clock.systemUTC());
    }

    @Bean
    PcfState pcfState(SmPolicyService sm, PolicyAssociationStore store, CallbackDelivery pcfCallbacks, NfDiscovery discovery) {
        return new PcfState(sm, store, pcfCallbacks, discovery);
    }

    @Bean
    PeerNotifications peerNotifications(SmPolicyService sm, PcfMetrics metrics) {
        return new PeerNotifications(sm, metrics);
    }

    /** One thread for the callbacks' retries: each task only hands a request to the SbiClient. */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn({"dbExecutor", "sbiClient"})
    ScheduledExecutorService pcfTimers() {
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName("pcf-timers");
            t.setDaemon(true);
            return t;
        });
        timers.setRemoveOnCancelPolicy(true);
        return timers;
    }
}
