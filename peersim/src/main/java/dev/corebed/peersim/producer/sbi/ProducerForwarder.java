package dev.corebed.peersim.producer.sbi;

import dev.corebed.peersim.producer.service.Behaviour;
import dev.corebed.peersim.producer.service.Population;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.PreparedBody;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.server.ForwardExchange;
import dev.corebed.sbi.server.ForwardedRequest;
import dev.corebed.sbi.server.SbiForwarder;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Every request to the simulator's SBI port is one to a producer instance (found by the address it reached, or its
 * apiPrefix): answered after the behaviour's delay, scheduled on the connection's event loop (no thread waits), with
 * the status its method calls for (201 and a Location for a creating POST, 204 for DELETE and for the custom
 * operations that end a resource), the fixed JSON body, and the instance's current 3gpp-Sbi-Lci and 3gpp-Sbi-Oci.
 * A configured share fails instead. Timed by service (the path's API name), operation {@code Answer}.
 */
public final class ProducerForwarder implements SbiForwarder {

    private static final AsciiString JSON = AsciiString.cached("application/json");
    private static final AsciiString LCI = AsciiString.cached("3gpp-sbi-lci");
    private static final AsciiString OCI = AsciiString.cached("3gpp-sbi-oci");
    private static final AsciiString S200 = AsciiString.cached("200");
    private static final AsciiString S201 = AsciiString.cached("201");
    private static final AsciiString S204 = AsciiString.cached("204");

    /** What is answered now: the behaviour and its body, prepared once. */
    private record Current(Behaviour behaviour, PreparedBody body, AsciiString length) {}

    private final Population population;
    private final Supplier<Behaviour> behaviour;
    private final long timeoutResetNanos;
    private final List<Route> routes = new ArrayList<>();
    private final Map<String, Integer> routeOf = new HashMap<>();
    private final AtomicLong created = new AtomicLong();
    private volatile Current current;

    public ProducerForwarder(Population population, Supplier<Behaviour> behaviour, long timeoutResetNanos) {
        this.population = population;
        this.behaviour = behaviour;
        this.timeoutResetNanos = timeoutResetNanos;
        routes.add(Route.post("/*").service("other").operation("Answer").to(r -> null));
        TreeSet<String> names = new TreeSet<>();
        Population.SERVICES.values().forEach(defs -> defs.forEach(d -> names.add(d.name())));
        for (String name : names) {
            routeOf.put(name, routes.size());
            routes.add(Route.post("/*").service(name).operation("Answer").to(r -> null));
        }
    }

    @Override
    public List<Route> routes() {
        return routes;
    }

    @Override
    public int classify(ForwardedRequest request) {
        String path = request.path();
        int from = 1;
        if (!population.ipAddressing()) {
            int next = path.indexOf('/', 1);
            from = next < 0 ? path.length() : next + 1;
        }
        int end = path.indexOf('/', from);
        if (end < 0) {
            end = path.indexOf('?', from);
        }
        if (from >= path.length()) {
            return 0;
        }
        Integer i = routeOf.get(path.substring(from, end < 0 ? path.length() : end));
        return i == null ? 0 : i;
    }

    private Current current() {
        Behaviour b = behaviour.get();
        Current c = current;
        if (c == null || c.behaviour() != b) {
            PreparedBody body = PreparedBody.of(Behaviour.body(b.bodySize()));
            c = new Current(b, body, AsciiString.of(Integer.toString(b.bodySize())));
            current = c;
        }
        return c;
    }

    @Override
    public void forward(ForwardedRequest request, ForwardExchange exchange) {
        request.body().release();
        InetSocketAddress local = request.localAddress();
        Population.Instance instance = population.find(local == null ? null : local.getAddress(), request.path());
        if (instance == null) {
            exchange.send(Problems.response(404, Cause.RESOURCE_URI_STRUCTURE_NOT_FOUND, "no producer instance at "
                    + (local == null ? "?" : local.getAddress().getHostAddress()) + request.path(), null));
            return;
        }
        Current c = current();
        Behaviour b = instance.override() != null ? instance.override() : c.behaviour();
        long delay = b.delay().toNanos();
        if (b.failureShare() > 0 && ThreadLocalRandom.current().nextDouble() < b.failureShare()) {
            countFailed(instance);
            switch (b.failure()) {
                case "timeout" -> exchange.executor().schedule(exchange::reset, timeoutResetNanos, TimeUnit.NANOSECONDS);
                case "reset" -> exchange.reset();
                default -> {
                    int status = Integer.parseInt(b.failure());
                    SbiResponse r = Problems.response(status, status == 503 ? Cause.NF_CONGESTION
                            : status == 504 ? Cause.TIMED_OUT_REQUEST : Cause.SYSTEM_FAILURE, "failure injected by the simulator", null);
                    later(exchange, delay, () -> exchange.send(r));
                }
            }
            return;
        }
        countReceived(instance);
        Http2Headers h = new DefaultHttp2Headers(false, 6);
        String method = request.method();
        boolean body = true;
        if (method.equals("DELETE")) {
            h.status(S204);
            body = false;
        } else if (method.equals("POST")) {
            String path = request.path();
            int q = path.indexOf('?');
            String p = q < 0 ? path : path.substring(0, q);
            if (p.endsWith("/delete") || p.endsWith("/release") || p.endsWith("/deregister")) {
                h.status(S204);
                body = false;
            } else if (p.endsWith("/update") || p.endsWith("/modify") || p.endsWith("/transfer") || p.endsWith("/notify")) {
                h.status(S200);
            } else {
                h.status(S201);
                CharSequence authority = request.headers().authority();
                h.set(HttpHeaderNames.LOCATION, "http://" + authority + p + "/" + created.incrementAndGet());
            }
        } else {
            h.status(S200);
        }
        if (body && c.body().bytes().length > 0) {
            h.set(HttpHeaderNames.CONTENT_TYPE, JSON);
            h.set(HttpHeaderNames.CONTENT_LENGTH, c.length());
        }
        CharSequence lci = instance.lciHeader();
        if (lci != null) {
            h.set(LCI, lci);
        }
        CharSequence oci = instance.ociHeader();
        if (oci != null) {
            h.set(OCI, oci);
        }
        boolean withBody = body && c.body().bytes().length > 0;
        later(exchange, delay, () -> exchange.respond(h, withBody ? c.body().buffer() : Unpooled.EMPTY_BUFFER));
    }

    private static void later(ForwardExchange exchange, long delayNanos, Runnable answer) {
        if (delayNanos <= 0) {
            answer.run();
        } else {
            exchange.executor().schedule(answer, delayNanos, TimeUnit.NANOSECONDS);
        }
    }

    private static void countReceived(Population.Instance i) {
        i.countReceived();
    }

    private static void countFailed(Population.Instance i) {
        i.countReceived();
        i.countFailed();
    }
}
