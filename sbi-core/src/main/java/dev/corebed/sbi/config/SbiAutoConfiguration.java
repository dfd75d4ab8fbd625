package dev.corebed.sbi.config;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.health.StubHealth;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.reset.StubReset;
import dev.corebed.core.rules.OperationCatalog;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.sbi.admin.JournalAdminRoutes;
import dev.corebed.sbi.admin.ResetAdminRoutes;
import dev.corebed.sbi.admin.RuleAdminRoutes;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.nrf.NrfAgent;
import dev.corebed.sbi.nrf.NrfAgentProperties;
import dev.corebed.sbi.oauth2.AccessTokenCheck;
import dev.corebed.sbi.oauth2.OAuth2Properties;
import dev.corebed.sbi.server.SbiForwarder;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Supplier;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;

/**
 * What every stub gets from sbi-core: the SBI and management servers, the SBI metrics, the outbound client,
 * and the management API every stub has (fault rules, scripted answers, journal, reset).
 */
@AutoConfiguration(after = CoreAutoConfiguration.class)
@EnableConfigurationProperties({SbiProperties.class, AdminProperties.class, SbiClientProperties.class, OAuth2Properties.class})
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
                              FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry,
                              AnswerRules answers, Journal journal, ObjectProvider<AccessTokenCheck> tokens,
                              StubHealth health, ObjectProvider<SbiForwarder> forwarder) {
        return new SbiEndpoints(sbi, admin, routes, adminRoutes.orderedStream().toList(), metrics, faults, overload, registry,
                answers, journal, tokens.getIfAvailable()).health(health).forwarder(forwarder.getIfAvailable());
    }

    /**
     * The OAuth2 check ({@code sbi.oauth2.enabled=true}): tokens verified with the key set of the NRF the stub
     * registers with, unless {@code sbi.oauth2.jwks-uri} names another; {@code aud} is this NF's type or its
     * nfInstanceId (as its NRF agent registers it), unless {@code sbi.oauth2.audiences} lists others.
     */
    @Bean
    @ConditionalOnProperty(prefix = "sbi.oauth2", name = "enabled", havingValue = "true")
    AccessTokenCheck accessTokenCheck(OAuth2Properties oauth2, SbiProperties sbi, SbiClient client,
                                      ObjectProvider<NrfAgentProperties> nrf, ObjectProvider<NrfAgent> agent) {
        NrfAgentProperties agentProps = nrf.getIfAvailable();
        String apiRoot = agentProps == null ? "" : agentProps.apiRoot().strip();
        String jwks = !oauth2.jwksUri().isBlank() ? oauth2.jwksUri().strip()
                : apiRoot.isEmpty() ? "" : (apiRoot.endsWith("/") ? apiRoot.substring(0, apiRoot.length() - 1) : apiRoot) + "/oauth2/jwks";
        if (jwks.isEmpty()) {
            throw new IllegalStateException("sbi.oauth2.enabled=true needs the NRF's key set: set nrf.api-root or sbi.oauth2.jwks-uri");
        }
        String nfType = agentProps == null || agentProps.nfType().isBlank() ? sbi.nf().toUpperCase(Locale.ROOT) : agentProps.nfType().strip();
        Supplier<Set<String>> audiences = oauth2.audiences().isEmpty()
                ? () -> {
                    NrfAgent a = agent.getIfAvailable();
                    String id = a == null ? null : a.status().nfInstanceId();
                    return id == null ? Set.of(nfType) : Set.of(nfType, id);
                }
                : () -> Set.copyOf(oauth2.audiences());
        return AccessTokenCheck.of(client, jwks, oauth2.jwksRefreshInterval(), oauth2.clockSkew(), sbi.nf(), audiences);
    }

    /** The SBI operations this stub serves, for the rules' target check. */
    @Bean
    OperationCatalog.Source sbiOperations(List<SbiRoutes> routes, ObjectProvider<SbiForwarder> forwarder) {
        return () -> java.util.stream.Stream.concat(routes.stream().flatMap(r -> r.routes().stream()),
                        forwarder.stream().flatMap(f -> f.routes().stream()))
                .map(r -> new OperationCatalog.Operation(r.service(), r.operation())).toList();
    }

    @Bean
    @Order(1)
    AdminRoutes faultAdminRoutes(FaultRules faults, OperationCatalog catalog) {
        return new RuleAdminRoutes<>("/admin/v1/faults", "Fault", "fault rule", FaultRule.class, faults.book(), catalog);
    }

    @Bean
    @Order(2)
    AdminRoutes answerAdminRoutes(AnswerRules answers, OperationCatalog catalog) {
        return new RuleAdminRoutes<>("/admin/v1/answers", "Answer", "scripted answer", AnswerRule.class, answers.book(), catalog);
    }

    /** Journal reads render on the common pool, off the I/O threads the SBI traffic uses. */
    @Bean
    @Order(3)
    AdminRoutes journalAdminRoutes(Journal journal) {
        return new JournalAdminRoutes(journal, ForkJoinPool.commonPool());
    }

    @Bean
    @Order(4)
    AdminRoutes resetAdminRoutes(StubReset reset) {
        return new ResetAdminRoutes(reset);
    }
}
