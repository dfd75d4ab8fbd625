package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.NRF;
import static dev.corebed.junit.StubType.UDR;
import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.fault;
import static dev.corebed.testkit.Corebed.verify;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static dev.corebed.testkit.Operations.readSmPolicyData;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static dev.corebed.testkit.Operations.searchNfInstances;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.NrfHandle;
import dev.corebed.junit.UdrHandle;
import dev.corebed.sbi.test.HttpProbe.Reply;
import dev.corebed.testkit.Delay;
import dev.corebed.testkit.ManagementApiException;
import dev.corebed.testkit.OverloadLimits;
import dev.corebed.testkit.RuleRef;
import dev.corebed.testkit.SbiEntry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The answer and fault builders against a real NRF and UDR: what the NF under test gets, and the rules' counters. */
@CorebedTest(stubs = {NRF, UDR})
class ScriptedAnswersAndFaultsIT {

    static final String SUPI = "imsi-001010000000007";

    @Test
    void aScriptedAnswerAnswersTheNextNMatchingRequestsThenTheStubAnswersAgain(UdrHandle udr) {
        RuleRef rule = udr.client().add(answer(readAmPolicyData().withSupi(SUPI)).times(2)
                .status(200).header("cache-control", "max-age=60").jsonBody(Map.of("subscCats", List.of("scripted"))));

        for (int i = 0; i < 2; i++) {
            Reply r = Nfs.amData(udr, SUPI);
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.header("cache-control")).isEqualTo("max-age=60");
            assertThat(r.json().get("subscCats").get(0).asString()).isEqualTo("scripted");
        }
        assertThat(Nfs.amData(udr, SUPI).status()).as("the stub's own answer: no such UE").isEqualTo(404);
        assertThat(rule.applied()).isEqualTo(2);
        assertThat(rule.remaining()).isZero();
        assertThat(udr.client().answers()).singleElement().satisfies(r -> assertThat(r.spent()).isTrue());

        List<SbiEntry> reads = udr.client().sbiRequests(readAmPolicyData());
        assertThat(reads).extracting(SbiEntry::answer).containsExactly(rule.id(), rule.id(), null);
    }

    @Test
    void aProblemAnswerIsAProblemDetails(UdrHandle udr) {
        udr.client().add(answer(readAmPolicyData().withSupi("001010000000007")).problem(404, "USER_NOT_FOUND", "not in this test"));
        Reply r = Nfs.amData(udr, SUPI);
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.header("content-type")).startsWith("application/problem+json");
        assertThat(r.json().get("cause").asString()).isEqualTo("USER_NOT_FOUND");
    }

    @Test
    void aFaultAfterOneTimesOneFailsOnlyTheSecondMatchingRequest(UdrHandle udr) {
        udr.client().putPolicyData(SUPI, "{\"amPolicyDataSet\":{\"subscCats\":[\"gold\"]}}");
        RuleRef rule = udr.client().add(fault(readAmPolicyData().withSupi(SUPI)).after(1).times(1).error(503, "NF_CONGESTION"));

        assertThat(Nfs.amData(udr, SUPI).status()).isEqualTo(200);
        Reply failed = Nfs.amData(udr, SUPI);
        assertThat(failed.status()).isEqualTo(503);
        assertThat(failed.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
        assertThat(Nfs.amData(udr, SUPI).status()).isEqualTo(200);

        assertThat(verify(udr.client()).received(1, readAmPolicyData().withStatus(503)))
                .singleElement().satisfies(e -> assertThat(e.fault()).isEqualTo(rule.id()));
        assertThat(rule.applied()).isEqualTo(1);
    }

    @Test
    void aDelayIsApplied(UdrHandle udr) {
        udr.client().add(fault(readSmPolicyData()).delay(Delay.fixed(Duration.ofMillis(300))).times(1));
        long t0 = System.nanoTime();
        dev.corebed.sbi.test.HttpProbe.h2c("GET", udr.sbiUri() + "/nudr-dr/v2/policy-data/ues/" + SUPI + "/sm-data", null);
        assertThat((System.nanoTime() - t0) / 1_000_000).isGreaterThanOrEqualTo(300);
    }

    @Test
    void answersAreListedReplacedByIdAndRemoved(NrfHandle nrf) {
        RuleRef a = nrf.client().add(answer(searchNfInstances().withQuery("target-nf-type", "UDM")).id("no-udm")
                .status(200).jsonBody("{\"validityPeriod\":60,\"nfInstances\":[]}"));
        nrf.client().add(answer(searchNfInstances().withQuery("target-nf-type", "UDM")).id("no-udm")
                .status(200).jsonBody("{\"validityPeriod\":30,\"nfInstances\":[]}"));
        assertThat(nrf.client().answers()).singleElement().satisfies(r -> {
            assertThat(r.id()).isEqualTo("no-udm");
            assertThat(r.json().at("/answer/body/validityPeriod").asInt()).isEqualTo(30);
        });
        assertThat(Nfs.discover(nrf, "UDM").json().get("validityPeriod").asInt()).isEqualTo(30);
        a.remove();
        assertThat(nrf.client().answers()).isEmpty();
    }

    @Test
    void theStubRefusesARuleForAnOperationItDoesNotServe(UdrHandle udr) {
        ManagementApiException e = catchThrowableOfType(ManagementApiException.class,
                () -> udr.client().add(fault(registerNfInstance()).error(500, "SYSTEM_FAILURE")));
        assertThat(e.status()).isEqualTo(400);
        assertThat(e.invalidParams()).isNotEmpty().allMatch(p -> p.startsWith("/match/"));
        assertThat(e.getMessage()).contains("400");
    }

    @Test
    void aRuleCannotMatchWhatIsDecidedWhenTheStubAnswers(UdrHandle udr) {
        assertThatThrownBy(() -> udr.client().add(fault(readAmPolicyData().withStatus(404)).error(500, "SYSTEM_FAILURE")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("status");
        assertThatThrownBy(() -> udr.client().add(answer(readAmPolicyData())))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("status");
    }

    @Test
    void overloadLimitsAreSetAndReadBack(NrfHandle nrf) {
        nrf.client().overload(OverloadLimits.none().withMaxRate(1).withBurst(1).withRetryAfter(2));
        assertThat(nrf.client().overload()).isEqualTo(new OverloadLimits(0, 1, 1, 2));
        Nfs.discover(nrf, "UDM");
        Reply refused = Nfs.discover(nrf, "UDM");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.header("retry-after")).isEqualTo("2");
    }
}
