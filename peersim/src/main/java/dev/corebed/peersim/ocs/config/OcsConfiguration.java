package dev.corebed.peersim.ocs.config;

import dev.corebed.core.io.Timers;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.peersim.ocs.client.PcrfClient;
import dev.corebed.peersim.ocs.sbi.OcsAdminRoutes;
import dev.corebed.peersim.ocs.service.OcsMetrics;
import dev.corebed.peersim.ocs.service.OcsService;
import dev.corebed.peersim.ocs.service.OcsSessions;
import dev.corebed.peersim.ocs.service.OcsState;
import dev.corebed.peersim.ocs.service.SpendingNotifications;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.ContextRefreshedEvent;

/** Wiring of the OCS simulator: its sessions and counters in memory, Sy served, SNRs on demand and at a rate. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(OcsProperties.class)
public class OcsConfiguration {

    @Bean
    OcsSessions ocsSessions(OcsProperties p) {
        return new OcsSessions(p.counters());
    }

    @Bean
    OcsMetrics ocsMetrics(MeterRegistry registry, OcsSessions sessions) {
        return new OcsMetrics(registry, sessions);
    }

    @Bean
    OcsService ocsService(OcsSessions sessions) {
        return new OcsService(sessions);
    }

    /** One thread: the SNR rate's ticks; they wait on nothing. */
    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService ocsTimers() {
        return Timers.daemon("ocs-timers");
    }

    /** SNRs go through the simulator's own Diameter node, looked up at the first one (the node serves the handlers). */
    @Bean
    SpendingNotifications spendingNotifications(OcsSessions sessions, ObjectProvider<DiameterNode> node, OcsMetrics metrics,
                                                ScheduledExecutorService ocsTimers, OcsProperties p) {
        return new SpendingNotifications(sessions, new PcrfClient(node::getObject, p.snr().timeout()), metrics, ocsTimers,
                p.snr().statuses());
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    OcsState ocsState(OcsSessions sessions, SpendingNotifications notifications, OcsProperties p) {
        return new OcsState(sessions, notifications, p.snr().rate());
    }

    @Bean
    OcsAdminRoutes ocsAdminRoutes(OcsSessions sessions, SpendingNotifications notifications) {
        return new OcsAdminRoutes(sessions, notifications);
    }

    /** Once the context is up: the configured SNR rate. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> ocsRateStart(SpendingNotifications notifications, OcsProperties p) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                notifications.rate(p.snr().rate());
            }
        };
    }
}
