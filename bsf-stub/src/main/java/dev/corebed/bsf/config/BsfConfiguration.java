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
import dev.corebed.bsf.store.MirroredPcfBindingBulkStore;
import dev.corebed.bsf.store.MirroredPcfBindingStore;
import dev.corebed.bsf.store.MirroredPcfForUeBindingStore;
import dev.corebed.bsf.store.PcfBindingBulkStore;
import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.bsf.store.PcfForUeBindingStore;
import dev.corebed.core.io.Timers;
import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.DbProperties;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
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
    /** How long the change log keeps a change: far beyond a poll period and its margin. */
    static final Duration CHANGE_LOG_RETENTION = Duration.ofMinutes(1);

    @Bean
    BsfMetrics bsfMetrics(MeterRegistry registry) {
        return new BsfMetrics(registry);
    }

    /** The change log the instances on one data tier learn each other's writes from (stub.bsf.view). */
    @Bean
    ChangeLog bsfChangeLog(DbExecutor db, DbProperties dbProperties) {
        return new ChangeLog(db, dbProperties.changeLogMargin(), CHANGE_LOG_RETENTION);
    }

    /** With stub.bsf.view.enabled, the bindings are loaded into memory here, before the stub serves. */
    @Bean
    PcfBindingStore pcfBindingStore(DbExecutor db, ChangeLog bsfChangeLog, DbProperties dbProperties, BsfProperties properties)
            throws Exception {
        if (!properties.view().enabled()) {
            return new JdbcPcfBindingStore(db);
        }
        MirroredPcfBindingStore store = new MirroredPcfBindingStore(db, bsfChangeLog, properties.view().pollInterval(),
                dbProperties.groupMaxSize(), dbProperties.groupsAtOnce(), dbProperties.executorQueue());
        store.start();
        return store;
    }

    @Bean
    PcfBindingBulkStore pcfBindingBulkStore(DbExecutor db, ChangeLog bsfChangeLog, PcfBindingStore store) {
        return store instanceof MirroredPcfBindingStore mirrored ? new MirroredPcfBindingBulkStore(db, mirrored)
                : new JdbcPcfBindingBulkStore(db);
    }

    /** With stub.bsf.view.enabled, the PCF for a UE bindings are loaded into memory here, before the stub serves. */
    @Bean
    PcfForUeBindingStore pcfForUeBindingStore(DbExecutor db, ChangeLog bsfChangeLog, BsfProperties properties) throws Exception {
        if (!properties.view().enabled()) {
            return new JdbcPcfForUeBindingStore(db);
        }
        MirroredPcfForUeBindingStore store = new MirroredPcfForUeBindingStore(db, bsfChangeLog, properties.view().pollInterval());
        store.start();
        return store;
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
        return Timers.daemon("bsf-timers");
    }

    /** Starts the timers once the context is up; the timers' shutdown ends them. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> bsfSweeps(ScheduledExecutorService bsfTimers, BindingAudit audit,
                                                         BsfSubscriptionService subscriptions, BsfProperties properties) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                Timers.every(bsfTimers, properties.subscriptions().refreshInterval(), "subscription refresh", log, subscriptions::refresh);
                if (properties.audit().enabled()) {
                    Timers.every(bsfTimers, properties.audit().interval(), "stale-binding audit", log, () -> audit.run().thenApply(r -> {
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
}
