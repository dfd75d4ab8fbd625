package dev.corebed.gatling.report;

/**
 * What a seed benchmark published for one message of its call model, shown beside the measured figures.
 *
 * @param rate        messages per second at the seed's full rate (scale 1)
 * @param latency     its latency percentiles, or null when the seed gives none for this message
 * @param latencyText the seed's latency as published when it is not those percentiles ("avg 28.6 pk 28.7"), or null
 */
public record SeedFigures(double rate, Latency latency, String latencyText) {

    public SeedFigures(double rate, Latency latency) {
        this(rate, latency, null);
    }

    /** A percentile the seed does not publish. */
    public static final double NONE = -1;

    /**
     * Milliseconds; a negative value where the seed publishes no such percentile (NaN where a measurement has none:
     * Gatling's report gives four percentiles, without p75).
     */
    public record Latency(double p50, double p75, double p90, double p95, double p99) {
        /** The four percentiles most seeds publish, without p75. */
        public Latency(double p50, double p90, double p95, double p99) {
            this(p50, NONE, p90, p95, p99);
        }

        /** Whether p75 is known (the Sh cache's seed publishes it, and the runs that measure it themselves). */
        public boolean hasP75() {
            return p75 >= 0;
        }
    }
}
