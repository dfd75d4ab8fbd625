package dev.corebed.sbi.config;

import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.fault.FaultRules;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.overload.OverloadControl;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/** What every stub gets from sbi-core: the SBI and management servers, metrics, fault rules, overload control. */
@AutoConfiguration
@EnableConfigurationProperties({SbiProperties.class, AdminProperties.class, FaultsProperties.class, OverloadProperties.class,
        SbiClientProperties.class})
public class SbiAutoConfiguration {

    @Bean(destroyMethod = "close")
    PrometheusMeterRegistry prometheusMeterRegistry(SbiProperties sbi) {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        registry.config().commonTags("application", sbi.nf() + "-stub");
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        return registry;
    }

    @Bean
    SbiMetrics sbiMetrics(PrometheusMeterRegistry registry, SbiProperties sbi) {
        return new SbiMetrics(registry, sbi.nf(), sbi.histogram());
    }

    @Bean
    FaultRules faultRules(FaultsProperties faults) {
        return new FaultRules(faults.rules());
    }

    @Bean
    OverloadControl overloadControl(OverloadProperties overload) {
        return new OverloadControl(overload.settings());
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
