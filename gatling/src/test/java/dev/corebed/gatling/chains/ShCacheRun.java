package dev.corebed.gatling.chains;

import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.gatling.shcache.ShCacheCallModel;
import dev.corebed.gatling.shcache.ShCacheCallModel.Scenario;
import dev.corebed.gatling.shcache.ShCacheCounters;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;

/**
 * The state one Sh cache call-model run shares between its set-up, its request chains and its end: the model (pools of
 * the HSS simulator's subscribers), each scenario's session latencies (both requests, in a histogram of its own: the
 * summary gives p50/p75/p90/p95/p99 beside the seed's, which Gatling's four percentiles cannot), the first GETs' hits,
 * the cache's counters before and after (hit ratio, Sh requests to the HSS), and the clock of the summary's lag.
 */
public final class ShCacheRun implements CallModelRun {

    /**
     * Sh-cache parameters, from system properties as {@link LoadParameters}' ({@code corebed.subscribers}...).
     *
     * @param subscribers subscribers per scenario (the seed: 200,000)
     * @param admin       the cache's management apiRoot, for its counters; empty: no hit ratio nor HSS rates
     */
    public record Options(int subscribers, String admin) {
        static Options fromSystemProperties() {
            String admin = System.getProperty("corebed.shcache-admin", "").strip();
            return new Options(Integer.parseInt(System.getProperty("corebed.subscribers", "200000").strip()),
                    admin.endsWith("/") ? admin.substring(0, admin.length() - 1) : admin);
        }
    }

    private static final long MAX_NANOS = TimeUnit.SECONDS.toNanos(60);

    private final LoadParameters params;
    private final Options options;
    private final ShCacheCallModel model;
    private final Map<Scenario, Double> targets;
    private final Map<Scenario, Recorder> latency = new EnumMap<>(Scenario.class);
    private final Map<Scenario, LongAdder> ok = new EnumMap<>(Scenario.class);
    private final Map<Scenario, LongAdder> ko = new EnumMap<>(Scenario.class);
    private final Map<Scenario, LongAdder> firstGets = new EnumMap<>(Scenario.class);
    private final Map<Scenario, LongAdder> firstGetHits = new EnumMap<>(Scenario.class);
    private final AtomicLong lastEnd = new AtomicLong();
    private final AtomicLong puts = new AtomicLong();
    private ShCacheCounters counters;
    private ShCacheCounters.Snapshot before;
    private String ttl = "?";
    private long startMillis;
    private String loadAtStart = "";

    public ShCacheRun(LoadParameters params) {
        this.params = params;
        this.options = Options.fromSystemProperties();
        this.model = new ShCacheCallModel(15550000000L, "ims.corebed.test", options.subscribers());
        this.targets = ShCacheCallModel.targets(params.scale(), params.minRate());
        for (Scenario s : Scenario.values()) {
            latency.put(s, new Recorder(MAX_NANOS, 3));
            ok.put(s, new LongAdder());
            ko.put(s, new LongAdder());
            firstGets.put(s, new LongAdder());
            firstGetHits.put(s, new LongAdder());
        }
    }

    public Map<Scenario, Double> targets() {
        return targets;
    }

    public LoadParameters params() {
        return params;
    }

    @Override
    public String title() {
        return ShCacheCallModel.TITLE;
    }

    /** Reads the cache's counters (and TTL) before the load, when its management port is known. */
    @Override
    public void setUp(PrintStream out) throws IOException, InterruptedException {
        if (!options.admin().isEmpty()) {
            counters = new ShCacheCounters(options.admin());
            ttl = counters.ttl();
            before = counters.read();
            out.printf("Sh cache at %s: TTL %s, %,d items cached (%,d live), %,d subscriptions%n", params.target(), ttl,
                    before.items(), before.liveItems(), before.subscriptions());
        }
        loadAtStart = Host.loadAverage();
        startMillis = System.currentTimeMillis();
    }

    // ------------------------------------------------------------------ what the chains use

    /** A random subscriber of a scenario's pool, as its IMPU. */
    public String impu(Scenario s) {
        return model.impu(s, ThreadLocalRandom.current().nextInt(model.subscribers()));
    }

    /** The next MMTEL-Services document a put-mmtel-services session writes. */
    public String nextMmtelServices() {
        return ShCacheCallModel.mmtelServices(puts.getAndIncrement());
    }

    /** An STN-SR document for the subscriber of that IMPU. */
    public static String stnSr(String impu) {
        return ShCacheCallModel.stnSr(impu.substring(5, impu.indexOf('@')));
    }

    /** A session's request answered, in ms as Gatling measured it. */
    public void requested(Scenario s, long millis) {
        latency.get(s).recordValue(Math.min(TimeUnit.MILLISECONDS.toNanos(Math.max(millis, 0)), MAX_NANOS));
    }

    /** A get-* session's first GET answered with this Cache-Status. */
    public void firstGet(Scenario s, String cacheStatus) {
        firstGets.get(s).increment();
        if (cacheStatus != null && cacheStatus.endsWith("; hit")) {
            firstGetHits.get(s).increment();
        }
    }

    /** A session ended: both its requests answered 200, or not. */
    public void ended(Scenario s, boolean succeeded) {
        (succeeded ? ok : ko).get(s).increment();
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
    }

    // ------------------------------------------------------------------ after the load

    /** Writes the plan: one row per scenario (sessions, both requests' latency), its requests' rows under it. */
    @Override
    public void tearDown(PrintStream out) throws IOException, InterruptedException {
        long scheduledEnd = startMillis + (long) ((params.rampSeconds() + params.durationSeconds()) * 1000);
        Map<String, SeedFigures> seed = ShCacheCallModel.seedFigures();
        List<LoadPlan.Row> rows = new ArrayList<>();
        for (Scenario s : Scenario.values()) {
            rows.add(new LoadPlan.Row(s.id(), targets.get(s), seed.get(s.id()), true, new LoadPlan.Measured(ok.get(s).sum(),
                    ko.get(s).sum(), OpenLoad.latency(latency.get(s).getIntervalHistogram()))));
            for (String request : s.requests()) {
                rows.add(new LoadPlan.Row("  " + request, 0, null, false, null));
            }
        }
        List<String> notes = new ArrayList<>();
        List<String> hits = new ArrayList<>();
        for (Scenario s : List.of(Scenario.GET_MMTEL_SERVICES, Scenario.GET_MSISDN)) {
            long n = firstGets.get(s).sum();
            hits.add(String.format(Locale.ROOT, "%s %.1f %% hits of %,d", s.id(), n == 0 ? 0 : 100.0 * firstGetHits.get(s).sum() / n, n));
        }
        double getRate = targets.get(Scenario.GET_MMTEL_SERVICES);
        String steady = "";
        if (counters != null) {
            double ttlSeconds = Duration.parse(ttl).toMillis() / 1000.0;
            steady = String.format(Locale.ROOT, " (steady state with a TTL of %s, %,d subscribers at %.1f sessions/s: %.1f %% hits,"
                            + " reached after about one TTL; the seed's: about 60 %%)", ttl, options.subscribers(), getRate,
                    100 * (1 - ShCacheCallModel.steadyMissRatio(options.subscribers(), getRate, ttlSeconds)));
        }
        notes.add("First GETs: " + String.join("; ", hits) + steady);
        if (counters != null) {
            ShCacheCounters.Snapshot after = counters.read();
            double seconds = after.seconds(before);
            notes.add("All reads of the cache: " + ShCacheCounters.hitRatio(after, before, "RepositoryData") + ", "
                    + ShCacheCounters.hitRatio(after, before, "MSISDN") + ", " + ShCacheCounters.hitRatio(after, before, "STN-SR"));
            notes.add(String.format(Locale.ROOT, "Sh to the HSS (the cache's counts, over %.0f s): UDR %.1f/s, PUR %.1f/s, SNR %.1f/s,"
                            + " %.0f not answered 2001; the seed's estimate at this scale: UDR ≈ %.1f/s, PUR %.1f–%.1f/s, SNR %.1f/s",
                    seconds, after.hss(before, "UDR") / seconds, after.hss(before, "PUR") / seconds, after.hss(before, "SNR") / seconds,
                    after.hssFailed(before, "UDR") + after.hssFailed(before, "PUR") + after.hssFailed(before, "SNR"),
                    200 * params.scale(), 70 * params.scale(), 140 * params.scale(), 70 * params.scale()));
            notes.add(String.format(Locale.ROOT, "Data tier: sh_data %,d rows (%,d live), sh_subscription %,d rows", after.items(),
                    after.liveItems(), after.subscriptions()));
        } else {
            notes.add("No management port of the cache (--shcache-admin): no hit ratio of all reads, no Sh rates");
        }
        notes.add("Sessions: two requests each (get-*: GET twice; put-*: PUT then GET; ue-reachability-subscribe: PUT then GET of the"
                + " subscription), " + String.format(Locale.ROOT, "%,d", options.subscribers()) + " subscribers per scenario"
                + " (the seed's 200,000), picked at random; latency over both requests of the scenario's sessions");
        notes.add("Transport: " + (params.tls() ? "HTTP/2 over TLS (ALPN)" : "HTTP/1.1 (Gatling has no h2c; use the TLS port)")
                + "; seed latency per scenario as published (whether per request or per session, the digest cannot tell)");
        notes.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + Host.loadAverage() + " at the end; "
                + Runtime.getRuntime().availableProcessors() + " cores");
        new LoadPlan(ShCacheCallModel.ID, ShCacheCallModel.TITLE, params.scale(), params.rampSeconds(), params.durationSeconds(),
                params.target().toString(), startMillis, scheduledEnd, Math.max(lastEnd.get(), startMillis), params.maxLagSeconds(),
                rows, notes).write(params.plan());
        out.println("Sh cache run ended: nothing to clean up (the cache holds what it read for its TTL; subscriptions expire)");
    }
}
