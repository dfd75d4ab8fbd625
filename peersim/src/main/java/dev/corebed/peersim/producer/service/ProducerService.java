package dev.corebed.peersim.producer.service;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/** The simulator's state: its population, how it answers now, what it reports and what it received. */
public final class ProducerService {

    private final Population population;
    private final Behaviour configured;
    private final AtomicReference<Behaviour> behaviour;
    private final LoadReports reports;

    public ProducerService(Population population, Behaviour configured, LoadReports reports) {
        this.population = population;
        this.configured = configured;
        this.behaviour = new AtomicReference<>(configured);
        this.reports = reports;
    }

    public Behaviour behaviour() {
        return behaviour.get();
    }

    public void behaviour(Behaviour b) {
        behaviour.set(b);
    }

    public Population population() {
        return population;
    }

    /** Instances of a type (all when null), at most {@code limit}. */
    public List<Population.Instance> instances(String nfType, int limit) {
        return population.all().stream().filter(i -> nfType == null || i.nfType().equalsIgnoreCase(nfType)
                || i.kind().equalsIgnoreCase(nfType)).limit(limit).toList();
    }

    /** Requests received and failed by NF kind. */
    public Map<String, long[]> counts() {
        Map<String, long[]> out = new TreeMap<>();
        for (Population.Instance i : population.all()) {
            long[] c = out.computeIfAbsent(i.kind(), k -> new long[2]);
            c[0] += i.received();
            c[1] += i.failed();
        }
        return out;
    }

    /** The configured behaviour back, counts and reports cleared (the LCI/OCI timers report again at their next tick). */
    public void reset() {
        behaviour.set(configured);
        population.all().forEach(Population.Instance::clearCounts);
    }

    public LoadReports reports() {
        return reports;
    }
}
