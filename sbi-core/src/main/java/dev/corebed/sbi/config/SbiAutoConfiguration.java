package dev.corebed.sbi.config;

import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** What every stub gets from sbi-core: the SBI and management servers, the SBI metrics, the outbound client. */
@AutoConfiguration(after = CoreAutoConfiguration.class)
@EnableConfigurationProperties({SbiProperties.class, AdminProperties.class, SbiClientProperties.class})
public class SbiAutoConfiguration {

    @Bean
    SbiMetrics sbiMetrics(PrometheusMeterRegistry registry, SbiProperties sbi) {
        return new SbiMetrics(registry, sbi.nf(), sbi.histogram());
    }

    /** The stub's outbound client: callbacks and calls to peer stubs, over the wire as real NFs do. */
    @Bean(destroyMethod = "close")
    SbiClient sbiClient(SbiClientProperties client) {
        return new SbiClient(client.config());
    }

    @Bean
    SbiEndpoints sbiEndpoints(SbiProperties sbi, AdminProperties admin, List<SbiRoutes> routes,
                              ObjectProvider<AdminRoutes> adminRoutes, SbiMetrics metrics,
                              FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry) {
        return new SbiEndpoints(sbi, admin, routes, adminRoutes.orderedStream().toList(), metrics, faults, overload, registry);
    }
}
