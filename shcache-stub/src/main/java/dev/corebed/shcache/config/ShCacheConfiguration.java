package dev.corebed.shcache.config;

import dev.corebed.core.io.Timers;
import dev.corebed.dbtier.DbExecutor;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.shcache.client.HssClient;
import dev.corebed.shcache.service.CacheSweep;
import dev.corebed.shcache.service.Hss;
import dev.corebed.shcache.service.ShCacheInventory;
import dev.corebed.shcache.service.ShCacheMetrics;
import dev.corebed.shcache.service.ShCacheService;
import dev.corebed.shcache.service.ShCacheState;
import dev.corebed.shcache.service.ShNotifications;
import dev.corebed.shcache.service.ShSubscriptionService;
import dev.corebed.shcache.store.JdbcShDataStore;
import dev.corebed.shcache.store.JdbcShSubscriptionStore;
import dev.corebed.shcache.store.NearCachedShDataStore;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
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

/** Wiring of the Sh cache: the stores on the data tier, the HSS client on the Diameter node, the services, the sweep. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ShCacheProperties.class)
public class ShCacheConfiguration {

    private static final Logger log = LoggerFactory.getLogger(ShCacheConfiguration.class);

    @Bean
    ShCacheMetrics shCacheMetrics(MeterRegistry registry) {
        return new ShCacheMetrics(registry);
    }

    @Bean
    ShDataStore shDataStore(DbExecutor db, ShCacheProperties properties) {
        ShDataStore store = new JdbcShDataStore(db);
        ShCacheProperties.NearCache near = properties.nearCache();
        return near.enabled() ? new NearCachedShDataStore(store, near.maxAge(), near.maxEntries(), System::nanoTime) : store;
    }

    @Bean
    ShSubscriptionStore shSubscriptionStore(DbExecutor db) {
        return new JdbcShSubscriptionStore(db);
    }

    @Bean
    ShCacheService.Options shCacheOptions(ShCacheProperties properties) {
        return new ShCacheService.Options(properties.ttl());
    }

    @Bean
    Hss hss(DiameterNode node, ShCacheProperties properties, ShCacheMetrics metrics) {
        ShCacheProperties.Hss hss = properties.hss();
        return new HssClient(node, new HssClient.Options(hss.destinationRealm(), hss.destinationHost(), hss.timeout(),
                hss.maxInFlight()), metrics);
    }

    @Bean
    ShCacheService shCacheService(ShDataStore store, Hss hss, ShCacheMetrics metrics, ShCacheService.Options options) {
        return new ShCacheService(store, hss, metrics, options, Clock.systemUTC());
    }

    @Bean
    ShSubscriptionService shSubscriptionService(ShSubscriptionStore store, ShDataStore items, Hss hss, ShCacheMetrics metrics,
                                                ShCacheService.Options options) {
        return new ShSubscriptionService(store, items, hss, metrics, options, Clock.systemUTC());
    }

    @Bean
    ShNotifications shNotifications(ShDataStore items, ShSubscriptionStore subscriptions, ShCacheMetrics metrics,
                                    ShCacheService.Options options) {
        return new ShNotifications(items, subscriptions, metrics, options, Clock.systemUTC());
    }

    @Bean
    CacheSweep cacheSweep(ShDataStore items, ShSubscriptionStore subscriptions, ShCacheMetrics metrics, ShCacheProperties properties) {
        return new CacheSweep(items, subscriptions, metrics,
                new CacheSweep.Options(properties.sweep().batchSize(), properties.sweep().maxPerRun()), Clock.systemUTC());
    }

    @Bean
    ShCacheInventory shCacheInventory(ShDataStore items, ShSubscriptionStore subscriptions, CacheSweep sweep,
                                      ShCacheService.Options options) {
        return new ShCacheInventory(items, subscriptions, sweep, options, Clock.systemUTC());
    }

    /** What POST /admin/v1/reset puts back. */
    @Bean
    ShCacheState shCacheState(ShCacheInventory inventory) {
        return new ShCacheState(inventory);
    }

    /** One thread for the sweep: it only hands work to the data tier. */
    @Bean(destroyMethod = "shutdownNow")
    @DependsOn("dbExecutor")
    ScheduledExecutorService shCacheTimers() {
        return Timers.daemon("shcache-timers");
    }

    /** Starts the sweep once the context is up. */
    @Bean
    ApplicationListener<ContextRefreshedEvent> shCacheSweeps(ScheduledExecutorService shCacheTimers, CacheSweep sweep,
                                                             ShCacheProperties properties) {
        AtomicBoolean started = new AtomicBoolean();
        return event -> {
            if (started.compareAndSet(false, true)) {
                Timers.every(shCacheTimers, properties.sweep().interval(), "Sh cache sweep", log, sweep::run);
            }
        };
    }
}
