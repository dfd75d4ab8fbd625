package dev.corebed.testkit;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** A management port that records what it is sent and answers what the test says: the client's wire format. */
final class FakeManagementPort implements AutoCloseable {

    record Call(String method, String target, String body) {}

    record Reply(int status, String body) {}

    final List<Call> calls = new ArrayList<>();
    private final HttpServer server;
    private volatile Function<Call, Reply> answers = c -> new Reply(204, "");

    FakeManagementPort() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            Call call = new Call(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath()
                    + (exchange.getRequestURI().getRawQuery() == null ? "" : "?" + exchange.getRequestURI().getRawQuery()),
                    new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            synchronized (calls) {
                calls.add(call);
            }
            Reply reply = answers.apply(call);
            byte[] body = reply.body().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("content-type", reply.status() >= 400 ? "application/problem+json" : "application/json");
            exchange.sendResponseHeaders(reply.status(), body.length == 0 ? -1 : body.length);
            if (body.length > 0) {
                exchange.getResponseBody().write(body);
            }
            exchange.close();
        });
        server.start();
    }

    void answer(Function<Call, Reply> f) {
        answers = f;
    }

    String uri() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    Call last() {
        synchronized (calls) {
            return calls.get(calls.size() - 1);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
