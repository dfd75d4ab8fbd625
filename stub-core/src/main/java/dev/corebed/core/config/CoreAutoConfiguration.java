package dev.corebed.core.config;

import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * What both transports of a stub share, so that SBI and Diameter apply one set of fault rules and one
 * overload limit and report into one registry: a stub told to fail fails on every interface it has.
 */
@AutoConfiguration
@EnableConfigurationProperties({FaultsProperties.class, OverloadProperties.class})
public class CoreAutoConfiguration {

    /** The NF this stub plays (nrf, bsf, pcf...): {@code sbi.nf}, the name in metrics and fault rules. */
    @Bean
    StubName stubName(@Value("${sbi.nf:stub}") String nf) {
        return new StubName(nf);
    }

    @Bean(destroyMethod = "close")
    PrometheusMeterRegistry prometheusMeterRegistry(StubName name) {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        registry.config().commonTags("application", name.nf() + "-stub");
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new JvmGcMetrics().bindTo(registry);
        return registry;
    }

    @Bean
    FaultRules faultRules(FaultsProperties faults) {
        return new FaultRules(faults.rules());
    }

    @Bean
    OverloadControl overloadControl(OverloadProperties overload) {
        return new OverloadControl(overload.settings());
    }
}
