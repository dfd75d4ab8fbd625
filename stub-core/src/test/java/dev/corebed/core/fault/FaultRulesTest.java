package dev.corebed.core.fault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.core.rules.RuleBook;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;

class FaultRulesTest {

    static FaultRule.Error http(int status, String cause) {
        return new FaultRule.Error("http", status, cause, null);
    }

    @Test
    void selectsRulesByNfServiceAndOperationWithWildcards() {
        FaultRules rules = new FaultRules(List.of(
                new FaultRule("a", "nrf", "nnrf-disc", "*", null, http(503, "NF_CONGESTION"), null),
                new FaultRule("b", null, null, "RegisterNFInstance", null, http(500, "SYSTEM_FAILURE"), null)));
        assertThat(FaultRules.decide(rules.select(null, "nrf", "nnrf-disc", "SearchNFInstances")).ruleId()).isEqualTo("a");
        assertThat(FaultRules.decide(rules.select(null, "nrf", "nnrf-nfm", "RegisterNFInstance")).ruleId()).isEqualTo("b");
        assertThat(rules.select(null, "bsf", "nbsf-management", "CreatePCFBinding").isEmpty()).isTrue();
    }

    @Test
    void aCachedSelectionIsRenewedWhenTheRulesChange() {
        FaultRules rules = new FaultRules(List.of());
        RuleBook.Selection<FaultRule> empty = rules.select(null, "nrf", "s", "op");
        assertThat(rules.select(empty, "nrf", "s", "op")).isSameAs(empty);
        rules.put(new FaultRule("x", null, null, null, null, http(503, "NF_CONGESTION"), null));
        RuleBook.Selection<FaultRule> renewed = rules.select(empty, "nrf", "s", "op");
        assertThat(renewed.isEmpty()).isFalse();
        FaultAction action = FaultRules.decide(renewed);
        assertThat(action.kind()).isEqualTo(FaultAction.Kind.HTTP);
        assertThat(action.status()).isEqualTo(503);
        assertThat(action.tag()).isEqualTo("error");
    }

    @Test
    void probabilityIsHonouredOverManyRequests() {
        FaultRules rules = new FaultRules(List.of(new FaultRule("p", null, null, null, null, http(503, "NF_CONGESTION"), 0.25)));
        RuleBook.Selection<FaultRule> sel = rules.select(null, "nrf", "s", "op");
        int hits = 0;
        for (int i = 0; i < 40_000; i++) {
            if (FaultRules.decide(sel) != null) {
                hits++;
            }
        }
        assertThat(hits).isBetween(9_000, 11_000);
    }

    @Test
    void delaysFollowTheirDistribution() {
        var rnd = ThreadLocalRandom.current();
        assertThat(FaultRules.sampleMillis(new FaultRule.Delay("fixed", 150L, null, null, null, null), rnd)).isEqualTo(150.0);
        for (int i = 0; i < 1000; i++) {
            assertThat(FaultRules.sampleMillis(new FaultRule.Delay("uniform", null, 10L, 20L, null, null), rnd)).isBetween(10.0, 20.0);
        }
        double[] samples = new double[10_001];
        for (int i = 0; i < samples.length; i++) {
            samples[i] = FaultRules.sampleMillis(new FaultRule.Delay("lognormal", null, null, null, 100L, 0.5), rnd);
        }
        java.util.Arrays.sort(samples);
        assertThat(samples[5000]).as("median").isBetween(90.0, 110.0);
        assertThat(samples[0]).isPositive();
    }

    @Test
    void refusesRulesThatCannotWork() {
        assertThatThrownBy(() -> FaultRules.validate(new FaultRule("x", null, null, null, null, null, null)))
                .hasMessageContaining("delay, an error");
        assertThatThrownBy(() -> FaultRules.validate(new FaultRule("x", null, null, null, null, http(200, null), null)))
                .hasMessageContaining("error.status");
        assertThatThrownBy(() -> FaultRules.validate(new FaultRule("x", null, null, null,
                new FaultRule.Delay("uniform", null, 20L, 10L, null, null), null, null))).hasMessageContaining("minMs");
        assertThatThrownBy(() -> FaultRules.validate(new FaultRule("x", null, null, null, null, http(503, null), 1.5)))
                .hasMessageContaining("probability");
        assertThatThrownBy(() -> FaultRules.validate(new FaultRule("x", null, null, null, null,
                new FaultRule.Error("teapot", null, null, null), null))).hasMessageContaining("error.type");
    }
}
