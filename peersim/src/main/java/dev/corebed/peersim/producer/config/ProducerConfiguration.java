package dev.corebed.peersim.producer.config;

import dev.corebed.core.io.Timers;
import dev.corebed.core.reset.ResettableState;
import dev.corebed.peersim.producer.client.NrfRegistrar;
import dev.corebed.peersim.producer.sbi.ProducerAdminRoutes;
import dev.corebed.peersim.producer.sbi.ProducerForwarder;
import dev.corebed.peersim.producer.service.Behaviour;
import dev.corebed.peersim.producer.service.LoadReports;
import dev.corebed.peersim.producer.service.Population;
import dev.corebed.peersim.producer.service.ProducerService;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import dev.corebed.sbi.nrf.NrfAgentProperties;
import java.net.InetAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.context.event.ContextRefreshedEvent;

/**
 * Wiring of the producer simulator: the population, how it answers (the forwarding path of its SBI port: no routes of
 * its own there), its LCI/OCI reports on a timer, and its registration with the NRF once it listens.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ProducerProperties.class)
public class ProducerConfiguration {

    private static final Logger log = LoggerFactory.getLogger(ProducerConfiguration.class);

    @Bean
    Population population(ProducerProperties p, SbiProperties sbi) {
        boolean ip = p.addressing().equals("ip");
        if (ip && !wildcard(sbi.bindAddress())) {
            throw new IllegalArgumentException("peer.producer.addressing=ip needs the simulator on every address"
                    + " (sbi.bind-address=0.0.0.0), not " + sbi.bindAddress() + "; or use peer.producer.addressing=shared");
        }
        return new Population(new Population.Options(p.topology(), p.nfs(), p.setSize(), p.localities(), ip, p.host(),
                p.mcc(), p.mnc(), p.subscribers()));
    }

    private static boolean wildcard(String address) {
        try {
            return InetAddress.getByName(address).isAnyLocalAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    @Bean
    LoadReports loadReports(Population population, ProducerProperties p) {
        return new LoadReports(population.all(), p.lci().step(), p.oci().instances(), p.oci().interval().toSeconds(),
                p.oci().maxReduction());
    }

    @Bean
    ProducerService producerService(Population population, LoadReports reports, ProducerProperties p) {
        return new ProducerService(population, new Behaviour(p.delay(), p.bodySize(), p.failureShare(), p.failure()), reports);
    }

    @Bean
    ProducerForwarder producerForwarder(Population population, ProducerService producers, ProducerProperties p) {
        return new ProducerForwarder(population, producers::behaviour, p.timeoutReset().toNanos());
    }

    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService producerTimers() {
        return Timers.daemon("producer-sim-timers");
    }

    /** Set once the simulator listens and an NRF is configured. */
    @Bean
    AtomicReference<NrfRegistrar> producerRegistrar() {
        return new AtomicReference<>();
    }

    @Bean
    ProducerAdminRoutes producerAdminRoutes(ProducerService producers, ObjectProvider<SbiEndpoints> endpoints,
                                            AtomicReference<NrfRegistrar> producerRegistrar) {
        return new ProducerAdminRoutes(producers, endpoints::getObject, producerRegistrar::get);
    }

    /** A reset: the configured behaviour, counts cleared (the journal and rules go back as every stub's). */
    /**
     * A reset: the configured behaviour, counts cleared (the journal and rules go back as every stub's), and the
     * population registered with the NRF again (the test kit resets the NRF first, which forgets them).
     */
    @Bean
    ResettableState producerState(ProducerService producers, AtomicReference<NrfRegistrar> producerRegistrar) {
        return new ResettableState() {
            @Override
            public String name() {
                return "the producers' behaviour and counts, their registration";
            }

            @Override
            public CompletableFuture<Void> reset() {
                producers.reset();
                NrfRegistrar registrar = producerRegistrar.get();
                return registrar == null ? CompletableFuture.completedFuture(null) : registrar.reregister();
            }
        };
    }

    @Bean
    ApplicationListener<ContextRefreshedEvent> producerStart(ProducerService producers, ProducerProperties p,
                                                             ScheduledExecutorService producerTimers, SbiClient client,
                                                             NrfAgentProperties nrf, ObjectProvider<SbiEndpoints> endpoints,
                                                             AtomicReference<NrfRegistrar> producerRegistrar) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (!started.compareAndSet(false, true)) {
                return;
            }
            LoadReports reports = producers.reports();
            if (!p.lci().interval().isZero()) {
                reports.moveLoads();
                long ms = p.lci().interval().toMillis();
                producerTimers.scheduleAtFixedRate(reports::moveLoads, ms, ms, TimeUnit.MILLISECONDS);
            }
            if (p.oci().instances() > 0 && !p.oci().interval().isZero()) {
                reports.moveOverloads();
                long ms = p.oci().interval().toMillis();
                producerTimers.scheduleAtFixedRate(reports::moveOverloads, ms, ms, TimeUnit.MILLISECONDS);
            }
            SbiEndpoints ep = endpoints.getObject();
            log.info("producer simulator: {} NF instances on port {} ({} addressing), answering after {} ms",
                    producers.population().all().size(), ep.sbiPort(), p.addressing(), p.delay().toMillis());
            if (!nrf.apiRoot().isBlank() && !producers.population().all().isEmpty()) {
                NrfRegistrar registrar = new NrfRegistrar(client, nrf.apiRoot().strip(), producers.population(), ep::sbiPort,
                        producerTimers, 32);
                producerRegistrar.set(registrar);
                registrar.start();
            }
        };
    }

    /** Deregisters the instances when the simulator stops, while its client still runs. */
    @Bean
    ApplicationListener<ContextClosedEvent> producerStop(AtomicReference<NrfRegistrar> producerRegistrar) {
        return event -> {
            NrfRegistrar r = producerRegistrar.getAndSet(null);
            if (r != null) {
                r.close();
            }
        };
    }
}
