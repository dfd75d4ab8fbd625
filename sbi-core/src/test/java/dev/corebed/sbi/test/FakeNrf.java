package dev.corebed.sbi.test;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * An NRF's NFManagement instance resource, enough to test an NRF agent: PUT (201 new, 200 replaced,
 * answering the profile with this NRF's heartBeatTimer), PATCH (204, 404 for an unknown instance),
 * DELETE (204, 404). Every request is recorded. Answers can be forced per method. One for all the tests of a class:
 * {@code @RegisterExtension static final FakeNrf nrf = FakeNrf.started();}, closed after them.
 */
public final class FakeNrf implements AutoCloseable, AfterAllCallback {

    /** One request as received. */
    public record Received(String method, String nfInstanceId, String contentType, String userAgent, JsonNode body,
                           Instant at) {}

    private final SbiServer server;
    private final BlockingQueue<Received> received = new LinkedBlockingQueue<>();
    private final Set<String> registered = ConcurrentHashMap.newKeySet();
    private final Map<String, Integer> forced = new ConcurrentHashMap<>();
    private volatile int heartBeatTimer = 1;

    private FakeNrf(int port) throws Exception {
        String path = "/nnrf-nfm/v1/nf-instances/{nfInstanceID}";
        List<Route> routes = List.of(
                Route.put(path).service("nnrf-nfm").operation("RegisterNFInstance").json().to(this::put),
                Route.patch(path).service("nnrf-nfm").operation("UpdateNFInstance")
                        .consumes("application/json-patch+json").to(this::patch),
                Route.delete(path).service("nnrf-nfm").operation("DeregisterNFInstance").to(this::delete));
        server = new SbiServer(SbiServerConfig.loopback("fake-nrf").withPorts(port, -1),
                new SbiDispatcher(new RouteTable(routes, "nrf"), null, null, null)).start();
    }

    /** On any free loopback port. */
    public static FakeNrf start() throws Exception {
        return new FakeNrf(0);
    }

    /** On any free loopback port, for a static field (its initializer cannot throw a checked exception). */
    public static FakeNrf started() {
        try {
            return start();
        } catch (Exception e) {
            throw new IllegalStateException("the fake NRF did not start", e);
        }
    }

    /** On this loopback port (an NRF that comes up late where the agent already looks for it). */
    public static FakeNrf start(int port) throws Exception {
        return new FakeNrf(port);
    }

    public String apiRoot() {
        return "http://127.0.0.1:" + server.port();
    }

    /** The heartBeatTimer (seconds) this NRF answers in registrations. */
    public FakeNrf heartBeatTimer(int seconds) {
        heartBeatTimer = seconds;
        return this;
    }

    /** Answers every request of this method with this status (a ProblemDetails) until {@link #answerNormally}. */
    public void force(String method, int status) {
        forced.put(method, status);
    }

    public void answerNormally(String method) {
        forced.remove(method);
    }

    /** Drops every registration, as an NRF restarted on an empty data tier would. */
    public void forgetAll() {
        registered.clear();
    }

    public boolean isRegistered(String nfInstanceId) {
        return registered.contains(nfInstanceId);
    }

    /** The next request of this method, waiting up to the timeout; null when none came. Others are skipped. */
    public Received next(String method, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (long left = timeout.toNanos(); left > 0; left = deadline - System.nanoTime()) {
            Received r = received.poll(left, TimeUnit.NANOSECONDS);
            if (r == null) {
                return null;
            }
            if (r.method().equals(method)) {
                return r;
            }
        }
        return null;
    }

    /** Requests received and not yet taken by {@link #next}. */
    public List<Received> pending() {
        return List.copyOf(received);
    }

    public void clear() {
        received.clear();
    }

    // Each request is recorded once its effect is in place, so a test that saw it can check the state.

    private CompletionStage<SbiResponse> put(SbiRequest r) {
        JsonNode body = r.json();
        String id = r.pathParam("nfInstanceID");
        try {
            Integer status = forced.get("PUT");
            if (status != null) {
                throw new SbiException(status, "SYSTEM_FAILURE", "forced by the test");
            }
            ObjectNode stored = ((ObjectNode) body).deepCopy();
            stored.put("heartBeatTimer", heartBeatTimer);
            boolean existed = !registered.add(id);
            SbiResponse answer = SbiResponse.json(existed ? 200 : 201, stored);
            return done(existed ? answer : answer.header("location", r.apiRoot() + r.path()));
        } finally {
            record(r, body);
        }
    }

    private CompletionStage<SbiResponse> patch(SbiRequest r) {
        JsonNode body = r.json();
        try {
            return done(answer("PATCH", r.pathParam("nfInstanceID")));
        } finally {
            record(r, body);
        }
    }

    private CompletionStage<SbiResponse> delete(SbiRequest r) {
        String id = r.pathParam("nfInstanceID");
        try {
            SbiResponse answer = answer("DELETE", id);
            registered.remove(id);
            return done(answer);
        } finally {
            record(r, null);
        }
    }

    private SbiResponse answer(String method, String id) {
        Integer status = forced.get(method);
        if (status != null) {
            throw new SbiException(status, "SYSTEM_FAILURE", "forced by the test");
        }
        if (!registered.contains(id)) {
            throw SbiException.notFound("no NF instance " + id);
        }
        return SbiResponse.noContent();
    }

    private void record(SbiRequest r, JsonNode body) {
        received.add(new Received(r.method(), r.pathParam("nfInstanceID"), r.header("content-type"), r.header("user-agent"),
                body, Instant.now()));
    }

    private static CompletionStage<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
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
