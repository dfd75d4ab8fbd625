package dev.corebed.gatling.report;

/**
 * What a seed benchmark published for one message of its call model, shown beside the measured figures.
 *
 * @param rate    messages per second at the seed's full rate (scale 1)
 * @param latency its latency percentiles, or null when the seed gives none for this message
 */
public record SeedFigures(double rate, Latency latency) {

    /** A percentile the seed does not publish. */
    public static final double NONE = -1;

    /** Milliseconds; a negative value where the seed publishes no such percentile. */
    public record Latency(double p50, double p90, double p95, double p99) {}
}
