package dev.corebed.sbi.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.core.answer.AnswerRule;
import dev.corebed.core.answer.AnswerRules;
import dev.corebed.core.fault.FaultRule;
import dev.corebed.core.fault.FaultRules;
import dev.corebed.core.health.HealthContributor;
import dev.corebed.core.health.HealthStatus;
import dev.corebed.core.health.StubHealth;
import dev.corebed.core.journal.Journal;
import dev.corebed.core.overload.OverloadControl;
import dev.corebed.core.reset.ResettableState;
import dev.corebed.core.reset.StubReset;
import dev.corebed.core.rules.OperationCatalog;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.metrics.SbiMetrics;
import dev.corebed.sbi.oauth2.AccessTokenCheck;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The management API every stub has, over the wire: journal, scripted answers, fault rules with content
 * matching and counts, strict bodies, reset. The SBI side is a small service served by the real dispatcher.
 */
class ManagementApiTest {

    static final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    static final FaultRule CONFIGURED = new FaultRule("configured-slow", "test", "nx-test", "GetThing",
            new FaultRule.Delay("fixed", 1L, null, null, null, null), null, 0.0);
    static final FaultRules faults = new FaultRules(List.of(CONFIGURED));
    static final AnswerRules answers = new AnswerRules(List.of());
    static final Journal journal = new Journal("test", new Journal.Settings(true, 1000, 64));
    static final OverloadControl overload = new OverloadControl(OverloadControl.Settings.UNLIMITED);
    static final AtomicInteger stateResets = new AtomicInteger();
    static SbiServer sbi;
    static SbiServer secured;
    static SbiServer mgmt;
    static SbiClient client;
    static String h2c;
    static String securedRoot;
    static String admin;

    /** A part whose state each test sets, as the data tier's is. */
    static volatile HealthContributor.State dataTierState = new HealthContributor.State(HealthStatus.UP, Instant.EPOCH, null);
    static final HealthContributor dataTier = new HealthContributor() {
        public String name() {
            return "dataTier";
        }

        public HealthContributor.State state() {
            return dataTierState;
        }
    };

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.get("/nx-test/v1/things/{thingId}").service("nx-test").operation("GetThing").to(r ->
                        CompletableFuture.completedFuture(SbiResponse.json(200, Map.of("thingId", r.pathParam("thingId"))))),
                Route.put("/nx-test/v1/things/{thingId}").service("nx-test").operation("PutThing").json().to(r -> {
                    if (!r.json().has("name")) {
                        throw SbiException.invalidParam("MANDATORY_IE_MISSING", "/name", "mandatory attribute missing");
                    }
                    return CompletableFuture.completedFuture(SbiResponse.json(201, r.body()));
                }));
        sbi = new SbiServer(SbiServerConfig.loopback("test"), new SbiDispatcher(new RouteTable(routes, "test"),
                new SbiMetrics(registry, "test", false), faults, overload, answers, journal)).start();
        // The same service with the OAuth2 check, recording into the same journal; no test here presents a
        // token, so its key set is never fetched.
        client = new SbiClient();
        AccessTokenCheck tokens = AccessTokenCheck.of(client, "http://127.0.0.1:9/oauth2/jwks", Duration.ofMinutes(5),
                Duration.ofSeconds(60), "test", () -> Set.of("TEST"));
        secured = new SbiServer(SbiServerConfig.loopback("test-secured"), new SbiDispatcher(new RouteTable(routes, "test"),
                null, faults, overload, answers, journal, tokens)).start();
        securedRoot = "http://127.0.0.1:" + secured.port();
        OperationCatalog catalog = new OperationCatalog("test", List.of(() -> routes.stream()
                .map(r -> new OperationCatalog.Operation(r.service(), r.operation())).toList()));
        ResettableState state = new ResettableState() {
            public String name() {
                return "things";
            }

            public CompletableFuture<Void> reset() {
                stateResets.incrementAndGet();
                return CompletableFuture.completedFuture(null);
            }
        };
        List<Route> management = new ArrayList<>(new ManagementRoutes("test", registry, overload,
                new StubHealth(() -> List.of(dataTier))).routes());
        for (AdminRoutes r : List.of(
                new RuleAdminRoutes<>("/admin/v1/faults", "Fault", "fault rule", FaultRule.class, faults.book(), catalog),
                new RuleAdminRoutes<>("/admin/v1/answers", "Answer", "scripted answer", AnswerRule.class, answers.book(), catalog),
                new JournalAdminRoutes(journal, ForkJoinPool.commonPool()),
                new ResetAdminRoutes(new StubReset(List.of(state), journal, faults, answers, overload)))) {
            management.addAll(r.routes());
        }
        mgmt = new SbiServer(SbiServerConfig.loopback("test-admin"),
                new SbiDispatcher(new RouteTable(management, "test"), null, null, null)).start();
        h2c = "http://127.0.0.1:" + sbi.port();
        admin = "http://127.0.0.1:" + mgmt.port();
    }

    @AfterAll
    static void stop() {
        sbi.close();
        secured.close();
        mgmt.close();
        client.close();
    }

    @BeforeEach
    void resetAll() {
        assertThat(call("POST", "/admin/v1/reset", null).status()).isEqualTo(204);
    }

    static Reply call(String method, String path, String body) {
        return HttpProbe.http1(method, admin + path, body);
    }

    static JsonNode journal(String query) {
        Reply r = call("GET", "/admin/v1/journal" + query, null);
        assertThat(r.status()).isEqualTo(200);
        return r.json();
    }

    @Test
    void theJournalShowsWhatWasSentWithItsAnswerRefusedRequestsIncluded() {
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/t1", "{\"name\":\"first\",\"supi\":\"imsi-001010000000001\"}",
                "-H", "user-agent: SMF").status()).isEqualTo(201);
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/t2", "{}").status()).isEqualTo(400);
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/nothing?x=1", null).status()).isEqualTo(404);
        assertThat(HttpProbe.http1("DELETE", h2c + "/nx-test/v1/things/t1", null).status()).isEqualTo(405);
        String big = "{\"name\":\"" + "x".repeat(100) + "\",\"supi\":\"imsi-001010000000009\"}";
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/t3", big).status()).isEqualTo(201);

        JsonNode all = journal("");
        assertThat(all.get("total").asInt()).isEqualTo(5);
        assertThat(all.get("recorded").asLong()).isGreaterThanOrEqualTo(5);
        JsonNode first = all.get("entries").get(0);
        assertThat(first.get("transport").asString()).isEqualTo("sbi");
        assertThat(first.get("nf").asString()).isEqualTo("test");
        assertThat(first.get("service").asString()).isEqualTo("nx-test");
        assertThat(first.get("operation").asString()).isEqualTo("PutThing");
        assertThat(first.get("method").asString()).isEqualTo("PUT");
        assertThat(first.get("path").asString()).isEqualTo("/nx-test/v1/things/t1");
        assertThat(first.get("headers").get("user-agent").asString()).isEqualTo("SMF");
        assertThat(first.get("body").get("name").asString()).isEqualTo("first");
        assertThat(first.get("status").asInt()).isEqualTo(201);
        assertThat(first.get("cause").isNull()).isTrue();
        assertThat(first.get("fault").isNull()).isTrue();
        JsonNode refused = all.get("entries").get(1);
        assertThat(refused.get("status").asInt()).isEqualTo(400);
        assertThat(refused.get("cause").asString()).isEqualTo("MANDATORY_IE_MISSING");
        JsonNode unknown = all.get("entries").get(2);
        assertThat(unknown.get("status").asInt()).isEqualTo(404);
        assertThat(unknown.get("operation").isNull()).isTrue();
        assertThat(unknown.get("query").get("x").get(0).asString()).isEqualTo("1");
        JsonNode truncated = all.get("entries").get(4);
        assertThat(truncated.get("truncated").asBoolean()).isTrue();
        assertThat(truncated.get("body").asString()).hasSize(64);

        assertThat(journal("?operation=PutThing").get("total").asInt()).isEqualTo(3);
        assertThat(journal("?body=/name=first").get("total").asInt()).isEqualTo(1);
        assertThat(journal("?supi=001010000000001").get("total").asInt()).isEqualTo(1);
        assertThat(journal("?header=user-agent:SMF&method=PUT").get("total").asInt()).isEqualTo(1);
        assertThat(journal("?path=/nx-test/v1/things/*&status=405").get("total").asInt()).isEqualTo(1);
        assertThat(journal("?limit=2").get("entries")).hasSize(2);
        assertThat(journal("?limit=2").get("entries").get(1).get("path").asString()).isEqualTo("/nx-test/v1/things/t3");
        long firstId = first.get("id").asLong();
        assertThat(journal("?since=" + firstId).get("total").asInt()).isEqualTo(4);
        assertThat(call("GET", "/admin/v1/journal/count?status=201", null).json().get("count").asInt()).isEqualTo(2);

        Reply bad = call("GET", "/admin/v1/journal?limit=x", null);
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("limit");
        Reply unknownParam = call("GET", "/admin/v1/journal?operaton=PutThing", null);
        assertThat(unknownParam.status()).isEqualTo(400);
        assertThat(unknownParam.json().get("cause").asString()).isEqualTo("INVALID_QUERY_PARAM");

        assertThat(call("DELETE", "/admin/v1/journal", null).status()).isEqualTo(204);
        assertThat(journal("").get("total").asInt()).isZero();
    }

    @Test
    void requestsRefusedBeforeTheirHandlerAreJournaled() {
        Reply badPath = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/%zz", null);
        assertThat(badPath.status()).isEqualTo(400);
        Reply badQuery = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/q?name=%C3%28", null);
        assertThat(badQuery.status()).isEqualTo(400);
        Reply noToken = HttpProbe.h2c("GET", securedRoot + "/nx-test/v1/things/s1", null);
        assertThat(noToken.status()).isEqualTo(401);
        assertThat(noToken.header("www-authenticate")).startsWith("Bearer");

        JsonNode entries = journal("").get("entries");
        assertThat(entries).hasSize(3);
        assertThat(entries.get(0).get("status").asInt()).isEqualTo(400);
        assertThat(entries.get(0).get("cause").asString()).isEqualTo("INVALID_MSG_FORMAT");
        assertThat(entries.get(0).get("path").asString()).isEqualTo("/nx-test/v1/things/%zz");
        assertThat(entries.get(0).get("operation").isNull()).isTrue();
        assertThat(entries.get(1).get("status").asInt()).isEqualTo(400);
        assertThat(entries.get(1).get("cause").asString()).isEqualTo("INVALID_QUERY_PARAM");
        assertThat(entries.get(1).get("operation").asString()).isEqualTo("GetThing");
        assertThat(entries.get(1).get("query")).isEmpty();
        assertThat(entries.get(1).get("rawQuery").asString()).isEqualTo("name=%C3%28");
        assertThat(entries.get(2).get("status").asInt()).isEqualTo(401);
        assertThat(entries.get(2).get("operation").asString()).isEqualTo("GetThing");
    }

    @Test
    void aScriptedAnswerOrAFaultComesBeforeTheAccessToken() {
        String answer = call("POST", "/admin/v1/answers", """
                {"match":{"operation":"GetThing","path":"/nx-test/v1/things/scripted"},
                 "answer":{"status":200,"body":{"thingId":"scripted"}}}""").json().get("id").asString();
        call("PUT", "/admin/v1/faults/down", """
                {"operation":"GetThing","match":{"path":"/nx-test/v1/things/down"},
                 "error":{"type":"http","status":503,"cause":"NF_CONGESTION"}}""");

        Reply scripted = HttpProbe.h2c("GET", securedRoot + "/nx-test/v1/things/scripted", null);
        assertThat(scripted.status()).isEqualTo(200);
        assertThat(scripted.json().get("thingId").asString()).isEqualTo("scripted");
        Reply down = HttpProbe.h2c("GET", securedRoot + "/nx-test/v1/things/down", null);
        assertThat(down.status()).isEqualTo(503);
        assertThat(down.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
        assertThat(HttpProbe.h2c("GET", securedRoot + "/nx-test/v1/things/other", null).status())
                .as("no rule: the token is checked").isEqualTo(401);

        JsonNode entries = journal("").get("entries");
        assertThat(entries).hasSize(3);
        assertThat(entries.get(0).get("answer").asString()).isEqualTo(answer);
        assertThat(entries.get(1).get("fault").asString()).isEqualTo("down");
        assertThat(entries.get(2).get("status").asInt()).isEqualTo(401);
    }

    @Test
    void aScriptedAnswerIsWhatTheClientGetsForItsNextMatches() {
        Reply added = call("POST", "/admin/v1/answers", """
                {"match":{"operation":"GetThing","path":"/nx-test/v1/things/a*"},"times":2,
                 "answer":{"status":200,"headers":{"x-scripted":"yes"},"body":{"thingId":"scripted"}}}""");
        assertThat(added.status()).isEqualTo(201);
        String id = added.json().get("id").asString();
        assertThat(added.header("location")).isEqualTo(admin + "/admin/v1/answers/" + id);
        assertThat(added.json().get("remaining").asInt()).isEqualTo(2);

        for (int i = 0; i < 2; i++) {
            Reply scripted = HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a1", null);
            assertThat(scripted.status()).isEqualTo(200);
            assertThat(scripted.header("x-scripted")).isEqualTo("yes");
            assertThat(scripted.json().get("thingId").asString()).isEqualTo("scripted");
        }
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/b1", null).json().get("thingId").asString())
                .as("another path is not matched").isEqualTo("b1");
        assertThat(HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/a1", null).json().get("thingId").asString())
                .as("spent after 2").isEqualTo("a1");

        JsonNode rule = call("GET", "/admin/v1/answers/" + id, null).json();
        assertThat(rule.get("remaining").asInt()).isZero();
        assertThat(rule.get("applied").asInt()).isEqualTo(2);
        assertThat(journal("?operation=GetThing").get("entries").get(0).get("answer").asString()).isEqualTo(id);

        Reply text = call("PUT", "/admin/v1/answers/teapot", """
                {"priority":5,"match":{"method":"PUT"},"answer":{"status":418,"bodyText":"short and stout"}}""");
        assertThat(text.status()).isEqualTo(201);
        Reply teapot = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/t", "{\"name\":\"n\"}");
        assertThat(teapot.status()).isEqualTo(418);
        assertThat(teapot.header("content-type")).isEqualTo("text/plain; charset=utf-8");
        assertThat(teapot.body()).isEqualTo("short and stout");
        assertThat(call("DELETE", "/admin/v1/answers/teapot", null).status()).isEqualTo(204);
        assertThat(call("DELETE", "/admin/v1/answers/teapot", null).status()).isEqualTo(404);
    }

    @Test
    void aContentMatchedFaultHitsOnlyTheMatchingSubscriberAndOnlyItsSecondRequest() {
        Reply added = call("PUT", "/admin/v1/faults/second-update", """
                {"service":"nx-test","operation":"PutThing","match":{"supi":"imsi-001010000000001"},"after":1,"times":1,
                 "error":{"type":"http","status":503,"cause":"NF_CONGESTION"}}""");
        assertThat(added.status()).isEqualTo(201);
        String mine = "{\"name\":\"n\",\"supi\":\"imsi-001010000000001\"}";
        String other = "{\"name\":\"n\",\"supi\":\"imsi-001010000000002\"}";
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/x", other).status()).isEqualTo(201);
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/x", mine).status()).as("first update").isEqualTo(201);
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/x", other).status()).isEqualTo(201);
        Reply failed = HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/x", mine);
        assertThat(failed.status()).as("second update").isEqualTo(503);
        assertThat(failed.json().get("cause").asString()).isEqualTo("NF_CONGESTION");
        assertThat(HttpProbe.h2c("PUT", h2c + "/nx-test/v1/things/x", mine).status()).as("third update").isEqualTo(201);
        JsonNode listed = call("GET", "/admin/v1/faults", null).json();
        assertThat(listed).hasSize(2);
        JsonNode rule = listed.get(1);
        assertThat(rule.get("id").asString()).isEqualTo("second-update");
        assertThat(rule.get("remaining").asInt()).isZero();
        assertThat(journal("?status=503").get("entries").get(0).get("fault").asString()).isEqualTo("second-update");
    }

    @Test
    void anUnknownFieldIsRefusedNamingIt() {
        assertUnknown(call("POST", "/admin/v1/faults", "{\"operaton\":\"GetThing\",\"error\":{\"type\":\"reset\"}}"), "/operaton");
        assertUnknown(call("POST", "/admin/v1/faults", "{\"error\":{\"type\":\"http\",\"status\":503,\"cuase\":\"x\"}}"),
                "/error/cuase");
        assertUnknown(call("POST", "/admin/v1/faults", "{\"match\":{\"supii\":\"imsi-1\"},\"error\":{\"type\":\"reset\"}}"),
                "/match/supii");
        assertUnknown(call("POST", "/admin/v1/answers", "{\"answer\":{\"stauts\":200}}"), "/answer/stauts");
        assertUnknown(call("PUT", "/admin/v1/overload", "{\"maxInflight\":1}"), "/maxInflight");
        assertUnknown(call("POST", "/admin/v1/reset", "{\"kep\":[\"journal\"]}"), "/kep");
        Reply twice = call("POST", "/admin/v1/faults",
                "{\"operation\":\"GetThing\",\"operation\":\"PutThing\",\"error\":{\"type\":\"reset\"}}");
        assertThat(twice.status()).as("a member named twice").isEqualTo(400);
        assertThat(twice.json().get("cause").asString()).isEqualTo("INVALID_MSG_FORMAT");
        assertThat(call("GET", "/admin/v1/faults", null).json()).as("nothing stored").hasSize(1);

        Reply keep = call("POST", "/admin/v1/reset", "{\"keep\":[\"journals\"]}");
        assertThat(keep.status()).isEqualTo(400);
        assertThat(keep.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/keep/0");
        Reply type = call("POST", "/admin/v1/faults", "{\"times\":\"twice\",\"error\":{\"type\":\"reset\"}}");
        assertThat(type.status()).isEqualTo(400);
        assertThat(type.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/times");
    }

    @Test
    void aRuleNamingNothingThisStubServesIsRefused() {
        Reply op = call("POST", "/admin/v1/faults", "{\"operation\":\"GetThings\",\"error\":{\"type\":\"reset\"}}");
        assertThat(op.status()).isEqualTo(400);
        assertThat(op.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/operation");
        assertThat(op.json().get("detail").asString()).contains("GetThing").contains("PutThing");
        Reply nf = call("POST", "/admin/v1/answers", "{\"match\":{\"nf\":\"nrf\"},\"answer\":{\"status\":200}}");
        assertThat(nf.status()).isEqualTo(400);
        assertThat(nf.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/match/nf");
        Reply both = call("POST", "/admin/v1/answers", "{\"answer\":{\"status\":200,\"resultCode\":2001}}");
        assertThat(both.status()).isEqualTo(400);
        assertThat(both.json().get("invalidParams").get(0).get("param").asString()).isEqualTo("/answer/resultCode");
    }

    @Test
    void healthReportsEachPartAndIs503WhileOneIsDown() {
        dataTierState = new HealthContributor.State(HealthStatus.UP, Instant.EPOCH, null);
        Reply up = call("GET", "/health", null);
        assertThat(up.status()).isEqualTo(200);
        assertThat(up.json().get("status").asString()).isEqualTo("UP");
        assertThat(up.json().at("/components/dataTier/status").asString()).isEqualTo("UP");

        dataTierState = new HealthContributor.State(HealthStatus.DEGRADED, Instant.EPOCH, "work refused");
        Reply degraded = call("GET", "/health", null);
        assertThat(degraded.status()).as("still serving").isEqualTo(200);
        assertThat(degraded.json().get("status").asString()).isEqualTo("DEGRADED");

        dataTierState = new HealthContributor.State(HealthStatus.DOWN, Instant.EPOCH, "Connection refused");
        try {
            Reply down = call("GET", "/health", null);
            assertThat(down.status()).isEqualTo(503);
            assertThat(down.json().get("status").asString()).isEqualTo("DOWN");
            assertThat(down.json().at("/components/dataTier/detail").asString()).isEqualTo("Connection refused");
            assertThat(down.json().at("/components/dataTier/since").asString()).isEqualTo("1970-01-01T00:00:00Z");
        } finally {
            dataTierState = new HealthContributor.State(HealthStatus.UP, Instant.EPOCH, null);
        }
    }

    @Test
    void resetPutsRulesLimitsAndJournalBackAndResetsTheState() {
        call("POST", "/admin/v1/faults", "{\"error\":{\"type\":\"reset\"},\"operation\":\"PutThing\"}");
        call("POST", "/admin/v1/answers", "{\"answer\":{\"status\":204}}");
        call("PUT", "/admin/v1/overload", "{\"maxInFlight\":7,\"maxRate\":0,\"burst\":0,\"retryAfter\":3}");
        HttpProbe.h2c("GET", h2c + "/nx-test/v1/things/z", null);
        int before = stateResets.get();

        assertThat(call("POST", "/admin/v1/reset", "{\"keep\":[\"journal\"]}").status()).isEqualTo(204);
        assertThat(stateResets.get()).isEqualTo(before + 1);
        JsonNode listed = call("GET", "/admin/v1/faults", null).json();
        assertThat(listed).hasSize(1);
        assertThat(listed.get(0).get("id").asString()).isEqualTo("configured-slow");
        assertThat(call("GET", "/admin/v1/answers", null).json()).isEmpty();
        assertThat(call("GET", "/admin/v1/overload", null).json().get("maxInFlight").asInt()).isZero();
        assertThat(journal("").get("total").asInt()).as("kept").isEqualTo(1);

        assertThat(call("POST", "/admin/v1/reset", null).status()).isEqualTo(204);
        assertThat(journal("").get("total").asInt()).isZero();
    }

    private static void assertUnknown(Reply r, String pointer) {
        assertThat(r.status()).isEqualTo(400);
        assertThat(r.json().get("cause").asString()).isEqualTo("OPTIONAL_IE_INCORRECT");
        assertThat(r.json().get("invalidParams").get(0).get("param").asString()).isEqualTo(pointer);
    }
}
