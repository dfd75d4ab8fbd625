package dev.corebed.sbi.config;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
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
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.core.annotation.Order;

/**
 * What every stub gets from sbi-core: the SBI and management servers, the SBI metrics, the outbound client,
 * and the management API every stub has (fault rules, scripted answers, journal, reset).
 */
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
                              FaultRules faults, OverloadControl overload, PrometheusMeterRegistry registry,
                              AnswerRules answers, Journal journal) {
        return new SbiEndpoints(sbi, admin, routes, adminRoutes.orderedStream().toList(), metrics, faults, overload, registry,
                answers, journal);
    }

    /** The SBI operations this stub serves, for the rules' target check. */
    @Bean
    OperationCatalog.Source sbiOperations(List<SbiRoutes> routes) {
        return () -> routes.stream().flatMap(r -> r.routes().stream())
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
