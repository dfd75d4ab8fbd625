package dev.corebed.junit;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import tools.jackson.databind.JsonNode;

/**
 * A callback endpoint for a test: what a subscriber gives a stub as its notification URI (an NRF's
 * nfStatusNotificationUri, a UDR's notificationUri, a BSF's notifUri). An h2c and HTTP/1.1 server on a free
 * loopback port that takes JSON POSTs at {@code /notify/{name}}, answers 204 and keeps each body per name, with
 * its 3gpp-Sbi-Callback header; it can be told to refuse the first attempts at a name with 503, to see the
 * stub retry.
 *
 * <pre>{@code
 * try (CallbackSink sink = new CallbackSink()) {
 *     subscribe(nrf, sink.uri("smf"));
 *     JsonNode n = sink.await("smf", b -> b.path("event").asString().equals("NF_REGISTERED"));
 * }
 * }</pre>
 *
 * <p>Or one for all the tests of a class, closed after them: {@code @RegisterExtension static final CallbackSink sink
 * = new CallbackSink();}
 */
public final class CallbackSink implements AutoCloseable, AfterAllCallback {

    /** How long {@link #await} waits. */
    public static final Duration WAIT = Duration.ofSeconds(10);

    private final SbiServer server;
    private final Map<String, List<JsonNode>> received = new ConcurrentHashMap<>();
    private final Map<String, List<String>> callbackHeaders = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> refusals = new ConcurrentHashMap<>();

    public CallbackSink() {
        Route notify = Route.post("/notify/{name}").json().to(this::notify);
        try {
            server = new SbiServer(SbiServerConfig.loopback("callback-sink"),
                    new SbiDispatcher(new RouteTable(List.of(notify), "test"), null, null, null)).start();
        } catch (Exception e) {
            throw new IllegalStateException("the callback sink did not start", e);
        }
    }

    private CompletableFuture<SbiResponse> notify(SbiRequest request) {
        String name = request.pathParam("name");
        attempts.computeIfAbsent(name, k -> new AtomicInteger()).incrementAndGet();
        AtomicInteger refuse = refusals.get(name);
        if (refuse != null && refuse.getAndDecrement() > 0) {
            return CompletableFuture.completedFuture(SbiResponse.status(503));
        }
        // The header first: a test that saw the body reads the header next.
        callbackHeaders.computeIfAbsent(name, k -> new CopyOnWriteArrayList<>()).add(request.header("3gpp-sbi-callback"));
        received.computeIfAbsent(name, k -> new CopyOnWriteArrayList<>()).add(request.json());
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    /** The callback URI whose notifications are kept under {@code name}. */
    public String uri(String name) {
        return "http://127.0.0.1:" + server.port() + "/notify/" + name;
    }

    /** The first {@code n} attempts at {@code name} get 503; {@link Integer#MAX_VALUE}: every one. */
    public void refuse(String name, int n) {
        refusals.put(name, new AtomicInteger(n));
    }

    /** The bodies accepted at {@code name}, oldest first. */
    public List<JsonNode> received(String name) {
        return List.copyOf(received.getOrDefault(name, List.of()));
    }

    /** The 3gpp-Sbi-Callback header of each accepted body (null where there was none), in the same order. */
    public List<String> callbackHeaders(String name) {
        return List.copyOf(callbackHeaders.getOrDefault(name, List.of()));
    }

    /** Every POST at {@code name}, refused ones included. */
    public int attempts(String name) {
        AtomicInteger n = attempts.get(name);
        return n == null ? 0 : n.get();
    }

    /** Waits (up to {@link #WAIT}) for a body at {@code name} that matches, and returns it. */
    public JsonNode await(String name, Predicate<JsonNode> match) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            for (JsonNode n : received(name)) {
                if (match.test(n)) {
                    return n;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no matching notification at " + name + " within " + WAIT.toSeconds() + " s; got " + received(name));
    }

    /** Waits (up to {@link #WAIT}) for the {@code n}-th body (from 1) at {@code name}, and returns it. */
    public JsonNode await(String name, int n) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            List<JsonNode> got = received(name);
            if (got.size() >= n) {
                return got.get(n - 1);
            }
            Thread.sleep(20);
        }
        throw new AssertionError("fewer than " + n + " notifications at " + name + " within " + WAIT.toSeconds() + " s: "
                + received(name));
    }

    @Override
    public void close() {
        server.close();
    }

    /** Registered as a static {@code @RegisterExtension} field: closed once the class's tests have run. */
    @Override
    public void afterAll(ExtensionContext context) {
        close();
    }
}
