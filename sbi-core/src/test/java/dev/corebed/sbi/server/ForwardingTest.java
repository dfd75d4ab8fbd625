package dev.corebed.sbi.server;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.journal.JournalQuery;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The forwarding path end to end: a proxy whose forwarder passes requests on with {@link SbiClient#forward} to a
 * plain SBI server, over h2c and HTTP/1.1, with the dispatcher's rules, timer and journal applied to them.
 */
class ForwardingTest {

    static SbiServer producer;
    static SbiServer proxy;
    static SbiClient client;
    static PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    static FaultRules faults = new FaultRules(List.of());
    static Journal journal = new Journal("proxy", new Journal.Settings(true, 100, 1024));
    static String proxyUri;

    /** Forwards to the producer, adding a header both ways; answers 504 itself when the producer does not answer. */
    static final class Forwarder implements SbiForwarder {
        final String target;

        Forwarder(String target) {
            this.target = target;
        }

        @Override
        public List<Route> routes() {
            return List.of(Route.post("/-").service("forwarding").operation("Forward").to(r -> null),
                    Route.get("/-").service("forwarding").operation("ForwardRead").to(r -> null));
        }

        @Override
        public int classify(ForwardedRequest request) {
            return request.method().equals("GET") ? 1 : 0;
        }

        @Override
        public void forward(ForwardedRequest request, ForwardExchange exchange) {
            Http2Headers h = request.headers();
            h.add(AsciiString.cached("via"), "2.0 test-proxy");
            client.forward(false, target, h, request.body(), TimeUnit.SECONDS.toNanos(2), new SbiClient.ForwardListener() {
                @Override
                public void onAnswer(Http2Headers headers, ByteBuf body) {
                    headers.add(AsciiString.cached("via"), "2.0 test-proxy");
                    exchange.respond(headers, body);
                }

                @Override
                public void onFailure(Throwable cause) {
                    exchange.send(SbiResponse.status(504).cause("TARGET_NF_NOT_REACHABLE"));
                }
            });
        }
    }

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.post("/nx-test/v1/echo").service("nx-test").operation("Echo").anyQuery().to(r -> CompletableFuture.completedFuture(
                        SbiResponse.json(201, Map.of("got", r.json(), "via", String.valueOf(r.header("via")),
                                "path", r.path(), "query", String.valueOf(r.rawQuery()))))),
                Route.get("/nx-test/v1/things/{id}").service("nx-test").operation("GetThing").to(r ->
                        CompletableFuture.completedFuture(SbiResponse.json(200, Map.of("id", r.pathParam("id"))))));
        producer = new SbiServer(SbiServerConfig.loopback("producer"), new SbiDispatcher(new RouteTable(routes, "producer"),
                null, null, null)).start();
        client = new SbiClient();
        SbiDispatcher dispatcher = new SbiDispatcher(new RouteTable(List.of(
                Route.get("/own/v1/status").service("own").operation("Status").to(r ->
                        CompletableFuture.completedFuture(SbiResponse.json(200, Map.of("own", true))))), "proxy"),
                new SbiMetrics(registry, "proxy", false), faults, new OverloadControl(OverloadControl.Settings.UNLIMITED),
                null, journal).forwarder(new Forwarder("127.0.0.1:" + producer.port()), "proxy");
        proxy = new SbiServer(SbiServerConfig.loopback("proxy"), dispatcher).start();
        proxyUri = "http://127.0.0.1:" + proxy.port();
    }

    @AfterAll
    static void stop() {
        proxy.close();
        client.close();
        producer.close();
    }

    @AfterEach
    void clear() {
        faults.clear();
        journal.clear();
    }

    @Test
    void passesRequestAndAnswerThroughOverH2cAndHttp11() {
        Reply h2 = HttpProbe.h2c("POST", proxyUri + "/nx-test/v1/echo?x=1", "{\"a\":1}");
        assertThat(h2.status()).isEqualTo(201);
        assertThat(h2.header("via")).isEqualTo("2.0 test-proxy");
        assertThat(h2.json().get("got").get("a").asInt()).isEqualTo(1);
        assertThat(h2.json().get("via").asString()).isEqualTo("2.0 test-proxy");
        assertThat(h2.json().get("query").asString()).isEqualTo("x=1");

        Reply h1 = HttpProbe.http1("GET", proxyUri + "/nx-test/v1/things/t7", null);
        assertThat(h1.status()).isEqualTo(200);
        assertThat(h1.json().get("id").asString()).isEqualTo("t7");
        assertThat(h1.header("via")).isEqualTo("2.0 test-proxy");
    }

    @Test
    void theStubsOwnRoutesAreServedAsUsual() {
        Reply r = HttpProbe.h2c("GET", proxyUri + "/own/v1/status", null);
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.json().get("own").asBoolean()).isTrue();
    }

    @Test
    void anUnreachableTargetIsTheForwardersOwnAnswer() {
        Reply r = HttpProbe.h2c("GET", proxyUri + "/nx-test/v1/nothing", null);
        assertThat(r.status()).as("the producer answers 404 itself, passed through").isEqualTo(404);
        assertThat(r.json().get("cause").asString()).isEqualTo("RESOURCE_URI_STRUCTURE_NOT_FOUND");
    }

    @Test
    void faultRulesJournalAndTimerApplyToForwardedRequests() {
        faults.put(new FaultRule("fail-posts", "proxy", "forwarding", "Forward", null,
                new FaultRule.Error("http", 503, "NF_CONGESTION", null), 1.0));
        Reply refused = HttpProbe.h2c("POST", proxyUri + "/nx-test/v1/echo", "{\"b\":2}");
        assertThat(refused.status()).isEqualTo(503);
        assertThat(refused.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
        Reply read = HttpProbe.h2c("GET", proxyUri + "/nx-test/v1/things/t8", null);
        assertThat(read.status()).as("another forwarded operation").isEqualTo(200);

        var entries = journal.read(JournalQuery.all()).entries();
        assertThat(entries).hasSize(2);
        assertThat(entries.get(0).operation()).isEqualTo("Forward");
        assertThat(entries.get(0).status()).isEqualTo(503L);
        assertThat(entries.get(0).fault()).isEqualTo("fail-posts");
        assertThat(entries.get(1).operation()).isEqualTo("ForwardRead");
        assertThat(entries.get(1).status()).isEqualTo(200L);
        assertThat(entries.get(1).payload().header("via")).as("the request as it arrived, before the forwarder changed it")
                .isNull();
        assertThat(registry.find(SbiMetrics.TIMER).tag("operation", "ForwardRead").tag("status", "200").timer().count())
                .isPositive();
    }
}
