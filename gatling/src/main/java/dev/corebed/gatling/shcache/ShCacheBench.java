package dev.corebed.gatling.shcache;

import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.gatling.shcache.ShCacheCallModel.Scenario;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The load of bench/shcache-bench.sh: the seed's mix (35/35/10/10/10, two requests per session) at rising session
 * rates, open model, over h2c, against an Sh cache with the HSS simulator behind it. Each rate starts from an empty
 * cache and runs a warm-up first, so the first GETs' hit ratio settles where the digest's shape puts it (about 40 %
 * misses: each GET pool holds {@code 0.35 × rate × ttl / 1.5} subscribers, revisited every ttl / 1.5 s); then it
 * measures. Per rate it prints sessions/s, success, p50/p99 per scenario, the hit ratio, the Sh requests sent to the
 * HSS per second, CPU per session of each process (stub JVM, its mariadbd, the HSS simulator, from /proc) and the
 * cache's rows. It asserts nothing. Loopback only; bounded by the rates and durations given.
 *
 * <p>Arguments: {@code rest admin stubPid dbPid hssPid rates warmupSeconds durationSeconds} (rates comma-separated
 * sessions/s; a pid of 0 is not measured).
 */
public final class ShCacheBench {

    private ShCacheBench() {}

    public static void main(String[] args) throws Exception {
        if (args[0].equals("--flush")) {
            flush(Integer.parseInt(args[1]), Integer.parseInt(args[2]));
            return;
        }
        String rest = args[0];
        String admin = args[1];
        long[] pids = {Long.parseLong(args[2]), Long.parseLong(args[3]), Long.parseLong(args[4])};
        String[] processes = {"stub JVM", "mariadbd", "HSS simulator"};
        List<Double> rates = new ArrayList<>();
        for (String r : args[5].split(",")) {
            rates.add(Double.parseDouble(r));
        }
        double warmup = Double.parseDouble(args[6]);
        double duration = Double.parseDouble(args[7]);
        ShCacheCounters counters = new ShCacheCounters(admin);
        double ttl = Duration.parse(counters.ttl()).toMillis() / 1000.0;
        List<String> summary = new ArrayList<>();
        try (SbiClient client = new SbiClient(new SbiClientConfig(4, 16384, Duration.ofSeconds(2), Duration.ofSeconds(10),
                1 << 20, true, null, null))) {
            for (double rate : rates) {
                int subscribers = (int) Math.max(1000, Math.min(ShCacheCallModel.SEED_SUBSCRIBERS, 0.35 * rate * ttl / 1.5));
                ShCacheCallModel model = new ShCacheCallModel(15550000000L, "ims.corebed.test", subscribers);
                counters.clear();
                ShCacheSessions warm = new ShCacheSessions(model, client, rest, Duration.ofSeconds(10), Duration.ofHours(1));
                System.out.printf(Locale.ROOT, "== %.0f sessions/s: %,d subscribers per scenario, TTL %.0f s; warm-up %.0f s%n",
                        rate, subscribers, ttl, warmup);
                new OpenLoad(warm.flows(ShCacheCallModel.targets(rate / ShCacheCallModel.SEED_SESSIONS, 0)), Math.min(5, warmup),
                        Math.max(0, warmup - 5), 50_000, 10).run();

                ShCacheSessions sessions = new ShCacheSessions(model, client, rest, Duration.ofSeconds(10), Duration.ofHours(1));
                OpenLoad load = new OpenLoad(sessions.flows(ShCacheCallModel.targets(rate / ShCacheCallModel.SEED_SESSIONS, 0)),
                        0, duration, 50_000, 10);
                ShCacheCounters.Snapshot before = counters.read();
                long[] cpu0 = Host.cpuTicks(pids);
                String load0 = Host.loadAverage();
                OpenLoad.Result result = load.run();
                long[] cpu1 = Host.cpuTicks(pids);
                ShCacheCounters.Snapshot after = counters.read();
                summary.add(report(rate, duration, result, sessions, before, after, cpu0, cpu1, processes, load0));
            }
        }
        System.out.println("== summary (sessions/s asked → achieved, success, worst p99 of the scenarios, CPU per session)");
        summary.forEach(System.out::println);
    }

    private static String report(double rate, double duration, OpenLoad.Result result, ShCacheSessions sessions,
                                 ShCacheCounters.Snapshot before, ShCacheCounters.Snapshot after, long[] cpu0, long[] cpu1,
                                 String[] processes, String load0) {
        long sessionsOk = 0;
        long failed = 0;
        double worstP99 = 0;
        System.out.printf(Locale.ROOT, "%-28s %10s %8s %8s %8s | %s%n", "scenario", "sessions/s", "OK %", "p50 ms", "p99 ms",
                "seed p50/p99");
        Map<String, SeedFigures> seed = ShCacheCallModel.seedFigures();
        for (Scenario s : Scenario.values()) {
            OpenLoad.MessageResult first = result.messages().get(s.requests().get(0));
            OpenLoad.MessageResult second = result.messages().get(s.requests().get(1));
            Histogram h = first.histogram().copy();
            h.add(second.histogram());
            SeedFigures.Latency l = OpenLoad.latency(h);
            long ok = second.ok();
            long ko = first.ko() + second.ko();
            sessionsOk += ok;
            failed += ko;
            double p99 = l == null ? Double.NaN : l.p99();
            worstP99 = Math.max(worstP99, Double.isNaN(p99) ? 0 : p99);
            SeedFigures.Latency sl = seed.get(s.id()).latency();
            System.out.printf(Locale.ROOT, "%-28s %10.1f %8.3f %8.2f %8.2f | %.1f/%.1f%n", s.id(), ok / duration,
                    ok + ko == 0 ? 0 : 100.0 * ok / (ok + ko), l == null ? Double.NaN : l.p50(), p99, sl.p50(), sl.p99());
            if (!first.failures().isEmpty() || !second.failures().isEmpty()) {
                System.out.println("    failures, e.g.: " + first.failures() + " " + second.failures());
            }
        }
        double achieved = sessionsOk / duration;
        double seconds = after.seconds(before);
        StringBuilder hits = new StringBuilder();
        for (Scenario s : List.of(Scenario.GET_MMTEL_SERVICES, Scenario.GET_MSISDN)) {
            long[] g = sessions.firstGets(s);
            hits.append(String.format(Locale.ROOT, "%s first GETs %.1f %% hits; ", s.id(), g[0] == 0 ? 0 : 100.0 * g[1] / g[0]));
        }
        System.out.println("  cache: " + hits + "all reads: " + ShCacheCounters.hitRatio(after, before, "RepositoryData") + ", "
                + ShCacheCounters.hitRatio(after, before, "MSISDN") + ", " + ShCacheCounters.hitRatio(after, before, "STN-SR"));
        System.out.printf(Locale.ROOT, "  to the HSS: UDR %.1f/s, PUR %.1f/s, SNR %.1f/s (not 2001: %.0f)%n",
                after.hss(before, "UDR") / seconds, after.hss(before, "PUR") / seconds, after.hss(before, "SNR") / seconds,
                after.hssFailed(before, "UDR") + after.hssFailed(before, "PUR") + after.hssFailed(before, "SNR"));
        System.out.printf(Locale.ROOT, "  rows: sh_data %,d (%,d live), sh_subscription %,d%n", after.items(), after.liveItems(),
                after.subscriptions());
        long ticks = Host.TICKS_PER_SECOND;
        StringBuilder cpu = new StringBuilder();
        double stubAndDb = 0;
        for (int i = 0; i < cpu0.length; i++) {
            if (cpu0[i] < 0) {
                continue;
            }
            double us = (cpu1[i] - cpu0[i]) * 1e6 / ticks / Math.max(1, sessionsOk);
            if (i < 2) {
                stubAndDb += us;
            }
            cpu.append(String.format(Locale.ROOT, "%s %.0f us, ", processes[i], us));
        }
        System.out.printf(Locale.ROOT, "  CPU per session: %sstub + its data tier %.0f us = %.0f sessions/s per core%n", cpu, stubAndDb,
                stubAndDb == 0 ? 0 : 1e6 / stubAndDb);
        System.out.printf(Locale.ROOT, "  driver: %d sessions started, at most %d requests in flight, scheduler at most %.1f ms late,"
                        + " last answer %.2f s after the schedule; load average %s at the start, %s at the end%n",
                result.started(), result.maxInFlight(), result.maxLateMillis(),
                Math.max(0, result.lastEndMillis() - result.scheduledEndMillis()) / 1000.0, load0, Host.loadAverage());
        return String.format(Locale.ROOT, "%8.0f → %8.1f sessions/s, %s, worst p99 %.1f ms, stub + data tier %.0f us/session"
                        + " (%.0f sessions/s per core), load %s", rate, achieved,
                failed == 0 ? "100 % OK" : String.format(Locale.ROOT, "%d failed", failed), worstP99, stubAndDb,
                stubAndDb == 0 ? 0 : 1e6 / stubAndDb, load0);
    }

    /**
     * Sets the embedded MariaDB's innodb_flush_log_at_trx_commit (1: sync the redo log at every commit, its default;
     * 2: once a second, closer to NDB's commit in memory). The driver of the test class path is the stubs' own.
     */
    static void flush(int dbPort, int value) throws java.sql.SQLException {
        try (var c = java.sql.DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + dbPort + "/", "root", "");
             var s = c.createStatement()) {
            s.execute("SET GLOBAL innodb_flush_log_at_trx_commit = " + value);
        }
        System.out.println("innodb_flush_log_at_trx_commit=" + value);
    }

}
