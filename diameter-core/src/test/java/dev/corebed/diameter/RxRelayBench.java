package dev.corebed.diameter;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.overload.OverloadControl;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.lang.management.ManagementFactory;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;

/**
 * What the Rx relay adds: an AF load driver runs Rx sessions (AAR-I, then AAR-U, then STR, each sent
 * when the previous answer came) against the PCF directly, and against the same PCF through a relay
 * node, alternately in one run. All nodes share this JVM and the loopback interface; the relay has
 * every decorator a stub has (fault rules, overload control, the Prometheus timer with its histogram)
 * and a target lookup that completes at once, so what is measured is the relay, not a data tier.
 * Prints messages/s (answers received by the AF), the latency the AF sees (p50/p99) and the JVM's CPU
 * time per message (all nodes: the relayed figure minus the direct one is the relay's own cost, a
 * figure that other processes on the machine disturb less than rates do), with no assertion.
 * Bounded: runs × seconds.
 *
 * <pre>java ... dev.corebed.diameter.RxRelayBench [in-flight sessions=100] [seconds per run=10] [rounds=3] [sessions for the memory probe=200000]</pre>
 */
public final class RxRelayBench {

    static final String REALM = RxTestPeer.REALM;

    public static void main(String[] args) throws Exception {
        int window = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        int memorySessions = args.length > 3 ? Integer.parseInt(args[3]) : 200_000;

        RxTestPeer pcf = RxTestPeer.pcf("pcf1.corebed.test").recording(false);
        var registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        DiameterRelay relay = DiameterRelay.rx(aar -> CompletableFuture.completedFuture(
                new DiameterRelay.Target("pcf1.corebed.test", REALM)), DiameterRelay.Settings.DEFAULTS, registry);
        DiameterNode bsf = new DiameterNode("bsf", new DiameterProperties(0, "127.0.0.1", "bsf.corebed.test", REALM, List.of(),
                10415, "bench", List.of(), List.of(RxTestPeer.peer("pcf1.corebed.test", pcf.port())), true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(5), true),
                relay.routes(), new FaultRules(List.of()), new OverloadControl(OverloadControl.Settings.UNLIMITED), registry);
        bsf.start();
        RxTestPeer viaRelay = RxTestPeer.af("af-relay.corebed.test", RxTestPeer.peer("bsf.corebed.test", bsf.port())).recording(false);
        RxTestPeer direct = RxTestPeer.af("af-direct.corebed.test", RxTestPeer.peer("pcf1.corebed.test", pcf.port())).recording(false);
        if (!bsf.awaitOpen("pcf1.corebed.test", Duration.ofSeconds(10)) || !viaRelay.awaitOpen("bsf.corebed.test")
                || !direct.awaitOpen("pcf1.corebed.test")) {
            throw new IllegalStateException("peers did not open");
        }
        Inet4Address ue = (Inet4Address) InetAddress.getByName("10.45.0.7");
        System.out.printf("Rx sessions AAR-I → AAR-U → STR, %d sessions in flight, %d s per run, %d rounds; %d cores, load %s%n",
                window, seconds, rounds, Runtime.getRuntime().availableProcessors(), load());

        alternate(direct, viaRelay, "relayed", "pcf1.corebed.test", () -> ue, window, seconds, rounds, () -> 0);
        System.out.printf("relay sessions left: %d (every session ended with its STR)%n", relay.sessionCount());

        if (memorySessions > 0) {
            long before = usedHeapAfterGc();
            Semaphore inFlight = new Semaphore(window);
            CountDownLatch done = new CountDownLatch(memorySessions);
            for (int i = 0; i < memorySessions; i++) {
                inFlight.acquire();
                viaRelay.send(viaRelay.aarInitial(ue)).whenComplete((a, t) -> {
                    inFlight.release();
                    done.countDown();
                });
            }
            done.await(5, TimeUnit.MINUTES);
            long after = usedHeapAfterGc();
            System.out.printf("memory: %d sessions kept, %.0f bytes of heap each (Session-Ids of %d characters)%n",
                    relay.sessionCount(), (after - before) / (double) relay.sessionCount(), viaRelay.node().newSessionId().length());
        }
        System.out.printf("load at the end %s%n", load());
        direct.close();
        viaRelay.close();
        bsf.stop();
        pcf.close();
        System.exit(0);
    }

    /**
     * The comparison both Rx relay benchmarks make: a warm-up of each side (JIT), then {@code rounds} rounds of one
     * session at a time (the unloaded latency) and {@code window} at a time, straight to the PCF and through the
     * relay alternately, so that the machine's other load falls on both alike; then, per round, what the relay adds.
     */
    public static void alternate(RxTestPeer direct, RxTestPeer via, String viaName, String pcfHost, Supplier<Inet4Address> ue,
                                 int window, int seconds, int rounds, LongSupplier otherCpu) throws Exception {
        String directName = String.format("%-" + viaName.length() + "s", "direct");
        run("warm-up direct", direct, pcfHost, ue, window, seconds, otherCpu);
        run("warm-up " + viaName, via, pcfHost, ue, window, seconds, otherCpu);
        List<Figures[]> unloaded = new ArrayList<>();
        List<Figures[]> loaded = new ArrayList<>();
        int quiet = Math.max(2, seconds / 3);
        for (int r = 1; r <= rounds; r++) {
            unloaded.add(new Figures[] {run(directName + " #" + r + " one at a time", direct, pcfHost, ue, 1, quiet, otherCpu),
                run(viaName + " #" + r + " one at a time", via, pcfHost, ue, 1, quiet, otherCpu)});
            loaded.add(new Figures[] {run(directName + " #" + r, direct, pcfHost, ue, window, seconds, otherCpu),
                run(viaName + " #" + r, via, pcfHost, ue, window, seconds, otherCpu)});
        }
        System.out.printf("added by the relay (%s minus direct, per round):%n", viaName);
        for (int r = 0; r < rounds; r++) {
            Figures d1 = unloaded.get(r)[0];
            Figures v1 = unloaded.get(r)[1];
            Figures d = loaded.get(r)[0];
            Figures v = loaded.get(r)[1];
            System.out.printf("  #%d one at a time: p50 +%.3f ms, p99 +%.3f ms, AAR-I p50 +%.3f ms;"
                            + " %d in flight: %.0f vs %.0f msg/s, p50 +%.3f ms, p99 +%.3f ms, CPU +%.1f µs/msg%n",
                    r + 1, v1.p50() - d1.p50(), v1.p99() - d1.p99(), v1.aariP50() - d1.aariP50(), window, v.rate(), d.rate(),
                    v.p50() - d.p50(), v.p99() - d.p99(), v.cpuMicros() - d.cpuMicros());
        }
    }

    /**
     * Runs sessions for that long with that many in flight, each for the UE address {@code ue} gives; prints answers/s,
     * the AF's latency over all messages and per message (AAR-I, AAR-U, STR), and the JVM's CPU time per message plus
     * that of {@code otherCpu} (e.g. a database process the relay reads; zero when none). Returns the figures.
     */
    public static Figures run(String name, RxTestPeer af, String pcfHost, Supplier<Inet4Address> ue, int window, int seconds,
                              LongSupplier otherCpu) throws Exception {
        Histogram[] latency = new Histogram[4]; // all, AAR-I, AAR-U, STR
        for (int i = 0; i < latency.length; i++) {
            latency[i] = new ConcurrentHistogram(TimeUnit.SECONDS.toNanos(10), 3);
        }
        AtomicLong answers = new AtomicLong();
        AtomicLong failures = new AtomicLong();
        Semaphore slots = new Semaphore(window);
        long cpuBefore = cpuNanos() + otherCpu.getAsLong();
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        while (System.nanoTime() < end) {
            if (!slots.tryAcquire(100, TimeUnit.MILLISECONDS)) {
                continue;
            }
            session(af, pcfHost, ue.get(), latency, answers, failures).whenComplete((v, t) -> slots.release());
        }
        slots.acquire(window); // let the sessions in flight finish
        double elapsed = (System.nanoTime() - start) / 1e9;
        double cpu = (cpuNanos() + otherCpu.getAsLong() - cpuBefore) / 1e9;
        Figures f = new Figures(answers.get() / elapsed, ms(latency[0], 50), ms(latency[0], 99), ms(latency[1], 50),
                ms(latency[1], 99), ms(latency[2], 50), ms(latency[3], 50), cpu * 1e6 / Math.max(1, answers.get()));
        System.out.printf("%-28s %8.0f msg/s  p50 %6.3f ms  p99 %6.3f ms  (AAR-I %6.3f/%6.3f, AAR-U p50 %.3f, STR p50 %.3f)"
                        + "  %5.1f µs CPU/msg  (%d answers, %d failed, %.1f cores busy, load %s)%n",
                name, f.rate(), f.p50(), f.p99(), f.aariP50(), f.aariP99(), f.aaruP50(), f.strP50(), f.cpuMicros(),
                answers.get(), failures.get(), cpu / elapsed, load());
        return f;
    }

    /** What one run measured: answers/s, latency in ms (all messages; AAR-I; AAR-U and STR p50), CPU µs per answer. */
    public record Figures(double rate, double p50, double p99, double aariP50, double aariP99, double aaruP50, double strP50,
                          double cpuMicros) {}

    static double ms(Histogram h, double percentile) {
        return h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(percentile) / 1e6;
    }

    /** One session: AAR-I, AAR-U, STR, each after the previous answer. */
    static CompletableFuture<Void> session(RxTestPeer af, String pcfHost, Inet4Address ue, Histogram[] latency,
                                           AtomicLong answers, AtomicLong failures) {
        Request aar = af.aarInitial(ue);
        String sid = Avps.SESSION_ID.requireString(aar.getAvps());
        return timed(af, aar, latency[0], latency[1], answers, failures)
                .thenCompose(a -> timed(af, af.aarUpdate(sid, pcfHost), latency[0], latency[2], answers, failures))
                .thenCompose(a -> timed(af, af.str(sid, pcfHost), latency[0], latency[3], answers, failures))
                .thenAccept(a -> { })
                .exceptionally(t -> null);
    }

    static CompletableFuture<Answer> timed(RxTestPeer af, Request request, Histogram all, Histogram command,
                                           AtomicLong answers, AtomicLong failures) {
        long t0 = System.nanoTime();
        return af.send(request).whenComplete((a, t) -> {
            if (t == null && Avps.resultCode(a.getAvps()).success()) {
                long nanos = Math.min(System.nanoTime() - t0, TimeUnit.SECONDS.toNanos(10));
                all.recordValue(nanos);
                command.recordValue(nanos);
                answers.incrementAndGet();
            } else {
                failures.incrementAndGet();
            }
        });
    }

    public static long cpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    public static String load() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (Exception e) {
            return "?";
        }
    }

    static long usedHeapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
