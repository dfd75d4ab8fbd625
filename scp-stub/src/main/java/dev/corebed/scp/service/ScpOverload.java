package dev.corebed.scp.service;

import dev.corebed.sbi.Cause;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * The SCP's own overload control (TS 29.500 §6.4, the seed's pod overload control): above {@code onset} of its
 * in-flight limit, requests are refused from the lowest priority up (3gpp-Sbi-Message-Priority: 31 lowest, 0 highest;
 * a request without the header has {@code defaultPriority}), everything at the limit. A refusal is 503 NF_CONGESTION
 * with Retry-After and an OCI of scope SCP-FQDN whose reduction is the share of priorities being refused, so that
 * consumers shed that share before sending.
 */
public final class ScpOverload {

    private static final DateTimeFormatter HTTP_DATE = DateTimeFormatter.RFC_1123_DATE_TIME.withZone(ZoneOffset.UTC);

    private final int max;
    private final double onset;
    private final int defaultPriority;
    private final long ociValiditySeconds;
    private final String fqdn;
    private final LongSupplier epochMillis;
    private final ScpMetrics metrics;
    private final AtomicInteger inFlight = new AtomicInteger();

    public ScpOverload(int maxInFlight, double onset, int defaultPriority, long ociValiditySeconds, String fqdn,
                       LongSupplier epochMillis, ScpMetrics metrics) {
        this.max = maxInFlight;
        this.onset = onset;
        this.defaultPriority = defaultPriority;
        this.ociValiditySeconds = ociValiditySeconds;
        this.fqdn = fqdn;
        this.epochMillis = epochMillis;
        this.metrics = metrics;
    }

    public int defaultPriority() {
        return defaultPriority;
    }

    public int inFlight() {
        return inFlight.get();
    }

    /**
     * Takes a place for a request of this priority (-1: none given); null when admitted (then {@link #release()} it once
     * answered), else the refusal.
     */
    public Refusal admit(int priority) {
        int n = inFlight.incrementAndGet();
        if (max <= 0) {
            return null;
        }
        double load = (double) n / max;
        if (load <= onset) {
            return null;
        }
        int p = priority < 0 ? defaultPriority : priority;
        // the share of the priority range refused at this load: 0 at the onset, all of it at the limit
        double share = Math.min(1.0, (load - onset) / (1.0 - onset));
        int cutoff = 31 - (int) Math.floor(share * 32);
        if (p <= cutoff) {
            return null;
        }
        inFlight.decrementAndGet();
        metrics.overloadRefused.increment();
        int reduction = (int) Math.round(share * 100);
        String oci = "Timestamp: \"" + HTTP_DATE.format(Instant.ofEpochMilli(epochMillis.getAsLong())) + "\"; Period-of-Validity: "
                + ociValiditySeconds + "s; Overload-Reduction-Metric: " + reduction + "%; SCP-FQDN: " + fqdn;
        return new Refusal(503, Cause.NF_CONGESTION, "the SCP is overloaded: requests of priority " + (cutoff + 1)
                + " to 31 are refused", null, 1, oci);
    }

    public void release() {
        inFlight.decrementAndGet();
    }
}
