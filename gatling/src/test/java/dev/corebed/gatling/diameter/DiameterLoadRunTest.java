package dev.corebed.gatling.diameter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The Diameter driver against a diameter-core node in this JVM that answers every CCR 2001 after a delay:
 * it holds its rate with hundreds of requests in flight, and says so plainly when it cannot.
 */
class DiameterLoadRunTest {

    private static String run(DiameterLoadRun run, boolean[] passed) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        passed[0] = run.run(new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void holdsItsRateWithHundredsOfRequestsInFlight() throws Exception {
        boolean[] passed = {false};
        // 1000 sessions/s, each CCR answered after 200 ms: ~400 requests waiting at any time
        String printed = run(new DiameterLoadRun(1000, 0, 2, null, "corebed.test", "pcrf.corebed.test",
                Duration.ofMillis(200), 50_000, Duration.ofSeconds(5), 5), passed);

        assertThat(passed[0]).as(printed).isTrue();
        assertThat(printed).contains("PASSED").containsPattern("CCR-I +1000\\.00 ").containsPattern("CCR-T +1000\\.00 ")
                .containsPattern("most [3-9][0-9]{2} requests in flight");
    }

    @Test
    void saysSoWhenItCannotSendAtTheRate() throws Exception {
        boolean[] passed = {true};
        // at most 50 in flight while 400 would be needed: most sessions cannot start
        String printed = run(new DiameterLoadRun(1000, 0, 1, null, "corebed.test", "pcrf.corebed.test",
                Duration.ofMillis(200), 50, Duration.ofSeconds(5), 5), passed);

        assertThat(passed[0]).as(printed).isFalse();
        assertThat(printed).contains("FAILED").containsPattern("CCR-I: MISSED RATE, FAILURES")
                .contains("not sent: 50 requests already in flight");
    }
}
