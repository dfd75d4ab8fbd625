package dev.corebed.bsf.config;

import dev.corebed.bsf.service.BindingAudit;
import dev.corebed.bsf.service.BindingNotifications;
import dev.corebed.bsf.service.BsfMetrics;
import dev.corebed.bsf.service.BsfState;
import dev.corebed.bsf.service.BsfSubscriptionService;
import dev.corebed.bsf.service.PcfBindingBulkLoad;
import dev.corebed.bsf.service.PcfBindingService;
import dev.corebed.bsf.service.PcfForUeBindingService;
import dev.corebed.bsf.store.BsfSubscriptionStore;
import dev.corebed.bsf.store.JdbcBsfSubscriptionStore;
import dev.corebed.bsf.store.JdbcPcfBindingBulkStore;
import dev.corebed.bsf.store.JdbcPcfBindingStore;
import dev.corebed.bsf.store.JdbcPcfForUeBindingStore;
import dev.corebed.bsf.store.PcfBindingBulkStore;
import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.bsf.store.PcfForUeBindingStore;
import dev.corebed.dbtier.DbExecutor;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;
import org.springframework.context.event.ContextRefreshedEvent;

/**
 * Wiring of the BSF stub: the stores on the data tier, the services (each given the options record of its
 * settings, built here from {@code stub.bsf.*}), the notifications, and its timers.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(BsfProperties.class)
public class BsfConfiguration {

    private static final Logger log = LoggerFactory.getLogger(BsfConfiguration.class);

    @Bean
    BsfMetrics bsfMetrics(MeterRegistry registry) {
        return new BsfMetrics(registry);
    }

    @Bean
    PcfBindingStore pcfBindingStore(DbExecutor db) {
        return new JdbcPcfBindingStore(db);
    }

    @Bean
    PcfBindingBulkStore pcfBindingBulkStore(DbExecutor db) {
        return new JdbcPcfBindingBulkStore(db);
    }

    @Bean
    PcfForUeBindingStore pcfForUeBindingStore(DbExecutor db) {
        return new JdbcPcfForUeBindingStore(db);
    }

    @Bean
    BsfSubscriptionStore bsfSubscriptionStore(DbExecutor db) {
        return new JdbcBsfSubscriptionStore(db);
    }

    /** BsfNotification POSTs, retried on the BSF's timer. */
    @Bean
    CallbackDelivery bsfCallbacks(SbiClient client, ScheduledExecutorService bsfTimers, MeterRegistry registry,
                                  BsfProperties properties) {
        return new CallbackDelivery(client, bsfTimers, registry, "bsf", properties.notifications().options());
    }

    @Bean
    BsfSubscriptionService bsfSubscriptionService(BsfSubscriptionStore store, BsfProperties properties) {
        return new BsfSubscriptionService(store, new BsfSubscriptionService.Options(properties.subscriptions().limit(),
                properties.supportedFeatures()), Clock.systemUTC());
    }

    @Bean
    BindingNotifications bindingNotifications(BsfSubscriptionService subscriptions, CallbackDelivery bsfCallbacks) {
        return new BindingNotifications(subscriptions, bsfCallbacks);
    }

    @Bean
    PcfBindingService pcfBindingService(PcfBindingStore store, PcfBindingBulkStore population, BindingNotifications events,
                                        BsfMetrics metrics, BsfProperties properties) {
        return new PcfBindingService(store, population, events, metrics, new PcfBindingService.Options(
                properties.sameUeAddress() == BsfProperties.SameUeAddress.REPLACE,
                properties.multipleBindings() == BsfProperties.MultipleBindings.REJECT,
                properties.supportedFeatures()), Clock.systemUTC());
    }

    @Bean
    PcfForUeBindingService pcfForUeBindingService(PcfForUeBindingStore store, BindingNotifications events,
                                                  BsfMetrics metrics, BsfProperties properties) {
        return new PcfForUeBindingService(store, events, metrics, properties.supportedFeatures(), Clock.systemUTC());
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    BsfState bsfState(BsfSubscriptionService subscriptions, PcfBindingService bindings, PcfForUeBindingService ueBindings,
                      CallbackDelivery bsfCallbacks) {
        return new BsfState(subscriptions, bindings, ueBindings, bsfCallbacks);
    }

    @Bean
    PcfBindingBulkLoad pcfBindingBulkLoad(PcfBindingBulkStore store, BsfMetrics metrics) {
        return new PcfBindingBulkLoad(store, metrics, Clock.systemUTC());
    }

    @Bean
    BindingAudit bindingAudit(PcfBindingBulkStore store, PcfForUeBindingStore ueStore, BsfMetrics metrics,
                              BsfProperties properties) {
        BsfProperties.Audit audit = properties.audit();
        return new BindingAudit(store, ueStore, metrics, new BindingAudit.Options(audit.maxAge(), audit.batchSize(),
                audit.maxPerRun()), Clock.systemUTC());
    }

    /** One thread for the audit and the subscription refresh: each task only hands work to the data tier. */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn({"dbExecutor", "sbiClient"})
    ScheduledExecutorService bsfTimers() {
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName("bsf-timers");
            t.setDaemon(true);
            return t;
        });
        timers.setRemoveOnCancelPolicy(true);
        return timers;
    }

    /** Starts the timers once the context is up; the timers' shutdown ends them. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> bsfSweeps(ScheduledExecutorService bsfTimers, BindingAudit audit,
                                                         BsfSubscriptionService subscriptions, BsfProperties properties) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                every(bsfTimers, properties.subscriptions().refreshInterval(), "subscription refresh", subscriptions::refresh);
                if (properties.audit().enabled()) {
                    every(bsfTimers, properties.audit().interval(), "stale-binding audit", () -> audit.run().thenApply(r -> {
                        if (r.pduSessionBindings() + r.ueBindings() > 0) {
                            log.info("stale-binding audit removed {} PCF for a PDU session and {} PCF for a UE bindings"
                                    + " older than {}", r.pduSessionBindings(), r.ueBindings(), properties.audit().maxAge());
                        }
                        return r;
                    }));
                }
            }
        };
    }

    /** Runs a task at a fixed delay, skipping a turn while the previous one is still on the data tier. */
    private static void every(ScheduledExecutorService timers, Duration interval, String name,
                              Supplier<? extends CompletableFuture<?>> task) {
        AtomicBoolean running = new AtomicBoolean();
        timers.scheduleWithFixedDelay(() -> {
            if (!running.compareAndSet(false, true)) {
                return;
            }
            try {
                task.get().whenComplete((r, failure) -> {
                    running.set(false);
                    if (failure != null) {
                        log.warn("{} failed: {}", name, failure.toString());
                    }
                });
            } catch (RuntimeException e) {
                running.set(false);
                log.warn("{} failed: {}", name, e.toString());
            }
        }, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }
}
