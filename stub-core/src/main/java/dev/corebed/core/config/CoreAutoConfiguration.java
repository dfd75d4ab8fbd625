package dev.corebed.core.config;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.health.HealthContributor;
import dev.corebed.core.health.StubHealth;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.reset.ResettableState;
import dev.corebed.core.reset.StubReset;
import dev.corebed.core.rules.OperationCatalog;
import dev.corebed.core.rules.RuleException;
import io.micrometer.core.instrument.binder.jvm.JvmGcMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.ConfigurationPropertiesBinding;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.event.ContextRefreshedEvent;
import org.springframework.core.convert.converter.Converter;
import tools.jackson.databind.JsonNode;

/**
 * What both transports of a stub share, so that SBI and Diameter apply one set of fault rules, scripted
 * answers and overload limits, record into one journal and report into one registry: a stub told to fail
 * fails on every interface it has, and its journal shows both.
 */
@AutoConfiguration
@EnableConfigurationProperties({FaultsProperties.class, OverloadProperties.class, JournalProperties.class,
        AnswersProperties.class})
public class CoreAutoConfiguration {

    private static final Logger log = LoggerFactory.getLogger(CoreAutoConfiguration.class);

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

    /** JSON values of rules (answer bodies, AVP values) given as JSON text in properties. */
    @Bean
    @ConfigurationPropertiesBinding
    static Converter<String, JsonNode> jsonTextConverter() {
        return new JsonTextConverter();
    }

    @Bean
    FaultRules faultRules(FaultsProperties faults) {
        try {
            return new FaultRules(faults.rules());
        } catch (RuleException e) {
            throw new IllegalStateException("faults.rules" + e.pointer() + ": " + e.getMessage(), e);
        }
    }

    @Bean
    AnswerRules answerRules(AnswersProperties answers) {
        try {
            return new AnswerRules(answers.rules());
        } catch (RuleException e) {
            throw new IllegalStateException("answers.rules" + e.pointer() + ": " + e.getMessage(), e);
        }
    }

    @Bean
    OverloadControl overloadControl(OverloadProperties overload) {
        return new OverloadControl(overload.settings());
    }

    /** What {@code /health} reports: every {@link HealthContributor} of the context (the data tier's). */
    @Bean
    StubHealth stubHealth(ObjectProvider<HealthContributor> contributors) {
        return new StubHealth(() -> contributors.orderedStream().toList());
    }

    @Bean
    Journal journal(StubName name, JournalProperties journal) {
        return new Journal(name.nf(), journal.settings());
    }

    @Bean
    OperationCatalog operationCatalog(StubName name, ObjectProvider<OperationCatalog.Source> sources) {
        return new OperationCatalog(name.nf(), sources.orderedStream().toList());
    }

    @Bean
    StubReset stubReset(ObjectProvider<ResettableState> states, Journal journal, FaultRules faults, AnswerRules answers,
                        OverloadControl overload) {
        return new StubReset(states.orderedStream().toList(), journal, faults, answers, overload);
    }

    /** A configured rule that names nothing this stub serves is worth a warning (not an error: the launcher shares configuration). */
    @Bean
    ApplicationListener<ContextRefreshedEvent> configuredRuleTargets(OperationCatalog catalog, StubName name,
                                                                      FaultsProperties faults, AnswersProperties answers) {
        AtomicBoolean done = new AtomicBoolean();
        return event -> {
            if (!done.compareAndSet(false, true)) {
                return;
            }
            List<FaultRule> f = faults.rules() == null ? List.of() : faults.rules();
            for (int i = 0; i < f.size(); i++) {
                FaultRule r = f.get(i);
                if (r.nf() == null || r.nf().equalsIgnoreCase(name.nf())) {
                    warn(catalog.check("faults.rules[" + i + "]", null, r.service(), r.operation()));
                }
            }
            List<AnswerRule> a = answers.rules() == null ? List.of() : answers.rules();
            for (int i = 0; i < a.size(); i++) {
                var m = a.get(i).match();
                if (m != null && (m.nf() == null || m.nf().equalsIgnoreCase(name.nf()))) {
                    warn(catalog.check("answers.rules[" + i + "].match", null, m.service(), m.operation()));
                }
            }
        };
    }

    private static void warn(List<RuleException> problems) {
        for (RuleException p : problems) {
            log.warn("{} never applies here: {}", p.pointer().replace('/', '.'), p.getMessage());
        }
    }
}
