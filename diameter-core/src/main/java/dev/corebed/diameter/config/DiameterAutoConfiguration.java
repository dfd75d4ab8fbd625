package dev.corebed.diameter.config;

import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.config.StubName;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.rules.OperationCatalog;
import dev.corebed.diameter.AvpDictionary;
import dev.corebed.diameter.Command;
import dev.corebed.diameter.DiameterAnswers;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRelay;
import dev.corebed.diameter.DiameterRoutes;
import dev.corebed.diameter.RelayTargets;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.stream.IntStream;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * A stub that declares {@link DiameterRoutes} (or a {@link RelayTargets}) gets a Diameter node, started
 * with the context and stopped (DPR first) on shutdown; stubs without a Diameter side get none, even when
 * diameter-core is on the class path (the launcher's JVM, the load tools). It serves the stub's {@link DiameterRoutes} beans under the same
 * fault rules, overload control and metrics registry as its SBI side. A stub that declares a
 * {@link RelayTargets} bean also gets the Rx {@link DiameterRelay} (configured by
 * {@code diameter.relay.*}), whose routes the node serves.
 */
@AutoConfiguration(after = CoreAutoConfiguration.class)
@EnableConfigurationProperties({DiameterProperties.class, DiameterRelayProperties.class})
public class DiameterAutoConfiguration {

    @Bean
    @ConditionalOnBean(RelayTargets.class)
    @ConditionalOnMissingBean(DiameterRelay.class)
    DiameterRelay diameterRelay(RelayTargets targets, DiameterRelayProperties relay, PrometheusMeterRegistry registry) {
        return DiameterRelay.rx(targets, relay.settings(), registry);
    }

    @Bean
    @ConditionalOnBean(DiameterRoutes.class)
    DiameterNode diameterNode(StubName name, DiameterProperties diameter, List<DiameterRoutes> routes,
                              FaultRules faults, AnswerRules answers, Journal journal, OverloadControl overload,
                              PrometheusMeterRegistry registry) {
        // Diameter scripted answers name AVPs: checked against the dictionary when they are stored.
        answers.addValidator(new DiameterAnswers(AvpDictionary.STANDARD)::validate);
        return new DiameterNode(name.nf(), diameter, routes.stream().flatMap(r -> r.routes().stream()).toList(),
                faults, answers, journal, overload, registry);
    }

    /** The applications and commands this stub serves (with their request types), for the rules' target check. */
    @Bean
    @ConditionalOnBean(DiameterRoutes.class)
    OperationCatalog.Source diameterOperations(List<DiameterRoutes> routes) {
        return () -> routes.stream().flatMap(r -> r.routes().stream()).flatMap(r -> {
            Command c = r.command();
            return (c.requestType() == null ? IntStream.of(0) : IntStream.range(0, 5))
                    .mapToObj(t -> new OperationCatalog.Operation(c.application().name(), c.operation(t)));
        }).toList();
    }
}
