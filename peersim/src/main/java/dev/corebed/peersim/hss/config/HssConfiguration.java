package dev.corebed.peersim.hss.config;

import dev.corebed.core.io.Timers;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.sh.Sh;
import dev.corebed.peersim.hss.client.AsClient;
import dev.corebed.peersim.hss.sbi.HssAdminRoutes;
import dev.corebed.peersim.hss.service.HssMetrics;
import dev.corebed.peersim.hss.service.HssService;
import dev.corebed.peersim.hss.service.HssState;
import dev.corebed.peersim.hss.service.HssSubscriptions;
import dev.corebed.peersim.hss.service.Notifier;
import dev.corebed.peersim.hss.service.Population;
import dev.corebed.peersim.hss.service.PushNotifications;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.ContextRefreshedEvent;

/** Wiring of the HSS simulator: its population and subscriptions in memory, Sh served, PNRs on demand and at a rate. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(HssProperties.class)
public class HssConfiguration {

    @Bean
    Population population(HssProperties p) {
        return new Population(new Population.Options(p.subscribers(), p.msisdnFirst(), p.domain(), p.serviceIndications(),
                p.serviceDataSize(), p.stnSrPrefix()));
    }

    @Bean
    HssSubscriptions hssSubscriptions() {
        return new HssSubscriptions();
    }

    @Bean
    HssMetrics hssMetrics(MeterRegistry registry, HssSubscriptions subscriptions, Population population) {
        return new HssMetrics(registry, subscriptions, population);
    }

    /** One thread: the PNR rate's ticks and the expiry of subscriptions; neither waits on anything. */
    @Bean(destroyMethod = "shutdownNow")
    ScheduledExecutorService hssTimers() {
        return Timers.daemon("hss-timers");
    }

    /** PNRs go through the simulator's own Diameter node, looked up at the first one (the node serves the handlers). */
    @Bean
    Notifier asClient(ObjectProvider<DiameterNode> node, HssProperties p) {
        return new AsClient(node::getObject, p.pnr().timeout());
    }

    @Bean
    PushNotifications pushNotifications(Population population, HssSubscriptions subscriptions, Notifier notifier,
                                        HssMetrics metrics, ScheduledExecutorService hssTimers) {
        return new PushNotifications(population, subscriptions, notifier, metrics, hssTimers, Clock.systemUTC());
    }

    @Bean
    HssService hssService(Population population, HssSubscriptions subscriptions, PushNotifications notifications, HssProperties p) {
        return new HssService(population, subscriptions, notifications, p.maxRepositoryDataSize(), p.subscriptionExpiry(),
                p.notifyOnUpdate(), Clock.systemUTC());
    }

    /** The configured PNR rate, checked at start. */
    @Bean
    HssState.ConfiguredRate hssConfiguredRate(HssProperties p) {
        Integer ref = Sh.DATA_REFERENCES.get(p.pnr().dataReference());
        if (ref == null) {
            throw new IllegalArgumentException("peer.hss.pnr.data-reference: RepositoryData, MSISDN, UEReachabilityForIP"
                    + " or STN-SR, got " + p.pnr().dataReference());
        }
        return new HssState.ConfiguredRate(p.pnr().rate(), ref);
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    HssState hssState(Population population, HssSubscriptions subscriptions, PushNotifications notifications,
                      HssState.ConfiguredRate rate) {
        return new HssState(population, subscriptions, notifications, rate);
    }

    @Bean
    HssAdminRoutes hssAdminRoutes(Population population, HssSubscriptions subscriptions, PushNotifications notifications,
                                  HssState state) {
        return new HssAdminRoutes(population, subscriptions, notifications, state, Clock.systemUTC());
    }

    /** Once the context is up: the configured PNR rate, and expired subscriptions dropped every 10 s. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> hssTimersStart(ScheduledExecutorService hssTimers, PushNotifications notifications,
                                                              HssSubscriptions subscriptions, HssState.ConfiguredRate rate) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                notifications.rate(rate.perSecond(), rate.dataReference());
                Clock clock = Clock.systemUTC();
                hssTimers.scheduleWithFixedDelay(() -> subscriptions.expire(clock.instant()), 10, 10, TimeUnit.SECONDS);
            }
        };
    }
}
