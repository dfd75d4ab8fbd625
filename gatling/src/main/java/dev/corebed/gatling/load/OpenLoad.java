package dev.corebed.gatling.load;

import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * An open-model load driver for protocols Gatling does not speak (Diameter): each flow starts its chains
 * at a constant rate after a linear ramp, whatever the system under test does, and each step of a chain
 * is sent when the one before it is answered, without a thread waiting for it. One scheduler thread
 * starts chains at their due times; answers come back on the protocol's own threads, which record the
 * latency in a per-message HdrHistogram and send the next step. So thousands of requests can be in flight
 * on two cores, bounded only by {@code maxInFlight}.
 *
 * <p>A chain the scheduler cannot start on time (it fell behind, or {@code maxInFlight} requests are
 * already waiting) still counts: late starts show as lag, refused ones as failures, so a driver that
 * cannot keep up says so in the summary rather than quietly sending less. Once the schedule and the grace
 * are over, chains not yet started never are, and count as failures too.
 */
public final class OpenLoad {

    /** The state one chain carries from step to step (session ids, counters). */
    public static final class Chain {
        private final Map<String, Object> values = new LinkedHashMap<>();
        private final long number;

        public Chain(long number) {
            this.number = number;
        }

        /** The chain's number within its flow, from 0. */
        public long number() {
            return number;
        }

        public Chain put(String key, Object value) {
            values.put(key, value);
            return this;
        }

        @SuppressWarnings("unchecked")
        public <T> T get(String key) {
            return (T) values.get(key);
        }
    }

    /**
     * One message of a chain: sends its request and completes with whether the answer was a success; a
     * failed stage (timeout, no peer) is a failure too. The chain stops at its first failure.
     */
    public interface Step {
        String name();

        CompletionStage<Outcome> send(Chain chain);
    }

    /**
     * Whether an answer counts as a success, what it was (for the failure report), and its code for the summary's
     * histogram (a Result-Code, "10415:5065"; null: "ok" or "failed").
     */
    public record Outcome(boolean ok, String what, String code) {
        public static final Outcome OK = new Outcome(true, "ok", null);

        public Outcome(boolean ok, String what) {
            this(ok, what, null);
        }

        public static Outcome failed(String what) {
            return new Outcome(false, what, null);
        }
    }

    /** Chains started at {@code rate} per second, each sending its steps in turn. */
    public record Flow(String name, double rate, List<Step> steps) {}

    /**
     * What one message got: counts, latency percentiles (ms, p75 included), the first distinct failures, the
     * latencies themselves (nanoseconds; callers merge those of several messages, e.g. the two of one session), and
     * the answers by what they were (a Result-Code, "timeout"...).
     */
    public record MessageResult(String name, long ok, long ko, SeedFigures.Latency latency, List<String> failures,
                                Histogram histogram, Map<String, Long> outcomes) {}

    /**
     * What the run did.
     *
     * @param maxLateMillis how late the scheduler started its latest chain (its own lag)
     * @param maxInFlight   most requests waiting for an answer at one time
     */
    public record Result(long startMillis, long scheduledEndMillis, long lastEndMillis, Map<String, MessageResult> messages,
                         long started, long refused, double maxLateMillis, int maxInFlight) {}

    private final List<Flow> flows;
    private final double rampSeconds;
    private final double durationSeconds;
    private final long graceNanos;
    private final Sender sender;
    private final AtomicLong lastEnd = new AtomicLong();
    private final AtomicLong open = new AtomicLong();

    /**
     * @param maxInFlight a chain due while this many requests wait for answers is refused (counted as a failure)
     * @param graceSeconds how long after the schedule the driver waits for the last answers
     */
    public OpenLoad(List<Flow> flows, double rampSeconds, double durationSeconds, int maxInFlight, double graceSeconds) {
        this.flows = List.copyOf(flows);
        this.rampSeconds = rampSeconds;
        this.durationSeconds = durationSeconds;
        this.graceNanos = (long) (graceSeconds * 1e9);
        this.sender = new Sender(maxInFlight);
        for (Flow f : flows) {
            for (Step s : f.steps()) {
                sender.stats(s.name());
            }
        }
    }

    /** Starts chains on schedule, then waits for the last answers (at most the grace); the figures. */
    public Result run() throws InterruptedException {
        long t0 = System.nanoTime();
        long startMillis = System.currentTimeMillis();
        long scheduleNanos = (long) ((rampSeconds + durationSeconds) * 1e9);
        Schedule schedule = new Schedule(rampSeconds, durationSeconds, flows.stream().mapToDouble(Flow::rate).toArray(), t0);
        double maxLate = 0;
        long startedChains = 0;
        long stopAt = t0 + scheduleNanos + graceNanos;
        while (true) {
            int next = schedule.next();
            if (next < 0) {
                break;
            }
            long due = schedule.due(next);
            long now = System.nanoTime();
            if (now > stopAt) {
                // so far behind that the grace is over: what is left is not sent, and counts as failed
                for (int i = 0; i < schedule.flows(); i++) {
                    if (schedule.left(i) > 0) {
                        sender.notStarted(flows.get(i).steps().get(0).name(), schedule.left(i), "not started: the driver fell "
                                + "behind its schedule by more than the grace");
                    }
                }
                break;
            }
            if (due > now) {
                LockSupport.parkNanos(due - now);
                continue;
            }
            maxLate = Math.max(maxLate, (now - due) / 1e6);
            startChain(flows.get(next), schedule.take(next));
            startedChains++;
        }
        // the open chains finish, or the grace runs out
        while (open.get() > 0 && System.nanoTime() < stopAt) {
            Thread.sleep(5);
        }
        Map<String, MessageResult> results = new LinkedHashMap<>();
        for (Flow f : flows) {
            for (Step s : f.steps()) {
                results.putIfAbsent(s.name(), sender.stats(s.name()).result());
            }
        }
        return new Result(startMillis, startMillis + scheduleNanos / 1_000_000, Math.max(lastEnd.get(), startMillis), results,
                startedChains, sender.refused(), maxLate, sender.peak());
    }

    /** Sessions the open model starts by {@code t} seconds at that rate after that ramp: the triangle, then the rectangle. */
    public static double started(double ramp, double rate, double t) {
        if (t <= 0) {
            return 0;
        }
        if (t <= ramp) {
            return rate * t * t / (2 * ramp);
        }
        return rate * ramp / 2 + rate * (t - ramp);
    }

    /** When the open model starts its k-th session (from 1), in seconds: the inverse of {@link #started}. */
    public static double due(double ramp, double rate, long k) {
        double inRamp = rate * ramp / 2;
        if (k <= inRamp) {
            return Math.sqrt(2 * k * ramp / rate);
        }
        return ramp + (k - inRamp) / rate;
    }

    private void startChain(Flow flow, long number) {
        open.incrementAndGet();
        step(flow, 0, new Chain(number));
    }

    private void step(Flow flow, int index, Chain chain) {
        if (index >= flow.steps().size()) {
            finish();
            return;
        }
        sender.send(flow.steps().get(index), chain).thenAccept(outcome -> {
            if (outcome.ok()) {
                step(flow, index + 1, chain);
            } else {
                finish();
            }
        });
    }

    private void finish() {
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
        open.decrementAndGet();
    }

    /** The rows of the summary: one per message, with its target rate (the flow's) and, if given, the seed's figures. */
    public List<LoadPlan.Row> rows(Result result, Map<String, SeedFigures> seed) {
        List<LoadPlan.Row> rows = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (Flow f : flows) {
            for (Step s : f.steps()) {
                if (seen.add(s.name())) {
                    MessageResult m = result.messages().get(s.name());
                    rows.add(new LoadPlan.Row(s.name(), f.rate(), seed.get(s.name()), true,
                            new LoadPlan.Measured(m.ok(), m.ko(), m.latency())));
                }
            }
        }
        return rows;
    }

    /** Counts, latency and answers of one message name; written from many threads at once (also by {@link PacedSessions}). */
    static final class Stats {
        private static final long MAX_NANOS = TimeUnit.SECONDS.toNanos(60);
        private final String name;
        private final Recorder latency = new Recorder(MAX_NANOS, 3);
        private final LongAdder ok = new LongAdder();
        private final LongAdder ko = new LongAdder();
        private final Set<String> failures = ConcurrentHashMap.newKeySet();
        private final Map<String, LongAdder> outcomes = new ConcurrentHashMap<>();

        Stats(String name) {
            this.name = name;
        }

        void ok(long nanos, String what) {
            ok.increment();
            latency.recordValue(Math.min(nanos, MAX_NANOS));
            outcome(what);
        }

        /** An answer that is not a success, or none ({@code failure}: a timeout, no peer). */
        void ko(long nanos, Throwable failure, Outcome outcome) {
            Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            ko.increment();
            latency.recordValue(Math.min(nanos, MAX_NANOS));
            note(failure != null ? cause.getClass().getSimpleName() + ": " + cause.getMessage() : outcome.what());
            outcome(failure != null ? (cause instanceof java.util.concurrent.TimeoutException ? "timeout" : "no answer")
                    : outcome.code() != null ? outcome.code() : "failed");
        }

        void failed(String what) {
            failed(1, what);
        }

        void failed(long count, String what) {
            ko.add(count);
            note(what);
            outcomes.computeIfAbsent("not sent", k -> new LongAdder()).add(count);
        }

        private void outcome(String what) {
            outcomes.computeIfAbsent(what == null ? "ok" : what, k -> new LongAdder()).increment();
        }

        private void note(String what) {
            if (failures.size() < 5) {
                failures.add(what);
            }
        }

        MessageResult result() {
            Histogram h = latency.getIntervalHistogram();
            Map<String, Long> answers = new java.util.TreeMap<>();
            outcomes.forEach((k, v) -> answers.put(k, v.sum()));
            return new MessageResult(name, ok.sum(), ko.sum(), latency(h), List.copyOf(failures), h, answers);
        }
    }

    /** The percentiles of a histogram of nanoseconds, in ms; null when it is empty. */
    public static SeedFigures.Latency latency(Histogram h) {
        return h.getTotalCount() == 0 ? null
                : new SeedFigures.Latency(ms(h, 50), ms(h, 75), ms(h, 90), ms(h, 95), ms(h, 99));
    }

    private static double ms(Histogram h, double percentile) {
        return h.getValueAtPercentile(percentile) / 1e6;
    }
}
