package dev.corebed.core.overload;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Admission control for one stub: a limit on requests in flight (over it: 503 NF_CONGESTION) and on
 * the arrival rate (over it: 429 NF_CONGESTION_RISK), both with Retry-After. Settings change at run
 * time through the admin API. The rate limit is a GCRA (one CAS per request, no timer thread).
 */
public final class OverloadControl {

    /**
     * @param maxInFlight    0 = unlimited
     * @param maxRate        requests per second, 0 = unlimited
     * @param burst          requests admitted at once above the steady rate
     * @param retryAfter     seconds, sent in Retry-After
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Settings(int maxInFlight, double maxRate, int burst, int retryAfter) {
        public static final Settings UNLIMITED = new Settings(0, 0, 0, 1);

        public void validate() {
            if (maxInFlight < 0 || maxRate < 0 || burst < 0 || retryAfter < 0) {
                throw new IllegalArgumentException("overload settings must not be negative");
            }
        }
    }

    public enum Verdict { ADMIT, TOO_MANY_IN_FLIGHT, RATE_EXCEEDED }

    private final Settings defaults;
    private volatile Settings settings;
    private volatile long intervalNanos;
    private volatile long toleranceNanos;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicLong theoreticalArrival = new AtomicLong();

    /** @param settings the configured limits, in force at start and after {@link #reset()} */
    public OverloadControl(Settings settings) {
        this.defaults = settings;
        set(settings);
    }

    /** Back to the configured limits. */
    public void reset() {
        set(defaults);
    }

    public void set(Settings s) {
        s.validate();
        this.settings = s;
        this.intervalNanos = s.maxRate() > 0 ? (long) (1e9 / s.maxRate()) : 0;
        this.toleranceNanos = intervalNanos * Math.max(1, s.burst());
    }

    public Settings settings() {
        return settings;
    }

    public int inFlight() {
        return inFlight.get();
    }

    /** Called once per request; on ADMIT the caller must call {@link #release()} when the answer is sent. */
    public Verdict admit() {
        long interval = intervalNanos;
        if (interval > 0 && !rateAllows(interval)) {
            return Verdict.RATE_EXCEEDED;
        }
        int max = settings.maxInFlight();
        int now = inFlight.incrementAndGet();
        if (max > 0 && now > max) {
            inFlight.decrementAndGet();
            return Verdict.TOO_MANY_IN_FLIGHT;
        }
        return Verdict.ADMIT;
    }

    public void release() {
        inFlight.decrementAndGet();
    }

    private boolean rateAllows(long interval) {
        while (true) {
            long tat = theoreticalArrival.get();
            // Read the clock after the shared state: a clock read before it, by a thread then preempted
            // while another advanced tat, would look like a burst and refuse a request wrongly.
            long now = System.nanoTime();
            long base = Math.max(tat, now);
            if (base - now > toleranceNanos - interval) {
                return false;
            }
            if (theoreticalArrival.compareAndSet(tat, base + interval)) {
                return true;
            }
        }
    }
}
