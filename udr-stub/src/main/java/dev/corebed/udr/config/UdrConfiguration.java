package dev.corebed.udr.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.dbtier.DbProperties;
import dev.corebed.dbtier.view.ChangeLog;
import dev.corebed.udr.store.PolicyDataView;
import java.time.Duration;
import org.springframework.beans.factory.ObjectProvider;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.service.GroupIdProvisioningService;
import dev.corebed.udr.service.PolicyDataChanges;
import dev.corebed.udr.service.PolicyDataNotifications;
import dev.corebed.udr.service.PolicyDataProvisioningService;
import dev.corebed.udr.service.PolicyDataService;
import dev.corebed.udr.service.PolicyDataSubscriptionService;
import dev.corebed.udr.service.UdrMetrics;
import dev.corebed.udr.service.UdrState;
import dev.corebed.udr.service.UsageMonitoringService;
import dev.corebed.udr.store.GroupIdRangeView;
import dev.corebed.udr.store.GroupIdStore;
import dev.corebed.udr.store.JdbcGroupIdStore;
import dev.corebed.udr.store.JdbcPolicyDataProvisioningStore;
import dev.corebed.udr.store.JdbcPolicyDataStore;
import dev.corebed.udr.store.JdbcPolicyDataSubscriptionStore;
import dev.corebed.udr.store.PolicyDataProvisioningStore;
import dev.corebed.udr.store.PolicyDataStore;
import dev.corebed.udr.store.PolicyDataSubscriptionStore;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
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
 * Wiring of the UDR stub: the group-id map (entries on the data tier, ranges in an in-memory view), the
 * policy data and its subscriptions, and the notifications' timers.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(UdrProperties.class)
public class UdrConfiguration {

    private static final Logger log = LoggerFactory.getLogger(UdrConfiguration.class);

    @Bean
    GroupIdStore groupIdStore(DbExecutor db) {
        return new JdbcGroupIdStore(db);
    }

    @Bean(initMethod = "start", destroyMethod = "close")
    GroupIdRangeView groupIdRangeView(GroupIdStore store, UdrProperties p) {
        return new GroupIdRangeView(store, p.groupIdRanges().refreshPeriod());
    }

    @Bean
    UdrMetrics udrMetrics(MeterRegistry registry, GroupIdRangeView view) {
        return new UdrMetrics(registry, view::size);
    }

    @Bean
    GroupIdMapService groupIdMapService(GroupIdStore store, GroupIdRangeView view) {
        return new GroupIdMapService(store, view);
    }

    @Bean
    GroupIdProvisioningService groupIdProvisioningService(GroupIdStore store, GroupIdRangeView view) {
        return new GroupIdProvisioningService(store, view);
    }

    /** The change log the UDR instances on one data tier learn each other's policy data writes from. */
    @Bean
    ChangeLog udrChangeLog(DbExecutor db, DbProperties dbProperties) {
        return new ChangeLog(db, dbProperties.changeLogMargin(), Duration.ofMinutes(1));
    }

    /** With stub.udr.view.enabled, the UEs' documents are loaded into memory here, before the stub serves. */
    @Bean
    PolicyDataView policyDataView(DbExecutor db, ChangeLog udrChangeLog, UdrProperties properties) throws Exception {
        if (!properties.view().enabled()) {
            return null; // no bean: the stores read the data tier
        }
        PolicyDataView view = new PolicyDataView(db, udrChangeLog, properties.view().pollInterval());
        view.start();
        return view;
    }

    @Bean
    PolicyDataStore policyDataStore(DbExecutor db, ObjectProvider<PolicyDataView> policyDataView) {
        return new JdbcPolicyDataStore(db, System::currentTimeMillis, policyDataView.getIfAvailable());
    }

    @Bean
    PolicyDataProvisioningStore policyDataProvisioningStore(DbExecutor db, ObjectProvider<PolicyDataView> policyDataView) {
        return new JdbcPolicyDataProvisioningStore(db, System::currentTimeMillis, policyDataView.getIfAvailable());
    }

    @Bean
    PolicyDataSubscriptionStore policyDataSubscriptionStore(DbExecutor db) {
        return new JdbcPolicyDataSubscriptionStore(db, System::currentTimeMillis);
    }

    /**
     * One thread builds notifications, runs their retries and the expiry sweep: each task only parses a little
     * JSON or hands work to the data tier or the SbiClient. Depends on both so that it stops before they close.
     */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn({"dbExecutor", "sbiClient"})
    ScheduledExecutorService udrTimers() {
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName("udr-timers");
            t.setDaemon(true);
            return t;
        });
        timers.setRemoveOnCancelPolicy(true);
        return timers;
    }

    /** PolicyDataChangeNotification POSTs, retried on the UDR's timer. */
    @Bean
    CallbackDelivery udrCallbacks(SbiClient client, ScheduledExecutorService udrTimers, MeterRegistry registry, UdrProperties p) {
        return new CallbackDelivery(client, udrTimers, registry, "udr", p.notifications().options());
    }

    @Bean
    PolicyDataNotifications policyDataNotifications(CallbackDelivery udrCallbacks, ScheduledExecutorService udrTimers,
                                                    UdrMetrics metrics, UdrProperties p) {
        return new PolicyDataNotifications(udrCallbacks, metrics, udrTimers, p.notifications().maxInFlight());
    }

    @Bean
    PolicyDataChanges policyDataChanges(PolicyDataNotifications notifications) {
        return new PolicyDataChanges(notifications);
    }

    @Bean
    PolicyDataService policyDataService(PolicyDataStore store, PolicyDataChanges changes) {
        return new PolicyDataService(store, changes);
    }

    @Bean
    UsageMonitoringService usageMonitoringService(PolicyDataStore store, PolicyDataChanges changes) {
        return new UsageMonitoringService(store, changes);
    }

    @Bean
    PolicyDataProvisioningService policyDataProvisioningService(PolicyDataStore store, PolicyDataProvisioningStore provisioning,
                                                                PolicyDataSubscriptionStore subscriptions,
                                                                PolicyDataChanges changes, UdrProperties p) {
        return new PolicyDataProvisioningService(store, provisioning, subscriptions, changes,
                new PolicyDataProvisioningService.Options(p.bulk().connections(), p.bulk().maxCount()));
    }

    @Bean
    PolicyDataSubscriptionService policyDataSubscriptionService(PolicyDataSubscriptionStore store, UdrProperties p) {
        return new PolicyDataSubscriptionService(store, Clock.systemUTC(), p.supportedFeatures());
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    UdrState udrState(PolicyDataSubscriptionService subscriptions, PolicyDataNotifications notifications,
                      PolicyDataProvisioningService policyData, GroupIdProvisioningService groupIds) {
        return new UdrState(subscriptions, notifications, policyData, groupIds);
    }

    /** Starts the expiry sweep once the context is up; the timers' shutdown ends it. A turn is skipped while the last one runs. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> udrSubscriptionSweep(ScheduledExecutorService udrTimers,
                                                                    PolicyDataSubscriptionService subscriptions, UdrProperties p) {
        AtomicBoolean started = new AtomicBoolean();
        AtomicBoolean running = new AtomicBoolean();
        long every = p.subscriptions().expiryCheckInterval().toMillis();
        return event -> {
            if (!started.compareAndSet(false, true)) {
                return;
            }
            udrTimers.scheduleWithFixedDelay(() -> {
                if (!running.compareAndSet(false, true)) {
                    return;
                }
                subscriptions.removeExpired().whenComplete((n, failure) -> {
                    running.set(false);
                    if (failure != null) {
                        log.warn("policy data subscription expiry sweep failed: {}", failure.toString());
                    } else if (n > 0) {
                        log.debug("policy data subscription expiry sweep: {} removed", n);
                    }
                });
            }, every, every, TimeUnit.MILLISECONDS);
        };
    }
}
