package dev.corebed.core.overload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.core.overload.OverloadControl.Settings;
import dev.corebed.core.overload.OverloadControl.Verdict;
import org.junit.jupiter.api.Test;

class OverloadControlTest {

    @Test
    void limitsRequestsInFlightAndFreesTheSlotOnRelease() {
        OverloadControl oc = new OverloadControl(new Settings(2, 0, 0, 1));
        assertThat(oc.admit()).isEqualTo(Verdict.ADMIT);
        assertThat(oc.admit()).isEqualTo(Verdict.ADMIT);
        assertThat(oc.admit()).isEqualTo(Verdict.TOO_MANY_IN_FLIGHT);
        assertThat(oc.inFlight()).isEqualTo(2);
        oc.release();
        assertThat(oc.admit()).isEqualTo(Verdict.ADMIT);
    }

    @Test
    void rateLimitAdmitsTheBurstThenRefuses() {
        // 1 request per 100 s: only the burst gets through in a test's lifetime
        OverloadControl oc = new OverloadControl(new Settings(0, 0.01, 5, 1));
        int admitted = 0;
        for (int i = 0; i < 20; i++) {
            if (oc.admit() == Verdict.ADMIT) {
                admitted++;
                oc.release();
            }
        }
        assertThat(admitted).isEqualTo(5);
        assertThat(oc.admit()).isEqualTo(Verdict.RATE_EXCEEDED);
    }

    @Test
    void unlimitedAdmitsEverything() {
        OverloadControl oc = new OverloadControl(Settings.UNLIMITED);
        for (int i = 0; i < 10_000; i++) {
            assertThat(oc.admit()).isEqualTo(Verdict.ADMIT);
        }
    }
}
