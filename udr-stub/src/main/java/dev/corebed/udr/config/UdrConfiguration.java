package dev.corebed.udr.config;

import dev.corebed.dbtier.DbExecutor;
import dev.corebed.udr.service.GroupIdMapService;
import dev.corebed.udr.store.GroupIdRangeView;
import dev.corebed.udr.store.GroupIdStore;
import dev.corebed.udr.store.JdbcGroupIdStore;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Wiring of the UDR stub: the group-id map, entries on the data tier and ranges in an in-memory view. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(UdrProperties.class)
public class UdrConfiguration {

    @Bean
    GroupIdStore groupIdStore(DbExecutor db) {
        return new JdbcGroupIdStore(db);
    }

    @Bean(initMethod = "start", destroyMethod = "close")
    GroupIdRangeView groupIdRangeView(GroupIdStore store, UdrProperties p, MeterRegistry registry) {
        GroupIdRangeView view = new GroupIdRangeView(store, p.groupIdRanges().refreshPeriod());
        Gauge.builder("stub.udr.group.id.ranges", view, GroupIdRangeView::size)
                .description("group-id ranges in the in-memory view").register(registry);
        return view;
    }

    @Bean
    GroupIdMapService groupIdMapService(GroupIdStore store, GroupIdRangeView view) {
        return new GroupIdMapService(store, view);
    }
}
