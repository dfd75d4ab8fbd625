package dev.corebed.core.rules;

import dev.corebed.core.fault.FaultRule;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/** The delays fault rules and scripted answers inject: checked once, drawn per request. */
public final class Delays {

    private Delays() {}

    /** One draw, in nanoseconds; 0 for no delay. */
    public static long sampleNanos(FaultRule.Delay d) {
        return d == null ? 0 : TimeUnit.MICROSECONDS.toNanos(Math.round(sampleMillis(d, ThreadLocalRandom.current()) * 1000));
    }

    public static double sampleMillis(FaultRule.Delay d, ThreadLocalRandom rnd) {
        return switch (d.type().toLowerCase(Locale.ROOT)) {
            case "fixed" -> d.ms();
            case "uniform" -> d.minMs() + rnd.nextDouble() * (d.maxMs() - d.minMs());
            // lognormal around the median: exp(mu + sigma*Z) with mu = ln(median)
            case "lognormal" -> d.medianMs() * Math.exp(d.sigma() * rnd.nextGaussian());
            default -> throw new IllegalStateException("unvalidated delay type " + d.type());
        };
    }

    /** @throws RuleException naming the field under {@code pointer} ("/delay") */
    public static void validate(FaultRule.Delay d, String pointer) {
        if (d == null) {
            return;
        }
        if (d.type() == null) {
            throw new RuleException(pointer + "/type", "delay.type is missing (fixed, uniform, lognormal)");
        }
        switch (d.type().toLowerCase(Locale.ROOT)) {
            case "fixed" -> require(d.ms() != null && d.ms() >= 0, pointer + "/ms", "delay.ms must be >= 0");
            case "uniform" -> require(d.minMs() != null && d.maxMs() != null && d.minMs() >= 0 && d.maxMs() >= d.minMs(),
                    pointer + "/minMs", "delay.minMs and delay.maxMs are required, 0 <= minMs <= maxMs");
            case "lognormal" -> require(d.medianMs() != null && d.medianMs() > 0 && d.sigma() != null && d.sigma() >= 0,
                    pointer + "/medianMs", "delay.medianMs > 0 and delay.sigma >= 0 are required");
            default -> throw new RuleException(pointer + "/type", "delay.type must be fixed, uniform or lognormal");
        }
    }

    /** Checks the counting fields every rule has: times >= 1, after >= 0. */
    public static void validateCounts(Rule<?> r) {
        require(r.times() == null || r.times() >= 1, "/times", "times must be at least 1 (absent: no limit)");
        require(r.after() == null || r.after() >= 0, "/after", "after must not be negative");
        require(r.probability() == null || r.probability() >= 0 && r.probability() <= 1, "/probability",
                "probability must be between 0 and 1");
    }

    public static void require(boolean ok, String pointer, String message) {
        if (!ok) {
            throw new RuleException(pointer, message);
        }
    }
}
