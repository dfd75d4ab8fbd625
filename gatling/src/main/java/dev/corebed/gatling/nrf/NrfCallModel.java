package dev.corebed.gatling.nrf;

import dev.corebed.gatling.report.SeedFigures;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The seed NRF benchmark's call models (callmodels/nrf.md §2b, §2d, §4): the rate of every message the
 * NRF receives, the discovery share of each target NF type, and the figures the seed published.
 *
 * <p>Control-plane rates are the same in both models (the seed keeps its 66 TPS of non-discovery traffic
 * in the 5K run); only discovery, SLF, forwarding and NFStatusNotify volumes differ.
 */
public enum NrfCallModel {

    /** Scenario A: 51.6K discoveries per second on one NRF set. Discovery shares: §2d run A, AMF from B (missing in A). */
    NRF_51_6K("nrf-51.6k", "NRF 51.6K", 51_600, 750, 45_600, shares(
            "AMF", 4.25, "AUSF", 0.39, "CHF", 0.077, "LMF", 0.025, "PCF", 0.39, "SMF", 8.09, "UDM", 85.5, "UDR", 1.21,
            "NEF", 0.026, "SMSF", 0.025),
            // "Discovery + SLF egress", run A, p50/p90/p95/p99 (the seed prints them p99 first)
            new SeedFigures.Latency(151, 191, 196, 239)),

    /** Scenario B2: the growth run's 5K part. Discovery shares: §2d B1/B2. */
    NRF_5K("nrf-5k", "NRF 5K (growth)", 5_000, 500, 4_420, shares(
            "AMF", 4.25, "AUSF", 0.40, "CHF", 0.075, "LMF", 0.027, "PCF", 0.39, "SMF", 8.11, "UDM", 85.3, "UDR", 1.21,
            "NEF", 0.027, "SMSF", 0.025),
            // run B2: 229 / 191 / 196 / 150 as printed (p95 < p90 in the seed itself)
            new SeedFigures.Latency(150, 196, 191, 229));

    /** Request names, as in the simulation and the summary. */
    public static final String DISCOVER = "NfDiscover";
    public static final String REGISTER = "NfRegister";
    public static final String UPDATE = "NfUpdate";
    public static final String HEARTBEAT = "NfHeartbeat";
    public static final String DEREGISTER = "NfDeregister";
    public static final String PROFILE_RETRIEVAL = "NfProfileRetrieval";
    public static final String LIST_RETRIEVAL = "NfListRetrieval";
    public static final String SUBSCRIBE = "NfStatusSubscribe";
    public static final String SUBSCRIBE_UPDATE = "NfStatusSubscribeUpdate";
    public static final String UNSUBSCRIBE = "NfStatusUnsubscribe";
    public static final String ACCESS_TOKEN = "AccessToken";
    public static final String NOTIFY = "NfStatusNotify";

    /**
     * Messages per second each NRF receives, the seed's TPS column (§2b), discovery apart. "Subscribe +
     * Update Subscription" is 7: 1 subscribe (as many as unsubscribes, since the NRF starts at its limit
     * of 1,000 subscriptions) and 6 updates.
     */
    public static final Map<String, Double> CONTROL_PLANE = orderedRates(
            REGISTER, 1, UPDATE, 1, HEARTBEAT, 52, DEREGISTER, 1, PROFILE_RETRIEVAL, 1, LIST_RETRIEVAL, 1,
            SUBSCRIBE, 1, SUBSCRIBE_UPDATE, 6, UNSUBSCRIBE, 1, ACCESS_TOKEN, 1);

    private final String id;
    private final String title;
    private final double discoveryRate;
    private final double notifyRate;
    private final double slfRate;
    private final Map<String, Double> discoveryShares;
    private final SeedFigures.Latency discoveryLatency;

    NrfCallModel(String id, String title, double discoveryRate, double notifyRate, double slfRate,
                 Map<String, Double> discoveryShares, SeedFigures.Latency discoveryLatency) {
        this.id = id;
        this.title = title;
        this.discoveryRate = discoveryRate;
        this.notifyRate = notifyRate;
        this.slfRate = slfRate;
        this.discoveryShares = discoveryShares;
        this.discoveryLatency = discoveryLatency;
    }

    public static NrfCallModel byId(String id) {
        for (NrfCallModel m : values()) {
            if (m.id.equalsIgnoreCase(id) || m.id.equalsIgnoreCase("nrf-" + id)) {
                return m;
            }
        }
        throw new IllegalArgumentException("no NRF call model " + id + " (nrf-51.6k, nrf-5k)");
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }

    /** NfDiscover per second at scale 1. */
    public double discoveryRate() {
        return discoveryRate;
    }

    /** NFStatusNotify per second the NRF sends at scale 1. */
    public double notifyRate() {
        return notifyRate;
    }

    /** SLF queries per second the NRF sends at scale 1 (§2b row I). */
    public double slfRate() {
        return slfRate;
    }

    /** Percent of the discoveries per target NF type, as the seed's table has them (not quite 100 in all). */
    public Map<String, Double> discoveryShares() {
        return discoveryShares;
    }

    /** What the seed published for each message of this model: its rate and, where given, its latency. */
    public Map<String, SeedFigures> seedFigures() {
        Map<String, SeedFigures> figures = new LinkedHashMap<>();
        figures.put(DISCOVER, new SeedFigures(discoveryRate, discoveryLatency));
        double total = discoveryShares.values().stream().mapToDouble(Double::doubleValue).sum();
        discoveryShares.forEach((type, share) -> figures.put(DISCOVER + " " + type,
                new SeedFigures(discoveryRate * share / total, null)));
        CONTROL_PLANE.forEach((name, rate) -> figures.put(name, new SeedFigures(rate, null)));
        figures.put(NOTIFY, new SeedFigures(notifyRate, null));
        return figures;
    }

    private static Map<String, Double> shares(Object... typeAndPercent) {
        return orderedRates(typeAndPercent);
    }

    private static Map<String, Double> orderedRates(Object... nameAndRate) {
        Map<String, Double> m = new LinkedHashMap<>();
        for (int i = 0; i < nameAndRate.length; i += 2) {
            m.put((String) nameAndRate[i], ((Number) nameAndRate[i + 1]).doubleValue());
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    /**
     * Target rate of every driven message at {@code scale}: the seed's rate times the scale, but at least
     * {@code minRate}, so that a short run at a small scale still sends every message; heartbeats at least
     * one per population NF per {@code heartBeatTimer} seconds, so the population stays REGISTERED however
     * small the scale (the seed's 52/s is more than its 260 NFs at 30 s would send).
     */
    public Map<String, Double> targets(double scale, double minRate, int population, int heartBeatTimer) {
        Map<String, Double> t = new LinkedHashMap<>();
        t.put(DISCOVER, Math.max(discoveryRate * scale, minRate));
        CONTROL_PLANE.forEach((name, rate) -> t.put(name, Math.max(rate * scale, minRate)));
        t.put(HEARTBEAT, Math.max(t.get(HEARTBEAT), (double) population / heartBeatTimer));
        return t;
    }

    /** The discovery target types in the seed's order. */
    public List<String> discoveryTypes() {
        return List.copyOf(discoveryShares.keySet());
    }
}
