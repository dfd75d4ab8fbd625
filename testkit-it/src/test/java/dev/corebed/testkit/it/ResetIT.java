package dev.corebed.testkit.it;

import static dev.corebed.junit.StubType.UDR;
import static dev.corebed.testkit.Corebed.answer;
import static dev.corebed.testkit.Operations.readAmPolicyData;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.UdrHandle;
import dev.corebed.testkit.Keep;
import dev.corebed.testkit.RequestPattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/** Reset between tests, once per class, and with parts kept. */
class ResetIT {

    static final String SUPI = "imsi-001010000000042";

    static void leaveTraces(UdrHandle udr) {
        udr.client().putPolicyData(SUPI, "{\"amPolicyDataSet\":{\"subscCats\":[\"gold\"]}}");
        udr.client().add(answer(readAmPolicyData().withSupi("imsi-001010000000043")).problem(404, "USER_NOT_FOUND"));
        assertThat(Nfs.amData(udr, SUPI).status()).isEqualTo(200);
    }

    @CorebedTest(stubs = UDR)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    @Nested
    class PerMethod {

        @Test
        @Order(1)
        void leavesStateARuleAndAJournal(UdrHandle udr) {
            leaveTraces(udr);
        }

        @Test
        @Order(2)
        void findsNoneOfThem(UdrHandle udr) {
            assertThat(udr.client().policyData(SUPI)).isEmpty();
            assertThat(udr.client().answers()).isEmpty();
            assertThat(udr.client().count(RequestPattern.anyRequest())).isZero();
        }
    }

    @CorebedTest(stubs = UDR, reset = ResetMode.PER_CLASS)
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    @Nested
    class PerClass {

        @Test
        @Order(1)
        void leavesStateARuleAndAJournal(UdrHandle udr) {
            leaveTraces(udr);
        }

        @Test
        @Order(2)
        void findsThemAll(UdrHandle udr) {
            assertThat(udr.client().policyData(SUPI)).isPresent();
            assertThat(udr.client().answers()).hasSize(1);
            assertThat(udr.client().count(readAmPolicyData())).isEqualTo(1);
        }

        @Test
        @Order(3)
        void aResetKeepsWhatItIsToldTo(UdrHandle udr) {
            udr.client().reset(Keep.JOURNAL, Keep.ANSWERS);
            assertThat(udr.client().policyData(SUPI)).as("state").isEmpty();
            assertThat(udr.client().answers()).hasSize(1);
            assertThat(udr.client().count(readAmPolicyData())).isEqualTo(1);
            udr.client().reset();
            assertThat(udr.client().answers()).isEmpty();
            assertThat(udr.client().count(RequestPattern.anyRequest())).isZero();
        }
    }
}
