package dev.corebed.dbtier;

import java.util.concurrent.TimeUnit;

/**
 * Admission by the time work waits for the data tier, not by how much waits: a queue that stays above {@code target}
 * for a whole interval (the shortest wait of the work taken from it in that interval exceeded it: CoDel's signal,
 * RFC 8289) holds more than the tier serves, and new work is refused at once until a wait below the target is seen
 * again; whatever happens, work is refused while the oldest queued has waited more than {@code max}. A burst that the
 * tier drains within an interval is queued whole; sustained overload is shed at the door, so the work admitted waits
 * about {@code target}, not the queue's length times the service time.
 */
final class QueueDelay {

    /** How long the waits must stay above the target before new work is refused. */
    static final long INTERVAL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final long targetNanos;
    private final long maxNanos;
    private long intervalStart = System.nanoTime();
    private long intervalMin = Long.MAX_VALUE;
    private volatile boolean above;

    /**
     * @param target the wait a queue may keep (0: no target, only the maximum)
     * @param max    the longest the oldest queued work may have waited
     */
    QueueDelay(long targetNanos, long maxNanos) {
        this.targetNanos = targetNanos;
        this.maxNanos = maxNanos;
    }

    /** Work left the queue after waiting this long. */
    synchronized void taken(long waitedNanos, long now) {
        if (targetNanos <= 0) {
            return;
        }
        intervalMin = Math.min(intervalMin, waitedNanos);
        if (waitedNanos < targetNanos) {
            above = false; // the queue drained below the target: admit again at once
        }
        if (now - intervalStart >= INTERVAL_NANOS) {
            above = intervalMin > targetNanos;
            intervalMin = Long.MAX_VALUE;
            intervalStart = now;
        }
    }

    /**
     * Whether new work is refused now, given how long the oldest queued work has waited (0: the queue is empty, and
     * nothing waits: admitted).
     */
    boolean refuses(long oldestWaitedNanos) {
        if (oldestWaitedNanos <= 0) {
            return false;
        }
        return oldestWaitedNanos > maxNanos || (above && oldestWaitedNanos > targetNanos);
    }

    long maxNanos() {
        return maxNanos;
    }

    long targetNanos() {
        return targetNanos;
    }
}
