package dev.corebed.gatling.load;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Sends the drivers' steps and counts them: the requests in flight (a step due while {@code maxInFlight} wait is not
 * sent, and fails), their most, and per step name the answers, latency and failures ({@link OpenLoad.Stats}).
 */
final class Sender {

    private final int maxInFlight;
    private final Map<String, OpenLoad.Stats> stats = new ConcurrentHashMap<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private final AtomicInteger peak = new AtomicInteger();
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong lastAnswer = new AtomicLong();

    Sender(int maxInFlight) {
        this.maxInFlight = maxInFlight;
    }

    OpenLoad.Stats stats(String name) {
        return stats.computeIfAbsent(name, OpenLoad.Stats::new);
    }

    /** Sends the step of the chain; completes with its outcome (a failed one when it was not sent), never exceptionally. */
    CompletionStage<OpenLoad.Outcome> send(OpenLoad.Step step, OpenLoad.Chain chain) {
        OpenLoad.Stats s = stats(step.name());
        if (inFlight.incrementAndGet() > maxInFlight) {
            inFlight.decrementAndGet();
            refused.incrementAndGet();
            s.failed("not sent: " + maxInFlight + " requests already in flight");
            return CompletableFuture.completedFuture(OpenLoad.Outcome.failed("not sent"));
        }
        peak.accumulateAndGet(inFlight.get(), Math::max);
        long sent = System.nanoTime();
        CompletionStage<OpenLoad.Outcome> answer;
        try {
            answer = step.send(chain);
        } catch (RuntimeException e) {
            inFlight.decrementAndGet();
            s.failed("not sent: " + e);
            return CompletableFuture.completedFuture(OpenLoad.Outcome.failed("not sent: " + e));
        }
        return answer.handle((outcome, failure) -> {
            long nanos = System.nanoTime() - sent;
            inFlight.decrementAndGet();
            lastAnswer.accumulateAndGet(System.currentTimeMillis(), Math::max);
            if (failure == null && outcome.ok()) {
                s.ok(nanos, outcome.code());
                return outcome;
            }
            s.ko(nanos, failure, outcome);
            return failure == null ? outcome : OpenLoad.Outcome.failed(String.valueOf(failure));
        });
    }

    /** Starts that were not made: counted as failures of the flow's first step. */
    void notStarted(String firstStep, long count, String why) {
        stats(firstStep).failed(count, why);
        refused.addAndGet(count);
    }

    int peak() {
        return peak.get();
    }

    long refused() {
        return refused.get();
    }

    long lastAnswerMillis() {
        return lastAnswer.get();
    }

    Map<String, OpenLoad.Stats> all() {
        return stats;
    }
}
