package dev.corebed.testkit;

/** How many matching requests a verification expects: {@link #exactly}, {@link #atLeast}, {@link #atMost}, {@link #between}. */
public final class Count {

    private final long min;
    private final long max;
    private final String text;

    private Count(long min, long max, String text) {
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("not a count: " + text);
        }
        this.min = min;
        this.max = max;
        this.text = text;
    }

    public static Count exactly(long n) {
        return new Count(n, n, "exactly " + n);
    }

    public static Count atLeast(long n) {
        return new Count(n, Long.MAX_VALUE, "at least " + n);
    }

    public static Count atMost(long n) {
        return new Count(0, n, "at most " + n);
    }

    public static Count between(long min, long max) {
        return new Count(min, max, "between " + min + " and " + max);
    }

    public static Count never() {
        return new Count(0, 0, "no");
    }

    public boolean test(long n) {
        return n >= min && n <= max;
    }

    @Override
    public String toString() {
        return text;
    }
}
