package dev.corebed.gatling.load;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * The open-model driver for sessions that live: each session sends its steps ({@link OpenLoad.Step}, Diameter ones
 * here) at fixed points of its lifetime, each when it is due or, if the one before is still unanswered, as soon as it
 * is answered; new sessions start at each flow's rate after a linear ramp, and the sessions in progress when the
 * schedule starts (Little's law) carry on from where their age puts them. Nothing waits on a thread: the scheduler
 * thread starts sessions, one timer thread sends the steps that fall due, the protocol's threads the ones after an
 * answer. A step due after the schedule's end is not sent: its session is cut off (left for the caller's clean-up).
 *
 * <p>{@link #send} counts a step sent by someone else (a Gatling session whose N7 steps come from Gatling and whose Rx
 * steps come here) under the same names, in the same figures.
 */
public final class PacedSessions {

    /** A step and its point in the session's lifetime (0 at its start, 1 at its end). */
    public record Paced(OpenLoad.Step step, double position) {}

    /** Sessions of one kind, started at {@code rate} per second, each a new chain of {@code chains}. */
    public record Flow(String name, double rate, List<Paced> steps, Supplier<OpenLoad.Chain> chains) {}

    /**
     * One session: its chain, when it started (seconds from the schedule's start; negative for one in progress when
     * it began) and its next step.
     */
    public static final class Session {
        final Flow flow;
        final OpenLoad.Chain chain;
        final double start;
        int next;

        public Session(Flow flow, OpenLoad.Chain chain, double start, int next) {
            this.flow = flow;
            this.chain = chain;
            this.start = start;
            this.next = next;
        }

        public OpenLoad.Chain chain() {
            return chain;
        }
    }

    /**
     * What the run did.
     *
     * @param cutOff        sessions with steps left when the schedule ended, or stopped by a failure
     * @param maxLateMillis how late the scheduler started its latest session
     */
    public record Result(long startMillis, long lastEndMillis, Map<String, OpenLoad.MessageResult> messages, long started,
                         List<Session> cutOff, double maxLateMillis, int maxInFlight, long refused) {}

    private final double ramp;
    private final double duration;
    private final double lifetime;
    private final long graceNanos;
    private final Sender sender;
    private final ScheduledThreadPoolExecutor timer;
    private final AtomicLong lastEnd = new AtomicLong();
    private final AtomicLong open = new AtomicLong();
    private final Set<Session> cutOff = ConcurrentHashMap.newKeySet();
    private volatile long t0;
    private volatile long endNanos;

    /**
     * @param lifetime    seconds a session lives, its first step to its last
     * @param maxInFlight a step due while this many requests wait for answers is not sent (a failure)
     */
    public PacedSessions(double ramp, double duration, double lifetime, int maxInFlight, double graceSeconds) {
        this.ramp = ramp;
        this.duration = duration;
        this.lifetime = lifetime;
        this.sender = new Sender(maxInFlight);
        this.graceNanos = (long) (graceSeconds * 1e9);
        this.timer = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "paced-sessions");
            t.setDaemon(true);
            return t;
        });
        timer.setRemoveOnCancelPolicy(true);
    }

    /** The names whose figures {@link #results} reports, in this order (so that a name never sent has its line). */
    public void declare(List<String> names) {
        names.forEach(sender::stats);
    }

    /**
     * Starts the schedule's clock without running it (the steps {@link #send} counts come from elsewhere); a later
     * {@link #run} keeps it.
     */
    public void startClock() {
        if (t0 == 0) {
            t0 = System.nanoTime();
            endNanos = t0 + (long) ((ramp + duration) * 1e9);
        }
    }

    /**
     * Runs the schedule: the flows' new sessions on the open model, the sessions in progress from their next step;
     * returns once every session ended or was cut off, or the grace after the schedule ran out.
     */
    public Result run(List<Flow> flows, List<Session> inProgress) throws InterruptedException {
        startClock();
        long startMillis = System.currentTimeMillis();
        for (Flow f : flows) {
            declare(f.steps().stream().map(p -> p.step().name()).toList());
        }
        for (Session s : inProgress) {
            open.incrementAndGet();
            advance(s);
        }
        Schedule schedule = new Schedule(ramp, duration, flows.stream().mapToDouble(Flow::rate).toArray(), t0);
        double maxLate = 0;
        long started = 0;
        while (true) {
            int next = schedule.next();
            if (next < 0) {
                break;
            }
            long due = schedule.due(next);
            long now = System.nanoTime();
            if (due > now) {
                LockSupport.parkNanos(due - now);
                continue;
            }
            if (now > endNanos + graceNanos) {
                break; // so late that the grace is over too: what is left is not started
            }
            maxLate = Math.max(maxLate, (now - due) / 1e6);
            schedule.take(next);
            started++;
            Flow f = flows.get(next);
            // its steps are due from when it was due to start (a late start shows as lag, not as a shorter schedule)
            Session s = new Session(f, f.chains().get(), (due - t0) / 1e9, 0);
            open.incrementAndGet();
            advance(s);
        }
        long stopAt = endNanos + graceNanos;
        while (open.get() > 0 && System.nanoTime() < stopAt) {
            Thread.sleep(5);
        }
        timer.shutdownNow();
        return new Result(startMillis, Math.max(Math.max(lastEnd.get(), sender.lastAnswerMillis()), startMillis), results(), started,
                List.copyOf(cutOff), maxLate, sender.peak(), sender.refused());
    }

    /** Each name's figures so far. */
    public Map<String, OpenLoad.MessageResult> results() {
        Map<String, OpenLoad.MessageResult> out = new LinkedHashMap<>();
        sender.all().forEach((name, s) -> out.put(name, s.result()));
        return out;
    }

    /** Sends the session's next step when it is due, or cuts the session off when that is after the schedule. */
    private void advance(Session s) {
        if (s.next >= s.flow.steps().size()) {
            finish();
            return;
        }
        Paced p = s.flow.steps().get(s.next);
        long due = t0 + (long) ((s.start + p.position() * lifetime) * 1e9);
        if (due > endNanos) {
            cutOff.add(s);
            finish();
            return;
        }
        long wait = due - System.nanoTime();
        if (wait > 0) {
            timer.schedule(() -> sendNext(s), wait, TimeUnit.NANOSECONDS);
        } else {
            sendNext(s);
        }
    }

    private void sendNext(Session s) {
        Paced p = s.flow.steps().get(s.next);
        send(p.step(), s.chain).thenAccept(outcome -> {
            if (outcome.ok()) {
                s.next++;
                advance(s);
            } else {
                cutOff.add(s); // what it made is the clean-up's
                finish();
            }
        });
    }

    /** Sends one step of a chain now, counted under the step's name (its latency, its answer, in flight). */
    public CompletionStage<OpenLoad.Outcome> send(OpenLoad.Step step, OpenLoad.Chain chain) {
        return sender.send(step, chain);
    }

    private void finish() {
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
        open.decrementAndGet();
    }

    public int maxInFlight() {
        return sender.peak();
    }

    /** The sessions cut off so far. */
    public List<Session> cutOff() {
        return new ArrayList<>(cutOff);
    }
}
