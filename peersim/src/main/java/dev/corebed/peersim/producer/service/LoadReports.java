package dev.corebed.peersim.producer.service;

import io.netty.util.AsciiString;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * What the producers report of their load (TS 29.500 §6.3, 3gpp-Sbi-Lci) and overload (§6.4, 3gpp-Sbi-Oci), as the
 * seed's producers do: every LCI interval each instance's load moves by up to {@code step} points (the header carries
 * it, scope NF-Instance); every OCI interval the first {@code ociInstances} instances report a new overload reduction
 * (none a quarter of the time), valid for the interval. The values are built here, once per change, and every answer
 * carries them as they are.
 */
public final class LoadReports {

    private static final DateTimeFormatter HTTP_DATE = DateTimeFormatter.RFC_1123_DATE_TIME.withZone(ZoneOffset.UTC);

    private final List<Population.Instance> instances;
    private final int step;
    private final int ociInstances;
    private final long ociValiditySeconds;
    private final int maxReduction;

    public LoadReports(List<Population.Instance> instances, int step, int ociInstances, long ociValiditySeconds, int maxReduction) {
        this.instances = instances;
        this.step = step;
        this.ociInstances = Math.min(ociInstances, instances.size());
        this.ociValiditySeconds = ociValiditySeconds;
        this.maxReduction = maxReduction;
    }

    /** A new load for every instance. */
    public void moveLoads() {
        String now = HTTP_DATE.format(Instant.now());
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (Population.Instance i : instances) {
            if (i.pinned) {
                continue;
            }
            int load = Math.max(0, Math.min(100, i.load + random.nextInt(-step, step + 1)));
            i.load = load;
            i.lci = new AsciiString("Timestamp: \"" + now + "\"; Load-Metric: " + load + "%; NF-Instance: " + i.id);
        }
    }

    /** A new overload reduction for the reporting instances. */
    public void moveOverloads() {
        String now = HTTP_DATE.format(Instant.now());
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int n = 0; n < ociInstances; n++) {
            Population.Instance i = instances.get(n);
            if (i.pinned) {
                continue;
            }
            int reduction = random.nextInt(4) == 0 ? 0 : random.nextInt(1, maxReduction + 1);
            i.oci = new AsciiString("Timestamp: \"" + now + "\"; Period-of-Validity: " + ociValiditySeconds
                    + "s; Overload-Reduction-Metric: " + reduction + "%; NF-Instance: " + i.id);
        }
    }

    /** Nothing reported any more (a reset). */
    public void clear() {
        for (Population.Instance i : instances) {
            i.lci = null;
            i.oci = null;
        }
    }
}
