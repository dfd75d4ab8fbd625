package dev.corebed.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.core.fault.FaultAction;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Matching by content, times, after and priority, as both transports use them. */
class RuleBookTest {

    static final FaultRule.Error E503 = new FaultRule.Error("http", 503, "NF_CONGESTION", null);

    /** A request as rules see it: an SBI PUT with a JSON body. */
    record Req(String path, String body, String supi) implements RequestView {
        public String transport() {
            return SBI;
        }

        public String method() {
            return "PUT";
        }

        public JsonNode json() {
            return body == null ? null : JsonMapper.builder().build().readTree(body);
        }

        public List<String> identities(Identities.Kind kind) {
            return kind == Identities.Kind.SUPI && supi != null ? List.of(supi) : List.of();
        }
    }

    static FaultRule rule(String id, Match match, Long times, Long after, Integer priority, FaultRule.Error error) {
        return new FaultRule(id, null, null, null, null, error, null, match, times, after, priority);
    }

    static Match match(String path, Map<String, String> body, String supi) {
        return new Match(null, null, null, null, path, null, null, body, supi, null, null);
    }

    static String decide(FaultRules rules, RequestView r) {
        FaultAction a = FaultRules.decide(rules.select(null, RequestView.SBI, "nrf", "nnrf-nfm", "UpdateNFInstance", null, "PUT"), r);
        return a == null ? null : a.ruleId();
    }

    @Test
    void failsOnlyThisSubscribersSecondUpdate() {
        FaultRules rules = new FaultRules(List.of(rule("second", match(null, null, "imsi-001010000000001"), 1L, 1L, null, E503)));
        Req mine = new Req("/x", null, "001010000000001"); // the prefix is optional on either side
        Req other = new Req("/x", null, "imsi-001010000000002");
        assertThat(decide(rules, other)).isNull();
        assertThat(decide(rules, mine)).as("first update passes").isNull();
        assertThat(decide(rules, other)).isNull();
        assertThat(decide(rules, mine)).as("second update fails").isEqualTo("second");
        assertThat(decide(rules, mine)).as("spent").isNull();
        assertThat(rules.entry("second").remaining()).isZero();
        assertThat(rules.entry("second").applied()).isEqualTo(1);
    }

    @Test
    void matchesPathGlobsRegexesAndBodyPointers() {
        FaultRules rules = new FaultRules(List.of(
                rule("glob", match("/nudr-dr/v2/policy-data/ues/*/sm-data", null, null), null, null, null, E503),
                rule("deep", match("/a/**/z", null, null), null, null, null, E503),
                rule("regex", match("~/nf-instances/[0-9]+", null, null), null, null, null, E503),
                rule("body", match(null, Map.of("/nfType", "SMF", "/priority", "5"), null), null, null, null, E503)));
        assertThat(decide(rules, new Req("/nudr-dr/v2/policy-data/ues/imsi-1/sm-data", null, null))).isEqualTo("glob");
        assertThat(decide(rules, new Req("/nudr-dr/v2/policy-data/ues/imsi-1/x/sm-data", null, null))).isNull();
        assertThat(decide(rules, new Req("/a/b/c/z", null, null))).isEqualTo("deep");
        assertThat(decide(rules, new Req("/nf-instances/42", null, null))).isEqualTo("regex");
        assertThat(decide(rules, new Req("/nf-instances/4x", null, null))).isNull();
        assertThat(decide(rules, new Req("/p", "{\"nfType\":\"SMF\",\"priority\":5}", null))).isEqualTo("body");
        assertThat(decide(rules, new Req("/p", "{\"nfType\":\"AMF\",\"priority\":5}", null))).isNull();
    }

    @Test
    void higherPriorityWinsAndTiesGoToTheOldest() {
        FaultRules rules = new FaultRules(List.of(
                rule("low", null, null, null, -1, E503),
                rule("first", null, null, null, null, E503),
                rule("second", null, null, null, 0, E503)));
        assertThat(decide(rules, new Req("/x", null, null))).isEqualTo("first");
        rules.put(rule("high", null, null, null, 10, E503));
        assertThat(decide(rules, new Req("/x", null, null))).isEqualTo("high");
        assertThat(rules.list()).extracting(FaultRule::id).containsExactly("high", "first", "second", "low");
    }

    @Test
    void aLimitedRuleAppliesExactlyItsTimesUnderConcurrency() throws Exception {
        FaultRules rules = new FaultRules(List.of(rule("thrice", null, 3L, null, null, E503)));
        var sel = rules.select(null, RequestView.SBI, "nrf", "s", "op", null, "GET");
        ConcurrentLinkedQueue<String> fired = new ConcurrentLinkedQueue<>();
        CountDownLatch go = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 10_000; i++) {
                    FaultAction a = FaultRules.decide(sel);
                    if (a != null) {
                        fired.add(a.ruleId());
                    }
                }
            }));
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertThat(fired).hasSize(3);
    }

    @Test
    void contentCriteriaOfTheOtherTransportNeverMatch() {
        Matcher sbiOnly = Matcher.of(match("/x", null, null), "/match");
        Matcher diameterOnly = Matcher.of(new Match(null, null, null, null, null, null, null, null, null, null,
                Map.of("Subscription-Id-Data", "001")), "/match");
        assertThat(sbiOnly.matchesStatic(RequestView.DIAMETER, "pcf", "gx", "CCR-I", "CCR", null)).isFalse();
        assertThat(diameterOnly.matchesStatic(RequestView.SBI, "pcf", "npcf", "Create", null, "POST")).isFalse();
        assertThat(diameterOnly.matchesStatic(RequestView.DIAMETER, "pcf", "gx", "CCR-I", "CCR", null)).isTrue();
        Matcher ccr = new Matcher.Builder().operation("CCR").build();
        assertThat(ccr.matchesStatic(RequestView.DIAMETER, "pcf", "gx", "CCR-I", "CCR", null)).as("CCR covers CCR-I").isTrue();
    }

    @Test
    void badPatternsAreRefusedNamingTheField() {
        assertThatThrownBy(() -> new FaultRules(List.of(rule("r", match("~[", null, null), null, null, null, E503))))
                .isInstanceOf(RuleException.class).extracting(e -> ((RuleException) e).pointer()).isEqualTo("[0]/match/path");
        assertThatThrownBy(() -> new FaultRules(List.of()).put(rule("r", match(null, Map.of("nfType", "x"), null), null, null, null, E503)))
                .isInstanceOf(RuleException.class).extracting(e -> ((RuleException) e).pointer()).isEqualTo("/match/body/nfType");
        assertThatThrownBy(() -> new FaultRules(List.of()).put(rule("r", null, 0L, null, null, E503)))
                .isInstanceOf(RuleException.class).extracting(e -> ((RuleException) e).pointer()).isEqualTo("/times");
    }

    @Test
    void resetBringsBackTheConfiguredRulesWithFreshCounters() {
        FaultRules rules = new FaultRules(List.of(rule("cfg", null, 1L, null, null, E503)));
        assertThat(decide(rules, new Req("/x", null, null))).isEqualTo("cfg");
        rules.clear();
        rules.put(rule("runtime", null, null, null, null, E503));
        rules.reset();
        assertThat(rules.list()).extracting(FaultRule::id).containsExactly("cfg");
        assertThat(rules.entry("cfg").remaining()).isEqualTo(1);
    }
}
