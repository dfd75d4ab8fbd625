package dev.corebed.sbi.callback;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.callback.CallbackDelivery.Kind;
import dev.corebed.sbi.callback.CallbackDelivery.Options;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Delivery against a real SbiServer playing the consumer: what arrives, what is retried, what is dropped, the meters. */
class CallbackDeliveryTest {

    static final Kind NOTIFY = new Kind("NFStatusNotify", "Nnrf_NFManagement_NFStatusNotify");
    static final Duration WAIT = Duration.ofSeconds(5);

    /** Requests received per path, and the statuses each path answers in turn (then 204). */
    static final Map<String, List<SbiRequest>> received = new ConcurrentHashMap<>();
    static final Map<String, List<Integer>> script = new ConcurrentHashMap<>();
    static final List<CompletableFuture<SbiResponse>> held = new CopyOnWriteArrayList<>();
    static SbiServer consumer;
    static SbiClient client;
    static ScheduledExecutorService timers;
    static String root;

    SimpleMeterRegistry registry;

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.post("/cb/{id}").json().to(CallbackDeliveryTest::answer),
                Route.post("/hold").json().to(r -> {
                    CompletableFuture<SbiResponse> f = new CompletableFuture<>();
                    held.add(f);
                    return f;
                }));
        consumer = new SbiServer(SbiServerConfig.loopback("consumer").withPorts(0, -1),
                new SbiDispatcher(new RouteTable(routes, "consumer"), null, null, null)).start();
        root = "http://127.0.0.1:" + consumer.port();
        client = new SbiClient();
        timers = Executors.newSingleThreadScheduledExecutor();
    }

    @AfterAll
    static void stop() {
        held.forEach(f -> f.complete(SbiResponse.noContent()));
        timers.shutdownNow();
        client.close();
        consumer.close();
    }

    @BeforeEach
    void meters() {
        registry = new SimpleMeterRegistry();
    }

    @AfterEach
    void release() {
        held.forEach(f -> f.complete(SbiResponse.noContent()));
        held.clear();
    }

    static CompletableFuture<SbiResponse> answer(SbiRequest r) {
        String id = r.pathParam("id");
        received.computeIfAbsent(id, k -> new CopyOnWriteArrayList<>()).add(r);
        List<Integer> statuses = script.getOrDefault(id, List.of());
        int n = received.get(id).size() - 1;
        int status = n < statuses.size() ? statuses.get(n) : 204;
        return CompletableFuture.completedFuture(status == 204 ? SbiResponse.noContent()
                : SbiResponse.of(status, "application/problem+json", "{}".getBytes(StandardCharsets.UTF_8)));
    }

    CallbackDelivery delivery(int maxAttempts, int maxInFlight) {
        return new CallbackDelivery(client, timers, registry, "nrf",
                new Options(maxAttempts, Duration.ofMillis(20), maxInFlight, Duration.ofSeconds(2)));
    }

    double count(String outcome) {
        var c = registry.find("sbi.callbacks").tags("nf", "nrf", "kind", "NFStatusNotify", "outcome", outcome).counter();
        return c == null ? 0 : c.count();
    }

    double retries() {
        var c = registry.find("sbi.callbacks.retries").tags("nf", "nrf", "kind", "NFStatusNotify").counter();
        return c == null ? 0 : c.count();
    }

    @Test
    void postsTheBodyWithTheCallbackHeaders() {
        Outcome o = delivery(3, 10).deliver(NOTIFY, root + "/cb/a", "{\"event\":\"NF_REGISTERED\"}".getBytes()).join();
        assertThat(o).isEqualTo(Outcome.SENT);
        SbiRequest r = received.get("a").get(0);
        assertThat(r.json().get("event").asString()).isEqualTo("NF_REGISTERED");
        assertThat(r.header("3gpp-sbi-callback")).isEqualTo("Nnrf_NFManagement_NFStatusNotify");
        assertThat(r.header("user-agent")).isEqualTo("NRF");
        assertThat(count("sent")).isEqualTo(1);
        assertThat(retries()).isZero();
    }

    @Test
    void retriesNotNowAnswersWithBackoffUntilDelivered() {
        script.put("b", List.of(503, 429, 408));
        CallbackDelivery d = delivery(4, 10);
        assertThat(d.deliver(NOTIFY, root + "/cb/b", "{}".getBytes())).succeedsWithin(WAIT).isEqualTo(Outcome.SENT);
        assertThat(received.get("b")).hasSize(4);
        assertThat(retries()).isEqualTo(3);
        assertThat(count("sent")).isEqualTo(1);
        assertThat(registry.get("sbi.callbacks.in.flight").gauge().value()).isZero();
    }

    @Test
    void aRefusalIsFinalAndExhaustedAttemptsFail() {
        script.put("c", List.of(404));
        script.put("d", List.of(500, 500, 500, 500));
        CallbackDelivery d = delivery(3, 10);
        assertThat(d.deliver(NOTIFY, root + "/cb/c", "{}".getBytes())).succeedsWithin(WAIT).isEqualTo(Outcome.FAILED);
        assertThat(received.get("c")).hasSize(1);
        assertThat(d.deliver(NOTIFY, root + "/cb/d", "{}".getBytes())).succeedsWithin(WAIT).isEqualTo(Outcome.FAILED);
        assertThat(received.get("d")).hasSize(3);
        assertThat(count("failed")).isEqualTo(2);
        assertThat(retries()).isEqualTo(2);
    }

    @Test
    void noAnswerIsRetriedAndABadUriFails() throws Exception {
        int closedPort;
        try (var s = new java.net.ServerSocket(0)) {
            closedPort = s.getLocalPort();
        }
        CallbackDelivery d = delivery(2, 10);
        assertThat(d.deliver(NOTIFY, "http://127.0.0.1:" + closedPort + "/cb/x", "{}".getBytes()))
                .succeedsWithin(WAIT).isEqualTo(Outcome.FAILED);
        assertThat(retries()).isEqualTo(1);
        assertThat(d.deliver(NOTIFY, "not a uri", "{}".getBytes())).succeedsWithin(WAIT).isEqualTo(Outcome.FAILED);
        assertThat(count("failed")).isEqualTo(2);
    }

    @Test
    void beyondMaxInFlightCallbacksAreDropped() {
        CallbackDelivery d = delivery(1, 2);
        List<CompletableFuture<Outcome>> pending = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            pending.add(d.deliver(NOTIFY, root + "/hold", "{}".getBytes()));
        }
        assertThat(registry.get("sbi.callbacks.in.flight").gauge().value()).isEqualTo(2);
        assertThat(d.deliver(NOTIFY, root + "/hold", "{}".getBytes())).isCompletedWithValue(Outcome.DROPPED);
        assertThat(count("dropped")).isEqualTo(1);
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (held.size() < 2 && System.nanoTime() < deadline) {
            Thread.onSpinWait(); // both POSTs reach the consumer before it answers them
        }
        release();
        pending.forEach(f -> assertThat(f).succeedsWithin(WAIT).isEqualTo(Outcome.SENT));
        assertThat(registry.get("sbi.callbacks.in.flight").gauge().value()).isZero();
    }

    @Test
    void aResetDropsTheCallbacksWaitingForARetryButNotLaterOnes() {
        script.put("e", List.of(503, 503));
        CallbackDelivery d = new CallbackDelivery(client, timers, registry, "nrf",
                new Options(3, Duration.ofMillis(500), 10, Duration.ofSeconds(2)));
        CompletableFuture<Outcome> waiting = d.deliver(NOTIFY, root + "/cb/e", "{}".getBytes());
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!received.containsKey("e") && System.nanoTime() < deadline) {
            Thread.onSpinWait(); // the first attempt was answered 503: the callback now waits for its retry
        }
        d.dropPending();
        assertThat(waiting).succeedsWithin(WAIT).isEqualTo(Outcome.DROPPED);
        assertThat(received.get("e")).hasSize(1);
        assertThat(count("dropped")).isEqualTo(1);
        assertThat(retries()).isZero();
        assertThat(d.deliver(NOTIFY, root + "/cb/f", "{}".getBytes())).succeedsWithin(WAIT).isEqualTo(Outcome.SENT);
        assertThat(registry.get("sbi.callbacks.in.flight").gauge().value()).isZero();
    }
}
