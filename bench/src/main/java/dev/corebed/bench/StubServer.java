package dev.corebed.bench;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.PreparedBody;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.rules.Match;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/**
 * Benchmark (b): the same answer as the {@link ReferenceServer}, served by sbi-core with every
 * decorator a stub runs in production switched on:
 * <ul>
 *   <li>one route, {@code GET /nnrf-disc/v1/nf-instances} (nnrf-disc / SearchNFInstances, any query),
 *       whose handler answers the same bytes at once, as a {@link PreparedBody} (how a stub serves a fixed
 *       answer: kept once in direct memory, like the reference's body);</li>
 *   <li>{@link SbiMetrics} on a Prometheus registry with the percentile histogram on;</li>
 *   <li>{@link FaultRules} with rules for other NFs/services/operations (matching work, nothing
 *       injected) and one rule on this operation with probability 0 (a dice roll per request, never
 *       fires);</li>
 *   <li>{@link OverloadControl} with limits far above what the run reaches, so admission (in-flight
 *       counter and rate GCRA) runs on every request and admits it;</li>
 *   <li>{@link AnswerRules} with one scripted answer for another operation (looked up, never applies);</li>
 *   <li>the request {@link Journal} with the stubs' defaults (10000 entries, bodies up to 64 KB), unless
 *       started with {@code --journal off}: the script runs one of each to measure what recording costs.</li>
 * </ul>
 */
public final class StubServer implements AutoCloseable {

    private static final PreparedBody BODY = PreparedBody.of(NfProfileBody.BYTES);

    public static final String NF = "nrf";
    public static final String PATH = "/nnrf-disc/v1/nf-instances";

    /** Matches nothing the benchmark sends except the last rule, which never fires (probability 0). */
    static final List<FaultRule> FAULT_RULES = List.of(
            new FaultRule("nfm-register-slow", NF, "nnrf-nfm", "RegisterNFInstance",
                    new FaultRule.Delay("fixed", 50L, null, null, null, null), null, null),
            new FaultRule("pcf-all-503", "pcf", "*", null,
                    null, new FaultRule.Error("http", 503, "NF_CONGESTION", null), null),
            new FaultRule("nfm-subscribe-reset", NF, "nnrf-nfm", "NFStatusSubscribe",
                    null, new FaultRule.Error("reset", null, null, null), 0.5),
            new FaultRule("disc-lognormal-slow", NF, "nnrf-disc", "SearchNFInstances",
                    new FaultRule.Delay("lognormal", null, null, null, 20L, 0.5),
                    new FaultRule.Error("http", 500, "SYSTEM_FAILURE", null), 0.0));

    /** Answers registrations with 403: never applies to the searches the benchmark sends. */
    static final List<AnswerRule> ANSWER_RULES = List.of(new AnswerRule("nfm-register-forbidden", null,
            new Match(NF, "nnrf-nfm", "RegisterNFInstance", null, null, null, null, null, null, null, null), null, null, null,
            new AnswerRule.Answer(403, null, null, null, null, null, null, null)));

    /** maxInFlight 100000, maxRate 10,000,000/s with a burst of 100000: never reached by the run. */
    static final OverloadControl.Settings OVERLOAD = new OverloadControl.Settings(100_000, 10_000_000, 100_000, 1);

    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final SbiServer server;

    public StubServer(String bind, int port) {
        this(bind, port, true);
    }

    public StubServer(String bind, int port, boolean journal) {
        Route route = Route.get(PATH)
                .service("nnrf-disc")
                .operation("SearchNFInstances")
                .anyQuery()
                .to(request -> CompletableFuture.completedFuture(SbiResponse.of(200, SbiResponse.APPLICATION_JSON, BODY)));
        Journal requests = new Journal(NF, new Journal.Settings(journal, 10_000, 64 * 1024));
        // In the scrape, so the script can tell that the journal recorded (or not) what it sent.
        Gauge.builder("bench.journal.recorded", requests, Journal::recorded).strongReference(true).register(registry);
        SbiDispatcher dispatcher = new SbiDispatcher(
                new RouteTable(List.of(route), NF),
                new SbiMetrics(registry, NF, true),
                new FaultRules(FAULT_RULES),
                new OverloadControl(OVERLOAD),
                new AnswerRules(ANSWER_RULES),
                requests);
        SbiServerConfig config = new SbiServerConfig("nrf-bench", bind, port, -1, 2000, 16 * 1024, 2 * 1024 * 1024,
                null, null, null);
        server = new SbiServer(config, dispatcher);
    }

    public StubServer start() throws Exception {
        server.start();
        return this;
    }

    public int port() {
        return server.port();
    }

    public PrometheusMeterRegistry registry() {
        return registry;
    }

    @Override
    public void close() {
        server.close();
        registry.close();
    }

    public static void main(String[] args) throws Exception {
        BenchArgs a = BenchArgs.parse(args);
        StubServer stub = new StubServer(a.bind(), a.port(), a.journal()).start();
        StatsPort stats = new StatsPort(a.bind(), a.statsPort(), stub.registry()::scrape);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            stats.close();
            stub.close();
            stopped.countDown();
        }, "shutdown"));
        BenchArgs.announce("stub", stub.port(), stats.port());
        stopped.await();
    }
}
