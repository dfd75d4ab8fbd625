package dev.corebed.testkit;

import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Corebed.fault;
import static dev.corebed.testkit.Operations.ccr;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static dev.corebed.testkit.Operations.registerNfInstance;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Patterns and rule builders, before anything is sent. */
class PatternsTest {

    @Test
    void patternsAreImmutableAndReadAsTheirCriteria() {
        RequestPattern base = registerNfInstance();
        RequestPattern smf = base.withBody("/nfType", "SMF").withHeader("user-agent", "*");
        assertThat(base).isEqualTo(registerNfInstance()).isNotEqualTo(smf);
        assertThat(smf.toString()).isEqualTo("RegisterNFInstance (nnrf-nfm), header user-agent = (any value), body /nfType = \"SMF\"");
        assertThat(ccr().initial().withSupi("imsi-1").toString()).isEqualTo("CCR-I (gx), supi imsi-1");
        assertThat(Corebed.anyRequest().toString()).isEqualTo("any request");
        assertThat(registerNfInstance().withBody("/priority", 5).toString()).endsWith("body /priority = \"5\"");
    }

    @Test
    void aBodyCriterionIsAJsonPointer() {
        assertThatThrownBy(() -> registerNfInstance().withBody("nfType", "SMF")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAnswerIsEitherSbiOrDiameter() {
        assertThatThrownBy(() -> answer(readAmPolicyData()).json()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> answer(readAmPolicyData()).status(200).resultCode(2001).json())
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> answer(ccr()).resultCode(2001).jsonBody("{}").json()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> fault(readAmPolicyData()).times(1).json()).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("a delay, an error, or both");
    }

    @Test
    void countsReadAsTheyAreWritten() {
        assertThat(Count.exactly(1)).hasToString("exactly 1");
        assertThat(Count.atLeast(2).test(5)).isTrue();
        assertThat(Count.atMost(2).test(3)).isFalse();
        assertThat(Count.between(1, 3).test(0)).isFalse();
    }

    @Test
    void distanceIsNormalisedLevenshtein() {
        assertThat(PatternCheck.distance("SMF", "SMF")).isZero();
        assertThat(PatternCheck.distance("NEF", "SMF")).isEqualTo(2.0 / 3);
        assertThat(PatternCheck.distance("AMF", "UDR")).isEqualTo(1.0);
        assertThat(PatternCheck.distance("GetNFInstance", "GetNFInstances")).isEqualTo(1.0 / 14);
    }
}
