package dev.corebed.gatling.pcrf;

import dev.corebed.gatling.diameter.AfRole;
import dev.corebed.gatling.diameter.PcefRole;
import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.SeedFigures;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;

/**
 * The load of bench/pcrf-bench.sh: in one run, the policy seed's 9-message voice call (3.1.4; the AF through the BSF's
 * Rx proxy) and its data call with Sy (3.1.1: CCR-I, CCR-U, CCR-T at the PCRF, its SLR and STR to the OCS) at fixed
 * rates, open model, against the PCF stub; and, alternating with it round by round, the same calls against
 * {@link ReferencePcrf} (diameter-core's bare answering node, the AF straight to it). Per side it prints each
 * message's rate, p50 and p99; calls/s, messages/s (the driver's Gx and Rx transactions, and the PCRF's Sy ones read
 * from its metrics); CPU per message of the PCF JVM and its mariadbd (the BSF's and the OCS simulator's apart), of the
 * reference JVM; and the difference: what the PCRF's logic and state add. Seed figures beside. It asserts nothing.
 *
 * <p>Arguments, {@code --name=value}: {@code pcf bsf reference} (host:port of the Diameter ports), {@code pcf-host
 * bsf-host reference-host} (their Origin-Host), {@code pcf-admin} (its management root, for the metrics), {@code pids}
 * ({@code name:pid,...}: pcf, pcf-db, bsf, bsf-db, ocs, reference; 0 or absent is not measured), {@code pcf-db-port}
 * (its MariaDB, for the statements it ran per message; 0 or absent: not counted), {@code voice-rate
 * voice11-rate data-rate} (calls/s), {@code warmup duration} (seconds), {@code rounds}.
 */
public final class PcrfBench {

    private static final String REALM = "corebed.test";
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Pattern SENT = Pattern.compile(
            "^stub_pcf_diameter_sent_total\\{([^}]*)}\\s+([0-9.eE+]+)", Pattern.MULTILINE);

    private PcrfBench() {}

    /** One side of the comparison: its roles and the processes whose CPU its messages cost. */
    private record Side(String name, PcefRole pcef, AfRole af, List<String> processes, String admin, int dbPort) {}

    /** What a side did over its measured rounds. */
    private static final class Totals {
        final Map<String, Histogram> latency = new LinkedHashMap<>();
        final Map<String, long[]> counts = new LinkedHashMap<>(); // ok, ko
        final Map<String, Long> cpuTicks = new LinkedHashMap<>();
        final Map<String, Long> jitTicks = new LinkedHashMap<>();
        final Map<String, Double> sy = new TreeMap<>();
        final Map<String, Long> statements = new TreeMap<>();
        final List<String> failures = new ArrayList<>();
        double seconds;
        String loads = "";
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> a = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            a.put(arg.substring(2, eq), arg.substring(eq + 1));
        }
        Map<String, Long> pids = new LinkedHashMap<>();
        for (String p : a.getOrDefault("pids", "").split(",")) {
            if (p.contains(":")) {
                pids.put(p.substring(0, p.indexOf(':')), Long.parseLong(p.substring(p.indexOf(':') + 1)));
            }
        }
        double voiceRate = Double.parseDouble(a.getOrDefault("voice-rate", "40"));
        double voice11Rate = Double.parseDouble(a.getOrDefault("voice11-rate", "0"));
        double dataRate = Double.parseDouble(a.getOrDefault("data-rate", "40"));
        double warmup = Double.parseDouble(a.getOrDefault("warmup", "10"));
        double duration = Double.parseDouble(a.getOrDefault("duration", "30"));
        int rounds = Integer.parseInt(a.getOrDefault("rounds", "2"));
        Duration timeout = Duration.ofSeconds(5);

        List<Side> sides = new ArrayList<>();
        try (PcefRole pcef = new PcefRole("pgw-bench.corebed.test", REALM, a.get("pcf"), a.get("pcf-host"), timeout);
             AfRole af = new AfRole("pcscf-bench.corebed.test", REALM, a.get("bsf"), a.get("bsf-host"), timeout);
             PcefRole refPcef = new PcefRole("pgw-ref.corebed.test", REALM, a.get("reference"), a.get("reference-host"), timeout);
             AfRole refAf = new AfRole("pcscf-ref.corebed.test", REALM, a.get("reference"), a.get("reference-host"), timeout)) {
            sides.add(new Side("PCF stub (AF via the BSF)", pcef, af, List.of("pcf", "pcf-db", "bsf", "bsf-db", "ocs"),
                    a.get("pcf-admin"), Integer.parseInt(a.getOrDefault("pcf-db-port", "0"))));
            sides.add(new Side("reference node", refPcef, refAf, List.of("reference"), null, 0));
            Map<Side, Totals> totals = new LinkedHashMap<>();
            long base = 0;
            for (Side side : sides) {
                base = ready(side, base);
            }
            System.out.printf(Locale.ROOT, "== warm-up: %.0f s per side at the same rates%n", warmup);
            for (Side side : sides) {
                OpenLoad.Result r = run(side, voiceRate, voice11Rate, dataRate, warmup, base);
                base += block(voiceRate, voice11Rate, dataRate, warmup);
                List<String> failed = r.messages().values().stream().filter(m -> m.ko() > 0)
                        .map(m -> m.name() + " " + m.ko() + " " + m.failures()).toList();
                System.out.println("  " + side.name() + (failed.isEmpty() ? ": every call completed"
                        : ": failed during the warm-up (their sessions left open): " + failed));
            }
            for (int round = 1; round <= rounds; round++) {
                for (Side side : sides) {
                    System.out.printf(Locale.ROOT, "== round %d/%d, %s: voice %.0f/s, data %.0f/s%s for %.0f s (load average %s)%n",
                            round, rounds, side.name(), voiceRate, dataRate,
                            voice11Rate > 0 ? String.format(Locale.ROOT, ", 11-message voice %.0f/s", voice11Rate) : "",
                            duration, loadAverage());
                    Totals t = totals.computeIfAbsent(side, s -> new Totals());
                    long[] cpu0 = cpu(side.processes(), pids);
                    long[] jit0 = jit(side.processes(), pids);
                    Map<String, Double> sy0 = sent(side.admin());
                    Map<String, Long> db0 = statements(side.dbPort());
                    t.loads += (t.loads.isEmpty() ? "" : "; ") + loadAverage();
                    OpenLoad.Result result = run(side, voiceRate, voice11Rate, dataRate, duration, base);
                    base += block(voiceRate, voice11Rate, dataRate, duration);
                    long[] cpu1 = cpu(side.processes(), pids);
                    long[] jit1 = jit(side.processes(), pids);
                    Map<String, Double> sy1 = sent(side.admin());
                    statements(side.dbPort()).forEach((k, v) -> t.statements.merge(k, v - db0.getOrDefault(k, 0L), Long::sum));
                    add(t, side, result, duration, cpu0, cpu1, sy0, sy1);
                    for (int i = 0; i < jit0.length; i++) {
                        if (jit0[i] >= 0 && jit1[i] >= 0) {
                            t.jitTicks.merge(side.processes().get(i), jit1[i] - jit0[i], Long::sum);
                        }
                    }
                }
            }
            report(totals, voiceRate, voice11Rate, dataRate);
        }
    }

    /**
     * Waits (at most a minute) until a voice and a data call complete: the PCF connected to the BSF and the OCS.
     *
     * @return the next run's first call number
     */
    private static long ready(Side side, long base) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
        while (true) {
            OpenLoad.Result r = run(side, 2, 0, 2, 1, base);
            base += 100;
            boolean ok = r.messages().values().stream().allMatch(m -> m.ko() == 0 && m.ok() > 0);
            if (ok) {
                return base;
            }
            if (System.nanoTime() > deadline) {
                System.out.println("  " + side.name() + " is not answering every message yet: " + r.messages().values().stream()
                        .filter(m -> m.ko() > 0).map(m -> m.name() + " " + m.failures()).toList());
                return base;
            }
            Thread.sleep(1000);
        }
    }

    /** Calls one run may start (its numbers stay apart from the next run's: no address or IMSI reused). */
    private static long block(double voice, double voice11, double data, double seconds) {
        return (long) ((voice + voice11 + data) * seconds * 2) + 1000;
    }

    private static OpenLoad.Result run(Side side, double voiceRate, double voice11Rate, double dataRate, double seconds, long base)
            throws InterruptedException {
        List<OpenLoad.Flow> flows = new ArrayList<>();
        if (voiceRate > 0) {
            flows.add(new OpenLoad.Flow("voice", voiceRate, PcrfCalls.voice(side.pcef(), side.af(), "ims",
                    n -> imsi(1, base + n), n -> ue(64, base + n))));
        }
        if (voice11Rate > 0) {
            flows.add(new OpenLoad.Flow("voice11", voice11Rate, PcrfCalls.voice11(side.pcef(), side.af(), "ims",
                    n -> imsi(2, base + n), n -> ue(96, base + n))));
        }
        if (dataRate > 0) {
            flows.add(new OpenLoad.Flow("data", dataRate, PcrfCalls.data(side.pcef(), "internet",
                    n -> imsi(3, base + n), n -> ue(128, base + n))));
        }
        return new OpenLoad(flows, 0, seconds, 50_000, 10).run();
    }

    static String imsi(int kind, long n) {
        return String.format(Locale.ROOT, "00101%d%09d", kind, n % 1_000_000_000L);
    }

    /** 10.{first..first+31}.x.y: 2^21 addresses per call kind. */
    static Inet4Address ue(int first, long n) {
        long m = n % (1L << 21);
        try {
            return (Inet4Address) InetAddress.getByAddress(new byte[] {10, (byte) (first + (m >> 16)), (byte) (m >> 8), (byte) m});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void add(Totals t, Side side, OpenLoad.Result result, double duration, long[] cpu0, long[] cpu1,
                            Map<String, Double> sy0, Map<String, Double> sy1) {
        t.seconds += duration;
        for (OpenLoad.MessageResult m : result.messages().values()) {
            t.latency.computeIfAbsent(m.name(), k -> new Histogram(3)).add(m.histogram());
            long[] c = t.counts.computeIfAbsent(m.name(), k -> new long[2]);
            c[0] += m.ok();
            c[1] += m.ko();
            for (String f : m.failures()) {
                if (t.failures.size() < 8 && !t.failures.contains(m.name() + ": " + f)) {
                    t.failures.add(m.name() + ": " + f);
                }
            }
        }
        for (int i = 0; i < side.processes().size(); i++) {
            if (cpu0[i] >= 0 && cpu1[i] >= 0) {
                t.cpuTicks.merge(side.processes().get(i), cpu1[i] - cpu0[i], Long::sum);
            }
        }
        sy1.forEach((k, v) -> t.sy.merge(k, v - sy0.getOrDefault(k, 0.0), Double::sum));
    }

    private static void report(Map<Side, Totals> totals, double voiceRate, double voice11Rate, double dataRate) {
        List<Side> sides = new ArrayList<>(totals.keySet());
        List<String> names = new ArrayList<>();
        if (voiceRate > 0) {
            names.addAll(PcrfCalls.VOICE);
        }
        if (voice11Rate > 0) {
            names.addAll(PcrfCalls.VOICE_11);
        }
        if (dataRate > 0) {
            names.addAll(PcrfCalls.DATA);
        }
        System.out.println();
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-22s", "message"));
        for (Side s : sides) {
            head.append(String.format(Locale.ROOT, " | %-34s", s.name()));
        }
        System.out.println(head);
        StringBuilder sub = new StringBuilder(String.format(Locale.ROOT, "%-22s", ""));
        for (int i = 0; i < sides.size(); i++) {
            sub.append(String.format(Locale.ROOT, " | %8s %6s %8s %8s  ", "OK/s", "KO", "p50 ms", "p99 ms"));
        }
        System.out.println(sub);
        for (String name : names) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-22s", name));
            for (Side s : sides) {
                Totals t = totals.get(s);
                long[] c = t.counts.getOrDefault(name, new long[2]);
                SeedFigures.Latency l = t.latency.containsKey(name) ? OpenLoad.latency(t.latency.get(name)) : null;
                line.append(String.format(Locale.ROOT, " | %8.1f %6d %8.2f %8.2f  ", c[0] / t.seconds, c[1],
                        l == null ? Double.NaN : l.p50(), l == null ? Double.NaN : l.p99()));
            }
            System.out.println(line);
        }
        System.out.println();
        double[] usPerMessage = new double[sides.size()];
        double[] runningPerMessage = new double[sides.size()];
        for (int i = 0; i < sides.size(); i++) {
            Side s = sides.get(i);
            Totals t = totals.get(s);
            double voiceCalls = t.counts.getOrDefault(PcrfCalls.VOICE.getLast(), new long[2])[0] / t.seconds;
            double voice11Calls = t.counts.getOrDefault(PcrfCalls.VOICE_11.getLast(), new long[2])[0] / t.seconds;
            double dataCalls = t.counts.getOrDefault(PcrfCalls.DATA.getLast(), new long[2])[0] / t.seconds;
            long driverOk = t.counts.values().stream().mapToLong(c -> c[0]).sum();
            long ko = t.counts.values().stream().mapToLong(c -> c[1]).sum();
            // the PCRF's requests to the OCS are messages of the calls the driver does not see; its RARs it does
            double syOk = t.sy.entrySet().stream().filter(e -> e.getKey().startsWith("ocs ") && e.getKey().endsWith("result=2001"))
                    .mapToDouble(Map.Entry::getValue).sum();
            double syAll = t.sy.entrySet().stream().filter(e -> e.getKey().startsWith("ocs ")).mapToDouble(Map.Entry::getValue).sum();
            double messages = driverOk + syOk;
            Histogram all = new Histogram(3);
            t.latency.values().forEach(all::add);
            SeedFigures.Latency l = OpenLoad.latency(all);
            System.out.printf(Locale.ROOT, "%s: %.1f voice calls/s%s, %.1f data calls/s; %.1f messages/s (Gx + Rx at the driver"
                            + " %.1f/s%s), %d failed; all messages p50 %.2f ms, p99 %.2f ms%n", s.name(), voiceCalls,
                    voice11Calls > 0 ? String.format(Locale.ROOT, ", %.1f 11-message calls/s", voice11Calls) : "", dataCalls,
                    messages / t.seconds, driverOk / t.seconds,
                    syAll > 0 ? String.format(Locale.ROOT, ", Sy to the OCS %.1f/s%s", syAll / t.seconds,
                            syAll > syOk ? String.format(Locale.ROOT, " of which %.0f not 2001", syAll - syOk) : "") : "",
                    ko, l == null ? Double.NaN : l.p50(), l == null ? Double.NaN : l.p99());
            if (!t.sy.isEmpty()) {
                System.out.println("  the PCRF's own requests: " + t.sy.entrySet().stream()
                        .map(e -> String.format(Locale.ROOT, "%s %.0f", e.getKey(), e.getValue())).toList());
            }
            StringBuilder cpu = new StringBuilder();
            for (Map.Entry<String, Long> e : t.cpuTicks.entrySet()) {
                long jit = t.jitTicks.getOrDefault(e.getKey(), 0L);
                cpu.append(String.format(Locale.ROOT, "%s %.0f us%s, ", e.getKey(), e.getValue() * 1e6 / Host.TICKS_PER_SECOND / Math.max(1, messages),
                        jit > 0 ? String.format(Locale.ROOT, " (JIT %.0f)", jit * 1e6 / Host.TICKS_PER_SECOND / Math.max(1, messages)) : ""));
            }
            long own = t.cpuTicks.getOrDefault("pcf", 0L) + t.cpuTicks.getOrDefault("pcf-db", 0L)
                    + t.cpuTicks.getOrDefault("reference", 0L);
            long ownJit = t.jitTicks.getOrDefault("pcf", 0L) + t.jitTicks.getOrDefault("reference", 0L);
            usPerMessage[i] = own * 1e6 / Host.TICKS_PER_SECOND / Math.max(1, messages);
            runningPerMessage[i] = (own - ownJit) * 1e6 / Host.TICKS_PER_SECOND / Math.max(1, messages);
            System.out.printf(Locale.ROOT, "  CPU per message: %s→ the PCRF itself (%s) %.0f us = %.0f messages/s per core;"
                            + " without the JIT compiling %.0f us = %.0f messages/s per core%n", cpu,
                    s.name().startsWith("reference") ? "its JVM" : "its JVM + its mariadbd", usPerMessage[i],
                    usPerMessage[i] == 0 ? 0 : 1e6 / usPerMessage[i], runningPerMessage[i],
                    runningPerMessage[i] == 0 ? 0 : 1e6 / runningPerMessage[i]);
            if (!t.statements.isEmpty()) {
                System.out.println("  its data tier per message: " + t.statements.entrySet().stream()
                        .map(e -> String.format(Locale.ROOT, "%s %.2f", e.getKey(), e.getValue() / Math.max(1, messages))).toList());
            }
            System.out.println("  load average at each round's start: " + t.loads);
            if (!t.failures.isEmpty()) {
                System.out.println("  failures, e.g.: " + t.failures);
            }
        }
        if (sides.size() == 2 && usPerMessage[1] > 0) {
            System.out.printf(Locale.ROOT, "what the PCRF's logic and state add: %.0f us of CPU per message (%.1f x the bare node);"
                            + " without the JIT compiling %.0f us (%.1f x)%n", usPerMessage[0] - usPerMessage[1],
                    usPerMessage[0] / usPerMessage[1], runningPerMessage[0] - runningPerMessage[1],
                    runningPerMessage[1] == 0 ? 0 : runningPerMessage[0] / runningPerMessage[1]);
        }
        System.out.println("seed (callmodels/policy.md): 3.1.4 voice 1,666.7 calls/s per site at 15K TPS (9 messages per call,"
                + " CCR-U 2x); 3.1.1 data 1,920 TPS per load-generator instance (CCR-I, SLR, LDAP, CCR-U, CCR-T, STR: 6"
                + " transactions), ~1,250 sessions/s per site at 7.5K TPS; 150-260 TPS per busy application core (4.4);"
                + " PCRF Diameter p50 ~0, p99 ~20 ms (3.1.5)");
    }

    /**
     * The statements a MariaDB ran so far (SHOW GLOBAL STATUS: Com_select, _insert, _update, _delete, _commit; Questions,
     * every statement), none for port 0. The driver of the test class path is the stubs' own.
     */
    static Map<String, Long> statements(int port) {
        Map<String, Long> out = new TreeMap<>();
        if (port <= 0) {
            return out;
        }
        try (var c = java.sql.DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + port + "/", "root", "");
             var st = c.createStatement();
             var rs = st.executeQuery("SHOW GLOBAL STATUS WHERE Variable_name IN ('Com_select', 'Com_insert', 'Com_update',"
                     + " 'Com_delete', 'Com_commit', 'Questions')")) {
            while (rs.next()) {
                out.put(rs.getString(1).replace("Com_", "").toLowerCase(Locale.ROOT), rs.getLong(2));
            }
        } catch (java.sql.SQLException e) {
            System.out.println("  (no statement counts from the data tier on port " + port + ": " + e.getMessage() + ")");
        }
        return out;
    }

    /** The PCRF's Diameter requests sent so far, by peer, command and result (none for a side without metrics). */
    static Map<String, Double> sent(String admin) {
        Map<String, Double> out = new TreeMap<>();
        if (admin == null) {
            return out;
        }
        try {
            String body = HTTP.send(HttpRequest.newBuilder(URI.create(admin + "/metrics")).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Matcher m = SENT.matcher(body);
            while (m.find()) {
                Map<String, String> tags = new TreeMap<>();
                for (String kv : m.group(1).split(",")) {
                    int eq = kv.indexOf('=');
                    if (eq > 0) {
                        tags.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).replace("\"", ""));
                    }
                }
                out.merge(tags.get("peer") + " " + tags.get("command") + " result=" + tags.get("result"), Double.parseDouble(m.group(2)),
                        Double::sum);
            }
        } catch (IOException | InterruptedException e) {
            System.out.println("  (no metrics from " + admin + ": " + e + ")");
        }
        return out;
    }

    /** CPU ticks (user + system) each named process used so far; -1 for one not given or gone. */
    static long[] cpu(List<String> processes, Map<String, Long> pids) {
        return Host.cpuTicks(processes.stream().mapToLong(p -> pids.getOrDefault(p, 0L)).toArray());
    }

    static long[] jit(List<String> processes, Map<String, Long> pids) {
        return processes.stream().mapToLong(p -> Host.jitTicks(pids.getOrDefault(p, 0L))).toArray();
    }

    static String loadAverage() {
        return Host.loadAverage();
    }
}
