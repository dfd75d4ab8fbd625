package dev.corebed.dbtier;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class QueueDelayTest {

    static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    @Test
    void waitsAboveTheTargetForAWholeIntervalRefuseNewWorkUntilAShortWaitIsSeen() {
        QueueDelay d = new QueueDelay(20 * MS, 250 * MS);
        long t = System.nanoTime();
        assertThat(d.refuses(0)).as("nothing waits").isFalse();
        // a burst: long waits, but not yet for a whole interval
        d.taken(40 * MS, t + 10 * MS);
        d.taken(60 * MS, t + 50 * MS);
        assertThat(d.refuses(80 * MS)).isFalse();
        // the interval ends with every wait above the target: a standing queue
        d.taken(70 * MS, t + 120 * MS);
        assertThat(d.refuses(80 * MS)).isTrue();
        assertThat(d.refuses(10 * MS)).as("the oldest waits less than the target").isFalse();
        // the queue drained below the target
        d.taken(5 * MS, t + 130 * MS);
        assertThat(d.refuses(80 * MS)).isFalse();
    }

    @Test
    void theMaximumRefusesWhateverTheTarget() {
        QueueDelay none = new QueueDelay(0, 250 * MS);
        long t = System.nanoTime();
        none.taken(200 * MS, t + 200 * MS);
        assertThat(none.refuses(200 * MS)).isFalse();
        assertThat(none.refuses(300 * MS)).isTrue();
    }
}
