package dev.corebed.scp.service;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Chooses the producer service an attempt goes to among candidates (TS 23.501 §6.3.1.0, TS 29.510 §6.2.3.2.3.1):
 * the preferred instance first when the consumer named one, then those in the preferred locality, then the lowest
 * priority value; among equals, at random weighted by capacity and by the room the load leaves (a producer's LCI
 * replacing its profile's load). Endpoints ejected by outlier detection or at their in-flight limit are passed over;
 * one under an OCI is passed over for that share of the selections while another can take the request.
 */
public final class Selection {

    /** One producer service selection may choose. */
    public record Candidate(Producer producer, Producer.Service service) {
        public String authority() {
            return service.apiRoot().authority();
        }
    }

    private final LoadControl load;
    private final EndpointHealth health;
    private final ScpMetrics metrics;

    public Selection(LoadControl load, EndpointHealth health, ScpMetrics metrics) {
        this.load = load;
        this.health = health;
        this.metrics = metrics;
    }

    /**
     * The candidate for the next attempt, or null when none is usable.
     *
     * @param tried             authorities of the attempts made so far (not chosen again)
     * @param preferredLocality the consumer's preferred locality, or null
     * @param preferredInstance the consumer's preferred NF instance, or null
     */
    public Candidate pick(List<Candidate> candidates, List<String> tried, String preferredLocality, String preferredInstance) {
        return pick(candidates, tried, preferredLocality, preferredInstance, false);
    }

    /**
     * As {@link #pick(List, List, String, String)}; with {@code panic}, endpoints ejected by outlier detection count as
     * usable (every candidate is ejected: one of them still gets the request rather than none).
     */
    public Candidate pick(List<Candidate> candidates, List<String> tried, String preferredLocality, String preferredInstance,
                          boolean panic) {
        int n = candidates.size();
        if (n == 0) {
            return null;
        }
        long excluded = 0; // candidates diverted for OCI in this pick (the first 64)
        for (int round = 0; round < 4; round++) {
            int bestKey = Integer.MAX_VALUE;
            int usable = 0;
            for (int i = 0; i < n; i++) {
                Candidate c = candidates.get(i);
                if (skip(c, tried, panic) || i < 64 && (excluded & (1L << i)) != 0) {
                    continue;
                }
                usable++;
                bestKey = Math.min(bestKey, key(c, preferredLocality, preferredInstance));
            }
            if (usable == 0) {
                return null;
            }
            long total = 0;
            for (int i = 0; i < n; i++) {
                Candidate c = candidates.get(i);
                if (skip(c, tried, panic) || i < 64 && (excluded & (1L << i)) != 0 || key(c, preferredLocality, preferredInstance) != bestKey) {
                    continue;
                }
                total += weight(c);
            }
            long at = ThreadLocalRandom.current().nextLong(total);
            int chosen = -1;
            for (int i = 0; i < n; i++) {
                Candidate c = candidates.get(i);
                if (skip(c, tried, panic) || i < 64 && (excluded & (1L << i)) != 0 || key(c, preferredLocality, preferredInstance) != bestKey) {
                    continue;
                }
                at -= weight(c);
                if (at < 0) {
                    chosen = i;
                    break;
                }
            }
            Candidate c = candidates.get(chosen);
            int reduction = load.reduction(c.producer(), c.service());
            if (reduction > 0 && usable > 1 && chosen < 64 && ThreadLocalRandom.current().nextInt(100) < reduction) {
                metrics.ociDiversions.increment();
                excluded |= 1L << chosen;
                continue;
            }
            return c;
        }
        return null;
    }

    private boolean skip(Candidate c, List<String> tried, boolean panic) {
        String authority = c.authority();
        for (int i = 0; i < tried.size(); i++) {
            if (tried.get(i).equals(authority)) {
                return true;
            }
        }
        return !panic && !health.usable(authority);
    }

    /** Lower is better: preferred instance, then preferred locality, then priority (0-65535). */
    private static int key(Candidate c, String preferredLocality, String preferredInstance) {
        int tier = 0;
        if (preferredInstance != null && !preferredInstance.equals(c.producer().id())) {
            tier += 2;
        }
        if (preferredLocality != null && !preferredLocality.equals(c.producer().locality())) {
            tier += 1;
        }
        return tier * 65536 + Math.max(0, Math.min(65535, c.service().priority()));
    }

    private long weight(Candidate c) {
        int l = Math.max(0, Math.min(100, load.load(c.producer(), c.service())));
        return Math.max(1L, (long) Math.max(0, c.service().capacity()) * (100 - l));
    }
}
