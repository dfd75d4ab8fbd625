package dev.corebed.nrf.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.nrf.service.NfDiscoveryService;
import dev.corebed.nrf.service.NfManagementService;
import dev.corebed.nrf.service.NrfState;
import dev.corebed.nrf.service.NfStatusNotifications;
import dev.corebed.nrf.service.NfSubscriptionService;
import dev.corebed.nrf.service.NrfMetrics;
import dev.corebed.nrf.store.JdbcNfSubscriptionStore;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfSubscriptionStore;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.config.SbiProperties;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;
import org.springframework.context.event.ContextRefreshedEvent;

/** Wiring of NF status subscriptions and NFStatusNotify, and the NRF's timers (sweeps, notification retries). */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(NfSubscriptionProperties.class)
public class NfSubscriptionConfiguration {

    private static final Logger log = LoggerFactory.getLogger(NfSubscriptionConfiguration.class);

    @Bean
    NfSubscriptionStore nfSubscriptionStore(DbExecutor db) {
        return new JdbcNfSubscriptionStore(db);
    }

    @Bean
    NfSubscriptionService nfSubscriptionService(NfSubscriptionStore store, NfProfileStore profiles, NfSubscriptionProperties p) {
        return new NfSubscriptionService(store, profiles, Clock.systemUTC(), p.limit(), p.maxValidity(), p.limitStatus(),
                p.limitCause());
    }

    /**
     * One thread for the sweeps and the notification retries: each task only hands work to the data tier
     * or the SbiClient. Depends on both so that it stops before they close.
     */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn({"dbExecutor", "sbiClient"})
    ScheduledExecutorService nrfTimers() {
        ScheduledThreadPoolExecutor timers = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName("nrf-timers");
            t.setDaemon(true);
            return t;
        });
        timers.setRemoveOnCancelPolicy(true);
        return timers;
    }

    /** NFStatusNotify POSTs, retried on the NRF's timer. */
    @Bean
    CallbackDelivery nrfCallbacks(SbiClient client, ScheduledExecutorService nrfTimers, MeterRegistry registry,
                                  NfSubscriptionProperties p) {
        return new CallbackDelivery(client, nrfTimers, registry, "nrf",
                new CallbackDelivery.Options(p.notifyMaxAttempts(), p.notifyRetryBackoff(), p.notifyMaxInFlight(), null));
    }

    @Bean
    NfStatusNotifications nfStatusNotifications(NfSubscriptionStore store, CallbackDelivery nrfCallbacks, NrfMetrics metrics,
                                                NfSubscriptionProperties p, NrfProperties nrf, SbiProperties sbi,
                                                ObjectProvider<SbiEndpoints> endpoints) {
        return new NfStatusNotifications(store, nrfCallbacks, metrics.notifications(),
                Clock.systemUTC(), p.loadThreshold(), p.profileChanges(), apiRoot(nrf, sbi, endpoints), ForkJoinPool.commonPool());
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    NrfState nrfState(NfManagementService management, NfSubscriptionService subscriptions, NfDiscoveryService discovery,
                      CallbackDelivery nrfCallbacks) {
        return new NrfState(management, subscriptions, discovery, nrfCallbacks);
    }

    /** Starts the sweeps once the SBI server listens (nfInstanceUri needs its port); the timers' shutdown ends them. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> nrfSweeps(ScheduledExecutorService nrfTimers, NfManagementService management,
                                                         NfSubscriptionService subscriptions, NrfProperties nrf,
                                                         NfSubscriptionProperties p) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                every(nrfTimers, nrf.heartbeatCheckInterval(), "heartbeat expiry", management::suspendSilentInstances);
                every(nrfTimers, p.expiryCheckInterval(), "subscription expiry", subscriptions::removeExpired);
            }
        };
    }

    /** Runs a sweep at a fixed delay, skipping a turn while the previous one is still on the data tier. */
    private static void every(ScheduledExecutorService timers, Duration interval, String name,
                              Supplier<CompletableFuture<Integer>> sweep) {
        AtomicBoolean running = new AtomicBoolean();
        timers.scheduleWithFixedDelay(() -> {
            if (!running.compareAndSet(false, true)) {
                return;
            }
            sweep.get().whenComplete((n, failure) -> {
                running.set(false);
                if (failure != null) {
                    log.warn("{} sweep failed: {}", name, failure.toString());
                } else if (n > 0) {
                    log.debug("{} sweep: {}", name, n);
                }
            });
        }, interval.toMillis(), interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** stub.nrf.api-root, or http://{bind address or host name}:{SBI port}, worked out at first use. */
    private static Supplier<String> apiRoot(NrfProperties nrf, SbiProperties sbi, ObjectProvider<SbiEndpoints> endpoints) {
        if (!nrf.apiRoot().isEmpty()) {
            return nrf::apiRoot;
        }
        return new Supplier<>() {
            private volatile String value;

            @Override
            public String get() {
                String v = value;
                if (v == null) {
                    String host = sbi.bindAddress();
                    if (host.equals("0.0.0.0") || host.equals("::")) {
                        try {
                            host = InetAddress.getLocalHost().getHostName();
                        } catch (UnknownHostException e) {
                            host = "localhost";
                        }
                    } else if (host.indexOf(':') >= 0) {
                        host = "[" + host + "]";
                    }
                    v = "http://" + host + ":" + endpoints.getObject().sbiPort();
                    value = v;
                }
                return v;
            }
        };
    }
}
