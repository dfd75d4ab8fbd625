package dev.corebed.udr;

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
import tools.jackson.databind.JsonNode;

/**
 * A PCF's notification endpoint for the tests: an SbiServer on a free loopback port that takes the policy
 * data change notifications POSTed at /notify/{name}, keeps each body (the array) it accepted, and can be
 * told to refuse the first attempts at a name with 503.
 */
final class CallbackSink implements AutoCloseable {

    private final SbiServer server;
    private final Map<String, List<JsonNode>> received = new ConcurrentHashMap<>();
    private final Map<String, List<String>> callbackHeaders = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> attempts = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> refusals = new ConcurrentHashMap<>();

    CallbackSink() throws Exception {
        Route notify = Route.post("/notify/{name}").json().to(this::notify);
        server = new SbiServer(SbiServerConfig.loopback("pcf"),
                new SbiDispatcher(new RouteTable(List.of(notify), "test"), null, null, null)).start();
    }

    private CompletableFuture<SbiResponse> notify(SbiRequest request) {
        String name = request.pathParam("name");
        attempts.computeIfAbsent(name, k -> new AtomicInteger()).incrementAndGet();
        AtomicInteger refuse = refusals.get(name);
        if (refuse != null && refuse.getAndDecrement() > 0) {
            return CompletableFuture.completedFuture(SbiResponse.status(503));
        }
        // the header first: a test that saw the body reads the header next
        callbackHeaders.computeIfAbsent(name, k -> new CopyOnWriteArrayList<>()).add(request.header("3gpp-sbi-callback"));
        received.computeIfAbsent(name, k -> new CopyOnWriteArrayList<>()).add(request.json());
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    String uri(String name) {
        return "http://127.0.0.1:" + server.port() + "/notify/" + name;
    }

    /** The first {@code n} attempts at {@code name} get 503. */
    void refuse(String name, int n) {
        refusals.put(name, new AtomicInteger(n));
    }

    List<JsonNode> received(String name) {
        return List.copyOf(received.getOrDefault(name, List.of()));
    }

    List<String> callbackHeaders(String name) {
        return List.copyOf(callbackHeaders.getOrDefault(name, List.of()));
    }

    int attempts(String name) {
        AtomicInteger n = attempts.get(name);
        return n == null ? 0 : n.get();
    }

    /** Waits (up to 10 s) for a notification body at {@code name} that matches, and returns it. */
    JsonNode await(String name, Predicate<JsonNode> match) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            for (JsonNode n : received(name)) {
                if (match.test(n)) {
                    return n;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no matching notification at " + name + " within 10 s; got " + received(name));
    }

    @Override
    public void close() {
        server.close();
    }
}
