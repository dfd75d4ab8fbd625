package dev.corebed.bsf;

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
import tools.jackson.databind.JsonNode;

/** A subscriber's notifUri for the tests: an SbiServer on a free port keeping the BsfNotification POSTs per /notify/{name}. */
final class NotificationSink implements AutoCloseable {

    private final SbiServer server;
    private final Map<String, List<JsonNode>> received = new ConcurrentHashMap<>();

    NotificationSink() throws Exception {
        Route notify = Route.post("/notify/{name}").json().to(this::notify);
        server = new SbiServer(SbiServerConfig.loopback("subscriber"),
                new SbiDispatcher(new RouteTable(List.of(notify), "test"), null, null, null)).start();
    }

    private CompletableFuture<SbiResponse> notify(SbiRequest request) {
        received.computeIfAbsent(request.pathParam("name"), k -> new CopyOnWriteArrayList<>()).add(request.json());
        return CompletableFuture.completedFuture(SbiResponse.noContent());
    }

    String uri(String name) {
        return "http://127.0.0.1:" + server.port() + "/notify/" + name;
    }

    List<JsonNode> received(String name) {
        return List.copyOf(received.getOrDefault(name, List.of()));
    }

    /** Waits up to 10 s for the n-th notification (from 1) at {@code name}. */
    JsonNode await(String name, int n) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (System.nanoTime() < deadline) {
            List<JsonNode> got = received(name);
            if (got.size() >= n) {
                return got.get(n - 1);
            }
            Thread.sleep(20);
        }
        throw new AssertionError("fewer than " + n + " notifications at " + name + " within 10 s: " + received(name));
    }

    @Override
    public void close() {
        server.close();
    }
}
