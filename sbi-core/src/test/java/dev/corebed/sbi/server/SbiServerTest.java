package dev.corebed.sbi.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SBI transport end to end: h2c, HTTP/1.1 and h2 over TLS, errors at the edge, faults, overload, metrics. */
class SbiServerTest {

    @TempDir
    static Path tlsDir;

    static SbiServer server;
    static PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    static FaultRules faults = new FaultRules(List.of());
    static OverloadControl overload = new OverloadControl(OverloadControl.Settings.UNLIMITED);
    static final ConcurrentLinkedQueue<CompletableFuture<SbiResponse>> held = new ConcurrentLinkedQueue<>();
    static String h2c;
    static String tls;

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.get("/nx-test/v1/things/{thingId}").service("nx-test").operation("GetThing").query("fields")
                        .to(r -> {
                            Map<String, Object> body = new LinkedHashMap<>();
                            body.put("thingId", r.pathParam("thingId"));
                            body.put("protocol", r.protocol());
                            body.put("fields", r.queryParam("fields"));
                            body.put("sbiHeaders", r.headers().sbiHeaders());
                            return CompletableFuture.completedFuture(SbiResponse.json(200, body));
                        }),
                Route.put("/nx-test/v1/things/{thingId}").service("nx-test").operation("PutThing").json()
                        .to(r -> {
                            var json = r.json();
                            if (!json.has("name")) {
                                throw SbiException.invalidParam("MANDATORY_IE_MISSING", "name", "mandatory attribute missing");
                            }
                            // answered from another thread, as data-tier work is
                            return CompletableFuture.supplyAsync(() -> SbiResponse.json(201, json.toString().getBytes())
                                    .header("location", r.apiRoot() + r.path()));
                        }),
                Route.post("/nx-test/v1/hold").service("nx-test").operation("Hold").to(r -> {
                    CompletableFuture<SbiResponse> f = new CompletableFuture<>();
                    held.add(f);
                    return f;
                }));
        SbiServerConfig config = new SbiServerConfig("test", "127.0.0.1", 0, 0, 2000, 8 * 1024, 64 * 1024, null, null, tlsDir);
        server = new SbiServer(config, new SbiDispatcher(new RouteTable(routes, "test"),
                new SbiMetrics(registry, "test", true), faults, overload)).start();
        h2c = "http://127.0.0.1:" + server.port();
        tls = "https://127.0.0.1:" + server.tlsPort();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @AfterEach
    void reset() {
        faults.clear();
        overload.set(OverloadControl.Settings.UNLIMITED);
        held.forEach(f -> f.complete(SbiResponse.noContent()));
        held.clear();
    }

    @Test
    void servesH2cWithPriorKnowledgeHttp11AndH2OverTlsOnTheirPorts() {
        Reply viaH2c = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a1?fields=x", null);
        assertThat(viaH2c.version()).isEqualTo("HTTP/2");
        assertThat(viaH2c.status()).isEqualTo(200);
        assertThat(viaH2c.header("content-type")).isEqualTo("application/json");
        assertThat(viaH2c.json().get("protocol").asString()).isEqualTo("h2c");
        assertThat(viaH2c.json().get("thingId").asString()).isEqualTo("a1");
        assertThat(viaH2c.json().get("fields").asString()).isEqualTo("x");

        Reply viaHttp1 = HttpProbe.http1("GET", h2c + "/nx-test/v1/things/a2", null);
        assertThat(viaHttp1.version()).isEqualTo("HTTP/1.1");
        assertThat(viaHttp1.json().get("protocol").asString()).isEqualTo("http/1.1");

        Reply viaTls = HttpProbe.h2tls("GET", tls + "/nx-test/v1/things/a3", null);
        assertThat(viaTls.version()).isEqualTo("HTTP/2");
        assertThat(viaTls.json().get("protocol").asString()).isEqualTo("h2");

        Reply tlsFallback = HttpProbe.http1tls("GET", tls + "/nx-test/v1/things/a4", null);
        assertThat(tlsFallback.version()).isEqualTo("HTTP/1.1");
        assertThat(tlsFallback.json().get("protocol").asString()).isEqualTo("http/1.1");
    }

    @Test
    void passes3gppSbiHeadersToHandlersAndAnswersAsyncWithLocation() {
        Reply r = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a1", null,
                "-H", "3gpp-Sbi-Message-Priority: 5", "-H", "3gpp-Sbi-Correlation-Info: imsi-001010000000001");
        assertThat(r.json().get("sbiHeaders").get("3gpp-sbi-message-priority").asString()).isEqualTo("5");
        assertThat(r.json().get("sbiHeaders").get("3gpp-sbi-correlation-info").asString()).isEqualTo("imsi-001010000000001");

        Reply put = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/b1", "{\"name\":\"b\"}");
        assertThat(put.status()).isEqualTo(201);
        assertThat(put.header("location")).isEqualTo(h2c + "/nx-test/v1/things/b1");
        assertThat(put.json().get("name").asString()).isEqualTo("b");
    }

    @Test
    void badInputGetsTheTs29500ProblemDetails() {
        Reply unknown = HttpProbe.h2c("GET", h2c + "/nx-test/v1/nothing", null);
        assertProblem(unknown, 404, "RESOURCE_URI_STRUCTURE_NOT_FOUND");

        Reply method = HttpProbe.h2c("DELETE", h2c + "/nx-test/v1/things/a", null);
        assertThat(method.status()).isEqualTo(405);
        assertThat(method.header("allow")).contains("GET").contains("PUT");

        Reply query = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a?colour=red", null);
        assertProblem(query, 400, "INVALID_QUERY_PARAM");
        assertThat(query.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("colour");

        Reply malformed = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/a", "{\"name\":");
        assertProblem(malformed, 400, "INVALID_MSG_FORMAT");

        Reply missing = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/a", "{}");
        assertProblem(missing, 400, "MANDATORY_IE_MISSING");
        assertThat(missing.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("name");

        Reply media = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/a", "name=x", "-H", "content-type: text/plain");
        assertProblem(media, 415, "UNSUPPORTED_MEDIA_TYPE");

        Reply http1Media = HttpProbe.http1("PUT", h2c + "/nx-test/v1/things/a", "name=x", "content-type", "text/plain");
        assertProblem(http1Media, 415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void oversizedBodiesAre413AndTheConnectionStaysUsable() throws Exception {
        String big = "{\"name\":\"" + "x".repeat(70 * 1024) + "\"}";
        assertProblem(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/a", big), 413, "PAYLOAD_TOO_LARGE");
        assertProblem(HttpProbe.http1("PUT", h2c + "/nx-test/v1/things/a", big), 413, "PAYLOAD_TOO_LARGE");

        // Over one HTTP/2 connection: the oversized stream is refused, the next one on it is served.
        var client = HttpProbe.h2tlsClient();
        Reply tooBig = HttpProbe.send(client, "PUT", tls + "/nx-test/v1/things/a", big);
        Reply next = HttpProbe.send(client, "PUT", tls + "/nx-test/v1/things/a", "{\"name\":\"ok\"}");
        assertProblem(tooBig, 413, "PAYLOAD_TOO_LARGE");
        assertThat(next.status()).isEqualTo(201);

        Reply hugeHeader = HttpProbe.http1("GET", h2c + "/nx-test/v1/things/a", null, "x-filler", "y".repeat(10 * 1024));
        assertThat(hugeHeader.status()).isEqualTo(431);
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null, "-H", "x-filler: " + "y".repeat(10 * 1024)).status())
                .isEqualTo(431);
        assertThat(scrape()).contains("operation=\"payload_too_large\"");
    }

    @Test
    void faultRulesInjectErrorsDelaysResetsAndSilence() {
        faults.put(new FaultRule("err", "test", "nx-test", "GetThing", null,
                new FaultRule.Error("http", 503, "NF_CONGESTION", null), 1.0));
        assertProblem(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null), 503, "NF_CONGESTION");
        // other operations are untouched
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/a", "{\"name\":\"b\"}").status()).isEqualTo(201);
        assertThat(scrape()).containsPattern("sbi_requests_seconds_count\\{[^}]*cause=\"NF_CONGESTION\"[^}]*fault=\"error\"[^}]*operation=\"GetThing\"");

        faults.clear();
        faults.put(new FaultRule("never", null, null, null, null, new FaultRule.Error("http", 500, "SYSTEM_FAILURE", null), 0.0));
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null).status()).isEqualTo(200);

        faults.clear();
        faults.put(new FaultRule("slow", null, null, "GetThing", new FaultRule.Delay("fixed", 300L, null, null, null, null), null, null));
        long t0 = System.nanoTime();
        assertThat(HttpProbe.h2tls("GET", tls + "/nx-test/v1/things/a", null).status()).isEqualTo(200);
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isGreaterThanOrEqualTo(Duration.ofMillis(300));

        faults.clear();
        faults.put(new FaultRule("reset", null, null, "GetThing", null, new FaultRule.Error("reset", null, null, null), null));
        assertThatThrownBy(() -> HttpProbe.h2tls("GET", tls + "/nx-test/v1/things/a", null)).hasRootCauseInstanceOf(java.io.IOException.class);

        faults.clear();
        faults.put(new FaultRule("silent", null, null, "GetThing", null, new FaultRule.Error("no-answer", null, null, null), null));
        HttpRequest req = HttpRequest.newBuilder(URI.create(tls + "/nx-test/v1/things/a")).timeout(Duration.ofMillis(500)).build();
        assertThatThrownBy(() -> HttpProbe.h2tlsClient().send(req, HttpResponse.BodyHandlers.ofString()))
                .isInstanceOf(java.net.http.HttpTimeoutException.class);
        assertThat(scrape()).containsPattern("fault=\"no_answer\"").containsPattern("fault=\"reset\"");
    }

    @Test
    void injectedDelayDoesNotHoldTheEventLoop() {
        // 300 requests each delayed 200 ms: served one after another they would take a minute.
        faults.put(new FaultRule("slow", null, null, "GetThing", new FaultRule.Delay("fixed", 200L, null, null, null, null), null, null));
        var client = HttpProbe.h2tlsClient();
        long t0 = System.nanoTime();
        List<CompletableFuture<HttpResponse<String>>> all = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            all.add(client.sendAsync(HttpRequest.newBuilder(URI.create(tls + "/nx-test/v1/things/" + i)).build(),
                    HttpResponse.BodyHandlers.ofString()));
        }
        all.forEach(f -> assertThat(f.join().statusCode()).isEqualTo(200));
        assertThat(Duration.ofNanos(System.nanoTime() - t0)).isLessThan(Duration.ofSeconds(15));
    }

    @Test
    void overloadControlRefusesWithRetryAfter() throws Exception {
        overload.set(new OverloadControl.Settings(1, 0, 0, 3));
        var client = HttpProbe.h2tlsClient();
        var first = client.sendAsync(HttpRequest.newBuilder(URI.create(tls + "/nx-test/v1/hold"))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        while (held.isEmpty()) {
            Thread.onSpinWait();
        }
        Reply second = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null);
        assertProblem(second, 503, "NF_CONGESTION");
        assertThat(second.header("retry-after")).isEqualTo("3");
        held.poll().complete(SbiResponse.noContent());
        assertThat(first.get().statusCode()).isEqualTo(204);
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null).status()).isEqualTo(200);

        overload.set(new OverloadControl.Settings(0, 0.5, 1, 2));
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null).status()).isEqualTo(200);
        Reply limited = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a", null);
        assertProblem(limited, 429, "NF_CONGESTION_RISK");
        assertThat(limited.header("retry-after")).isEqualTo("2");
    }

    static void assertProblem(Reply r, int status, String cause) {
        assertThat(r.status()).as(r.body()).isEqualTo(status);
        assertThat(r.header("content-type")).isEqualTo("application/problem+json");
        assertThat(r.json().get("status").asInt()).isEqualTo(status);
        assertThat(r.json().get("cause").asString()).isEqualTo(cause);
    }

    static String scrape() {
        return registry.scrape();
    }
}
