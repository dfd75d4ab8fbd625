package dev.corebed.sbi.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.test.RawH2cClient;
import dev.corebed.sbi.test.RawH2cClient.Reply;
import dev.corebed.sbi.test.RawHttp1Client;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.GlobalEventExecutor;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Malformed requests over h2c and HTTP/1.1: each gets a ProblemDetails answer with its TS 29.500 cause,
 * never an exception or silence, and the same connection serves the next request. Bugs in a handler or
 * in the answer become 500 SYSTEM_FAILURE and are counted.
 */
class MalformedRequestTest {

    @TempDir
    static Path tlsDir;

    static SbiServer server;
    static SbiDispatcher dispatcher;
    static final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    static final Duration TIMEOUT = Duration.ofSeconds(5);

    /** One protocol's persistent connection, behind one call signature. */
    interface Connection extends AutoCloseable {
        Reply call(String method, byte[] target, Map<String, String> headers, byte[] body) throws Exception;
    }

    Connection conn;

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.get("/nx-test/v1/things/{thingId}").service("nx-test").operation("GetThing").query("fields")
                        .to(r -> {
                            Map<String, Object> body = new LinkedHashMap<>();
                            body.put("thingId", r.pathParam("thingId"));
                            body.put("fields", r.query().get("fields"));
                            return CompletableFuture.completedFuture(SbiResponse.json(200, body));
                        }),
                Route.put("/nx-test/v1/things/{thingId}").service("nx-test").operation("PutThing").json()
                        .to(r -> CompletableFuture.completedFuture(SbiResponse.json(201, r.json()))),
                Route.get("/nx-test/v1/bugs/throws").service("nx-test").operation("Throws").to(r -> {
                    throw new NullPointerException("a handler bug");
                }),
                Route.get("/nx-test/v1/bugs/fails-later").service("nx-test").operation("FailsLater")
                        .to(r -> CompletableFuture.supplyAsync(() -> {
                            throw new IllegalStateException("a bug on another thread");
                        })),
                Route.get("/nx-test/v1/bugs/bad-header").service("nx-test").operation("BadHeader")
                        .to(r -> CompletableFuture.completedFuture(SbiResponse.noContent().header("x-broken", null))));
        SbiServerConfig config = new SbiServerConfig("test", "127.0.0.1", 0, -1, 2000, 8 * 1024, 64 * 1024, null, null, tlsDir);
        dispatcher = new SbiDispatcher(new RouteTable(routes, "test"), new SbiMetrics(registry, "test", false), null, null);
        server = new SbiServer(config, dispatcher).start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void closeConnection() throws Exception {
        if (conn != null) {
            conn.close();
        }
    }

    static Connection open(String protocol) throws Exception {
        if (protocol.equals("h2c")) {
            RawH2cClient c = RawH2cClient.connect("127.0.0.1", server.port());
            return new Connection() {
                public Reply call(String method, byte[] target, Map<String, String> headers, byte[] body) throws Exception {
                    return c.call(method, target, headers, body, TIMEOUT);
                }

                public void close() {
                    c.close();
                }
            };
        }
        RawHttp1Client c = new RawHttp1Client("127.0.0.1", server.port(), TIMEOUT);
        return new Connection() {
            public Reply call(String method, byte[] target, Map<String, String> headers, byte[] body) throws Exception {
                return c.call(method, target, headers, body);
            }

            public void close() throws Exception {
                c.close();
            }
        };
    }

    Reply get(String target) throws Exception {
        return conn.call("GET", target.getBytes(StandardCharsets.ISO_8859_1), null, null);
    }

    Reply put(String target, byte[] body) throws Exception {
        return conn.call("PUT", target.getBytes(StandardCharsets.ISO_8859_1), Map.of("content-type", "application/json"), body);
    }

    /** The connection that carried the bad request still serves a good one. */
    void stillUsable() throws Exception {
        Reply ok = get("/nx-test/v1/things/ok?fields=a");
        assertThat(ok.status()).isEqualTo(200);
        assertThat(ok.json().get("thingId").asString()).isEqualTo("ok");
    }

    static void assertProblem(Reply r, int status, String cause) {
        assertThat(r.status()).as(r.text()).isEqualTo(status);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().get("status").asInt()).isEqualTo(status);
        assertThat(r.json().get("cause").asString()).isEqualTo(cause);
    }

    static byte[] bytes(int... octets) {
        byte[] b = new byte[octets.length];
        for (int i = 0; i < octets.length; i++) {
            b[i] = (byte) octets[i];
        }
        return b;
    }

    static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    static byte[] ascii(String s) {
        return s.getBytes(StandardCharsets.ISO_8859_1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2c", "http/1.1"})
    void malformedPathIdsAre400InvalidMsgFormat(String protocol) throws Exception {
        conn = open(protocol);
        for (String id : List.of("%", "%zz", "a%4", "%C0%AF", "%E0%A4%A", "%FF", "%ED%A0%80")) {
            Reply r = get("/nx-test/v1/things/" + id);
            assertProblem(r, 400, "INVALID_MSG_FORMAT");
            assertThat(r.json().get("detail").asString()).contains("thingId");
            stillUsable();
        }
        // raw octets: 0xFF is no UTF-8, C3 A9 is "é"
        assertProblem(conn.call("GET", concat(ascii("/nx-test/v1/things/"), bytes(0xFF)), null, null), 400, "INVALID_MSG_FORMAT");
        Reply raw = conn.call("GET", concat(ascii("/nx-test/v1/things/"), bytes(0xC3, 0xA9)), null, null);
        assertThat(raw.status()).isEqualTo(200);
        assertThat(raw.json().get("thingId").asString()).isEqualTo("é");
        // percent-encoded, '+' stays a plus in a path
        assertThat(get("/nx-test/v1/things/%C3%A9+x").json().get("thingId").asString()).isEqualTo("é+x");
        // malformed before unknown or wrong method: the request is broken whatever it meant
        assertProblem(get("/nx-test/v1/nothing/%zz"), 400, "INVALID_MSG_FORMAT");
        assertProblem(conn.call("DELETE", ascii("/nx-test/v1/things/%zz"), null, null), 400, "INVALID_MSG_FORMAT");
        assertProblem(get("/nx-test/v1/nothing/%41"), 404, "RESOURCE_URI_STRUCTURE_NOT_FOUND");
        stillUsable();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2c", "http/1.1"})
    void malformedQueryValuesAndNamesAre400InvalidQueryParam(String protocol) throws Exception {
        conn = open(protocol);
        Map<String, String> cases = new LinkedHashMap<>();
        cases.put("fields=%E0%A4%A", "fields");
        cases.put("fields=%zz", "fields");
        cases.put("fields=%", "fields");
        cases.put("fields=%C0%AF", "fields");
        cases.put("fields=a&fields=%FF", "fields");
        cases.put("%zz=1", "%zz");
        cases.put("f%C0%AFx=1", "f%C0%AFx");
        for (var c : cases.entrySet()) {
            Reply r = get("/nx-test/v1/things/a?" + c.getKey());
            assertProblem(r, 400, "INVALID_QUERY_PARAM");
            assertThat(r.json().get("invalidParams").get(0).get("param").asString()).as(c.getKey()).isEqualTo(c.getValue());
            stillUsable();
        }
        assertProblem(conn.call("GET", concat(ascii("/nx-test/v1/things/a?fields="), bytes(0xC0, 0xAF)), null, null),
                400, "INVALID_QUERY_PARAM");
        Reply decoded = get("/nx-test/v1/things/a?fields=%C3%A9,a+b&fields=%2B&&");
        assertThat(decoded.status()).isEqualTo(200);
        assertThat(decoded.json().get("fields").toString()).isEqualTo("[\"é,a b\",\"+\"]");
        stillUsable();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2c", "http/1.1"})
    void jsonBodiesThatAreNotUtf8OrAmbiguousAre400InvalidMsgFormat(String protocol) throws Exception {
        conn = open(protocol);
        List<byte[]> bodies = List.of(
                concat(ascii("{\"name\":\""), bytes(0xC0, 0xAF), ascii("\"}")),          // overlong "/"
                concat(ascii("{\"name\":\""), bytes(0xF4, 0x90, 0x80, 0x80), ascii("\"}")), // above U+10FFFF
                concat(ascii("{\""), bytes(0xFF), ascii("\":1}")),
                concat(ascii("{\"name\":\""), bytes(0xED, 0xA0, 0x80), ascii("\"}")),    // a surrogate
                ascii("{\"name\":\"a\",\"name\":\"b\"}"),
                ascii("{\"name\":\"a\"} trailing"),
                ascii("{\"name\":"));
        for (byte[] body : bodies) {
            assertProblem(put("/nx-test/v1/things/a", body), 400, "INVALID_MSG_FORMAT");
            stillUsable();
        }
        Reply ok = put("/nx-test/v1/things/a", "{\"name\":\"é\"}".getBytes(StandardCharsets.UTF_8));
        assertThat(ok.status()).isEqualTo(201);
        assertThat(ok.json().get("name").asString()).isEqualTo("é");
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2c", "http/1.1"})
    void bugsAre500SystemFailureCountedAndTheConnectionLives(String protocol) throws Exception {
        conn = open(protocol);
        double before = internalErrors("handler") + internalErrors("answer");
        assertProblem(get("/nx-test/v1/bugs/throws"), 500, "SYSTEM_FAILURE");
        stillUsable();
        assertProblem(get("/nx-test/v1/bugs/fails-later"), 500, "SYSTEM_FAILURE");
        stillUsable();
        assertProblem(get("/nx-test/v1/bugs/bad-header"), 500, "SYSTEM_FAILURE");
        stillUsable();
        assertThat(internalErrors("handler") + internalErrors("answer")).isEqualTo(before + 3);
        assertThat(internalErrors("answer")).isPositive();
    }

    @Test
    void whateverFailsInTheDispatcherItselfIsStillAnswered() {
        AtomicReference<SbiResponse> sent = new AtomicReference<>();
        Exchange exchange = new Exchange() {
            public void send(SbiResponse r) {
                sent.set(r);
            }

            public void respond(io.netty.handler.codec.http2.Http2Headers headers, io.netty.buffer.ByteBuf body) {
                body.release();
            }

            public void reset() {
            }

            public void abandon() {
            }

            public EventExecutor executor() {
                return GlobalEventExecutor.INSTANCE;
            }
        };
        double before = internalErrors("dispatch");
        // a null request-target cannot come from the codecs: it stands for any bug before a handler runs
        dispatcher.dispatch("GET", null, dev.corebed.sbi.NettyHeaders.of(new io.netty.handler.codec.http.DefaultHttpHeaders()), new byte[0], "http", "h2c", "", exchange);
        assertThat(sent.get()).isNotNull();
        assertThat(sent.get().status()).isEqualTo(500);
        assertThat(sent.get().cause()).isEqualTo("SYSTEM_FAILURE");
        assertThat(sent.get().contentType()).isEqualTo("application/problem+json");
        assertThat(internalErrors("dispatch")).isEqualTo(before + 1);
    }

    static double internalErrors(String stage) {
        var c = registry.find(SbiMetrics.INTERNAL_ERRORS).tag("stage", stage).counter();
        return c == null ? 0 : c.count();
    }
}
