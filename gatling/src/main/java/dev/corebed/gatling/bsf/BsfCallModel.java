package dev.corebed.gatling.bsf;

import dev.corebed.gatling.report.SeedFigures;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The seed BSF benchmark's call models (callmodels/bsf.md §2, §4): Nbsf_Management binding creates and
 * deletes (and discoveries in S3) from the PCFs, and Rx sessions (AAR-I, AAR-U, RAR, STR in equal counts)
 * from the AF through the BSF to the PCF holding the binding, against a preloaded binding population.
 *
 * <p>The population and the binding lifetime go together by Little's law: a binding lives
 * population / create rate seconds (S1: 14M / 7,200/s ≈ 32 min). A run at scale {@code s} keeps that
 * lifetime with {@code s} times the population: the deletes remove the oldest bindings first.
 */
public enum BsfCallModel {

    /** S1: 22K TPS, 14.4K nBSF (create 1 : delete 1) + 7.8K Rx; 7M subscribers, 14M sessions. */
    S1_22K("bsf-s1", "BSF S1 22K", 7_200, 7_200, 0, 1_950, 14_000_000L,
            new SeedFigures.Latency(2, SeedFigures.NONE, SeedFigures.NONE, 19)),
    /** S2: 54K TPS, 4.5K nBSF + 50K Rx; about 50M active bindings. The seed reports no latency for it. */
    S2_54K("bsf-s2", "BSF S2 54K", 2_250, 2_250, 0, 12_500, 50_000_000L, null),
    /**
     * S3: 63K TPS, 8.43K nBSF (create 1 : delete 1 : get 0.15) + 54.7K Rx; 32M subscribers, one binding each.
     * Its Ingress GW latency is printed as 0.007 / 0.015 "ms", which the digest reads as seconds: 7 / 15 ms.
     */
    S3_63K("bsf-s3", "BSF S3 63K", 3_921, 3_921, 588, 13_675, 32_000_000L,
            new SeedFigures.Latency(7, SeedFigures.NONE, SeedFigures.NONE, 15));

    /** Request names, as in the simulation and the summary: the TS 29.521 operationIds and the Rx commands. */
    public static final String CREATE = "CreatePCFBinding";
    public static final String DELETE = "DeleteIndPCFBinding";
    public static final String GET = "GetPCFBindings";
    public static final String AAR_I = "Rx AAR-I";
    public static final String AAR_U = "Rx AAR-U";
    public static final String RAR = "Rx RAR";
    public static final String STR = "Rx STR";

    private final String id;
    private final String title;
    private final double createRate;
    private final double deleteRate;
    private final double getRate;
    private final double rxRate;
    private final long population;
    private final SeedFigures.Latency nbsfLatency;

    BsfCallModel(String id, String title, double createRate, double deleteRate, double getRate, double rxRate,
                 long population, SeedFigures.Latency nbsfLatency) {
        this.id = id;
        this.title = title;
        this.createRate = createRate;
        this.deleteRate = deleteRate;
        this.getRate = getRate;
        this.rxRate = rxRate;
        this.population = population;
        this.nbsfLatency = nbsfLatency;
    }

    public static BsfCallModel byId(String id) {
        for (BsfCallModel m : values()) {
            if (m.id.equalsIgnoreCase(id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no BSF call model " + id + " (bsf-s1, bsf-s2, bsf-s3)");
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** Whether the model discovers bindings (GetPCFBindings): S3 only. */
    public boolean hasGet() {
        return getRate > 0;
    }

    /** Active bindings at scale 1. */
    public long population() {
        return population;
    }

    /** Mean binding lifetime, seconds (Little's law: population / create rate). */
    public double lifetimeSeconds() {
        return population / createRate;
    }

    /** The population a run at this scale keeps the seed's lifetime with (at least {@code min}). */
    public long population(double scale, long min) {
        return Math.max(min, Math.round(population * scale));
    }

    /** Nbsf_Management messages per second at scale 1. */
    public double nbsfRate() {
        return createRate + deleteRate + getRate;
    }

    /** Rx messages per second at scale 1 (four per session). */
    public double rxRate() {
        return 4 * rxRate;
    }

    /** Rx sessions (AAR-I) per second at scale 1. */
    public double rxSessionRate() {
        return rxRate;
    }

    /** Target rate of every message at {@code scale}, at least {@code minRate}; Rx messages at their session's rate. */
    public Map<String, Double> targets(double scale, double minRate) {
        Map<String, Double> t = new LinkedHashMap<>();
        t.put(CREATE, Math.max(createRate * scale, minRate));
        t.put(DELETE, Math.max(deleteRate * scale, minRate));
        if (hasGet()) {
            t.put(GET, Math.max(getRate * scale, minRate));
        }
        double rx = Math.max(rxRate * scale, minRate);
        t.put(AAR_I, rx);
        t.put(AAR_U, rx);
        t.put(RAR, rx);
        t.put(STR, rx);
        return t;
    }

    /** What the seed published for each message: its rate; its latency where the guide gives one (p50 and p99 only). */
    public Map<String, SeedFigures> seedFigures() {
        Map<String, SeedFigures> f = new LinkedHashMap<>();
        f.put(CREATE, new SeedFigures(createRate, nbsfLatency));
        f.put(DELETE, new SeedFigures(deleteRate, nbsfLatency));
        if (hasGet()) {
            f.put(GET, new SeedFigures(getRate, nbsfLatency));
        }
        for (String rx : new String[] {AAR_I, AAR_U, RAR, STR}) {
            f.put(rx, new SeedFigures(rxRate, null));
        }
        return f;
    }
}
