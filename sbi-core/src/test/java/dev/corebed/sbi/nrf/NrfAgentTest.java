package dev.corebed.sbi.nrf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import dev.corebed.core.config.CoreAutoConfiguration;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.SbiRoutes;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClient.Response;
import dev.corebed.sbi.config.SbiAutoConfiguration;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.FakeNrf;
import dev.corebed.sbi.test.FakeNrf.Received;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import tools.jackson.databind.JsonNode;

/** A stub's NRF agent against a fake NRF: registration, heartbeats, re-registration, deregistration, late NRF. */
class NrfAgentTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    static SbiClient client;
    final List<AutoCloseable> open = new ArrayList<>();

    /** A stub as small as can be: one route, and the UDR's udrInfo for its profile. */
    @SpringBootConfiguration
    @ImportAutoConfiguration({CoreAutoConfiguration.class, SbiAutoConfiguration.class, NrfAgentAutoConfiguration.class})
    static class TestStub {
        @Bean
        SbiRoutes routes() {
            return () -> List.of(Route.get("/nudr-group-id-map/v1/nf-group-ids").anyQuery()
                    .to(r -> CompletableFuture.completedFuture(SbiResponse.noContent())));
        }

        @Bean
        NfProfileContributor udrInfo() {
            return NfProfileContributor.of("udrInfo", Map.of("groupId", "udr-group-1",
                    "supiRanges", List.of(Map.of("start", "001010000000000", "end", "001010000099999"))));
        }
    }

    @BeforeAll
    static void client() {
        client = new SbiClient();
    }

    @AfterAll
    static void closeClient() {
        client.close();
    }

    @AfterEach
    void closeAll() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    private FakeNrf nrf() throws Exception {
        FakeNrf nrf = FakeNrf.start();
        open.add(nrf);
        return nrf;
    }

    private ConfigurableApplicationContext stub(String apiRoot, String... more) {
        List<String> args = new ArrayList<>(List.of("--sbi.nf=udr", "--sbi.bind-address=127.0.0.1", "--sbi.port=0",
                "--admin.port=0", "--admin.bind-address=127.0.0.1", "--spring.main.banner-mode=off",
                "--nrf.api-root=" + apiRoot, "--nrf.nf-type=UDR",
                "--nrf.nf-services[0].service-name=nudr-group-id-map", "--nrf.nf-services[0].versions=1.2.0",
                "--nrf.agent.retry-interval=100ms", "--nrf.agent.retry-max-interval=400ms"));
        args.addAll(List.of(more));
        ConfigurableApplicationContext ctx = new SpringApplicationBuilder(TestStub.class)
                .registerShutdownHook(false).run(args.toArray(String[]::new));
        open.add(ctx::close);
        return ctx;
    }

    private static JsonNode admin(ConfigurableApplicationContext stub) {
        int port = stub.getBean(SbiEndpoints.class).adminPort();
        Response r = client.get("http://127.0.0.1:" + port + "/admin/v1/nrf-agent").join();
        assertThat(r.status()).isEqualTo(200);
        return r.json();
    }

    private static String metrics(ConfigurableApplicationContext stub) {
        int port = stub.getBean(SbiEndpoints.class).adminPort();
        return new String(client.get("http://127.0.0.1:" + port + "/metrics").join().body());
    }

    private static Received next(FakeNrf nrf, String method) throws InterruptedException {
        Received r = nrf.next(method, WAIT);
        assertThat(r).as("a %s at the NRF", method).isNotNull();
        return r;
    }

    @Test
    void registersTheProfileOnceTheSbiServerListens() throws Exception {
        FakeNrf nrf = nrf();
        ConfigurableApplicationContext stub = stub(nrf.apiRoot(), "--nrf.priority=5", "--nrf.capacity=200",
                "--nrf.locality=rack-1");
        int sbiPort = stub.getBean(SbiEndpoints.class).sbiPort();

        Received put = next(nrf, "PUT");
        JsonNode p = put.body();
        assertThat(put.contentType()).isEqualTo("application/json");
        assertThat(put.userAgent()).isEqualTo("UDR");
        assertThat(p.path("nfInstanceId").asString()).isEqualTo(put.nfInstanceId()).matches("[0-9a-f-]{36}");
        assertThat(p.path("nfType").asString()).isEqualTo("UDR");
        assertThat(p.path("nfStatus").asString()).isEqualTo("REGISTERED");
        assertThat(p.path("ipv4Addresses").toString()).isEqualTo("[\"127.0.0.1\"]");
        assertThat(p.path("heartBeatTimer").asInt()).isEqualTo(30); // proposed; the NRF decides
        assertThat(p.path("priority").asInt()).isEqualTo(5);
        assertThat(p.path("capacity").asInt()).isEqualTo(200);
        assertThat(p.path("locality").asString()).isEqualTo("rack-1");
        JsonNode service = p.path("nfServices").path(0);
        assertThat(service.path("serviceName").asString()).isEqualTo("nudr-group-id-map");
        assertThat(service.path("serviceInstanceId").asString()).isEqualTo("nudr-group-id-map");
        assertThat(service.path("scheme").asString()).isEqualTo("http");
        assertThat(service.path("nfServiceStatus").asString()).isEqualTo("REGISTERED");
        assertThat(service.path("versions").toString())
                .isEqualTo("[{\"apiVersionInUri\":\"v1\",\"apiFullVersion\":\"1.2.0\"}]");
        assertThat(service.path("ipEndPoints").toString())
                .isEqualTo("[{\"ipv4Address\":\"127.0.0.1\",\"transport\":\"TCP\",\"port\":" + sbiPort + "}]");
        assertThat(p.path("nfServiceList").path("nudr-group-id-map")).isEqualTo(service);
        assertThat(p.path("udrInfo").path("groupId").asString()).isEqualTo("udr-group-1");
        assertThat(p.path("udrInfo").path("supiRanges").path(0).path("start").asString()).isEqualTo("001010000000000");

        await().atMost(WAIT).until(() -> admin(stub).path("status").asString().equals("REGISTERED"));
        JsonNode view = admin(stub);
        assertThat(view.path("nfInstanceId").asString()).isEqualTo(put.nfInstanceId());
        assertThat(view.path("nrfApiRoot").asString()).isEqualTo(nrf.apiRoot());
        assertThat(view.path("heartBeatTimer").asInt()).isEqualTo(1);
        assertThat(view.path("registeredAt").isString()).isTrue();
        assertThat(view.path("profile").path("udrInfo").path("groupId").asString()).isEqualTo("udr-group-1");
        assertThat(metrics(stub)).contains("nrf_agent_registered{application=\"udr-stub\"} 1.0")
                .contains("nrf_agent_registrations_total{application=\"udr-stub\",outcome=\"success\"} 1.0");
    }

    @Test
    void heartbeatsEveryHeartBeatTimerTheNrfAnswered() throws Exception {
        FakeNrf nrf = nrf().heartBeatTimer(1);
        ConfigurableApplicationContext stub = stub(nrf.apiRoot());
        String id = next(nrf, "PUT").nfInstanceId();

        // The profile proposed 30 s; heartbeats a second apart show the NRF's answer is what counts.
        Received first = next(nrf, "PATCH");
        Received second = next(nrf, "PATCH");
        assertThat(first.nfInstanceId()).isEqualTo(id);
        assertThat(first.contentType()).isEqualTo("application/json-patch+json");
        assertThat(first.body().toString()).isEqualTo("[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]");
        assertThat(Duration.between(first.at(), second.at())).isGreaterThan(Duration.ofMillis(500));
        await().atMost(WAIT).until(() -> admin(stub).path("lastHeartbeat").isString());
        assertThat(metrics(stub)).contains("nrf_agent_heartbeats_total{application=\"udr-stub\",outcome=\"success\"}");
        assertThat(nrf.pending()).noneMatch(r -> r.method().equals("PUT"));
    }

    @Test
    void registersAgainWhenAHeartbeatFindsTheInstanceGone() throws Exception {
        FakeNrf nrf = nrf().heartBeatTimer(1);
        ConfigurableApplicationContext stub = stub(nrf.apiRoot());
        String id = next(nrf, "PUT").nfInstanceId();
        next(nrf, "PATCH");

        nrf.forgetAll(); // the NRF lost its data: the next heartbeat is 404
        Received again = next(nrf, "PUT");
        assertThat(again.nfInstanceId()).isEqualTo(id);
        assertThat(again.body().path("udrInfo").path("groupId").asString()).isEqualTo("udr-group-1");
        assertThat(nrf.isRegistered(id)).isTrue();
        next(nrf, "PATCH"); // and heartbeats go on
        assertThat(metrics(stub)).contains("nrf_agent_heartbeats_total{application=\"udr-stub\",outcome=\"not_found\"} 1.0")
                .contains("nrf_agent_registrations_total{application=\"udr-stub\",outcome=\"success\"} 2.0");
    }

    @Test
    void keepsHeartbeatingThroughNrfErrorsWithoutRegisteringAgain() throws Exception {
        FakeNrf nrf = nrf().heartBeatTimer(1);
        ConfigurableApplicationContext stub = stub(nrf.apiRoot());
        next(nrf, "PUT");
        nrf.force("PATCH", 503);
        next(nrf, "PATCH");
        next(nrf, "PATCH");
        await().atMost(WAIT).until(() -> admin(stub).path("lastError").asString("").contains("HTTP 503"));
        assertThat(admin(stub).path("status").asString()).isEqualTo("REGISTERED");

        nrf.answerNormally("PATCH");
        nrf.clear();
        next(nrf, "PATCH");
        next(nrf, "PATCH");
        assertThat(nrf.pending()).noneMatch(r -> r.method().equals("PUT"));
        assertThat(metrics(stub)).contains("nrf_agent_heartbeats_total{application=\"udr-stub\",outcome=\"error\"}");
    }

    @Test
    void deregistersWhenTheStubStops() throws Exception {
        FakeNrf nrf = nrf().heartBeatTimer(30);
        ConfigurableApplicationContext stub = stub(nrf.apiRoot());
        String id = next(nrf, "PUT").nfInstanceId();
        NrfAgent agent = stub.getBean(NrfAgent.class);
        await().atMost(WAIT).until(() -> agent.status().state() == NrfAgent.State.REGISTERED);

        stub.close();
        Received delete = nrf.next("DELETE", Duration.ofMillis(1));
        assertThat(delete).as("the DELETE arrived before close() returned").isNotNull();
        assertThat(delete.nfInstanceId()).isEqualTo(id);
        assertThat(delete.userAgent()).isEqualTo("UDR");
        assertThat(nrf.isRegistered(id)).isFalse();
        assertThat(agent.status().state()).isEqualTo(NrfAgent.State.DEREGISTERED);
    }

    @Test
    void retriesRegistrationUntilTheNrfComesUp() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // free now; the NRF takes it later
        }
        ConfigurableApplicationContext stub = stub("http://127.0.0.1:" + port);
        assertThat(stub.isRunning()).isTrue(); // the stub serves while its NRF is away

        await().atMost(WAIT).until(() -> admin(stub).path("lastError").isString());
        JsonNode waiting = admin(stub);
        assertThat(waiting.path("status").asString()).isEqualTo("REGISTERING");
        assertThat(waiting.path("lastError").asString()).contains("Exception");
        assertThat(metrics(stub)).contains("nrf_agent_registered{application=\"udr-stub\"} 0.0")
                .contains("nrf_agent_registrations_total{application=\"udr-stub\",outcome=\"no_answer\"}");

        FakeNrf nrf = FakeNrf.start(port);
        open.add(0, nrf); // closed after the stub, which deregisters from it
        Received put = next(nrf, "PUT");
        assertThat(put.body().path("nfType").asString()).isEqualTo("UDR");
        await().atMost(WAIT).until(() -> admin(stub).path("status").asString().equals("REGISTERED"));
        assertThat(nrf.isRegistered(put.nfInstanceId())).isTrue();
    }

    @Test
    void retriesARefusedRegistration() throws Exception {
        FakeNrf nrf = nrf();
        nrf.force("PUT", 500);
        ConfigurableApplicationContext stub = stub(nrf.apiRoot());
        next(nrf, "PUT");
        next(nrf, "PUT");
        await().atMost(WAIT).until(() -> admin(stub).path("lastError").asString("").startsWith("HTTP 500 SYSTEM_FAILURE"));
        nrf.answerNormally("PUT");
        await().atMost(WAIT).until(() -> admin(stub).path("status").asString().equals("REGISTERED"));
    }

    @Test
    void isOffWithoutAnApiRoot() throws Exception {
        FakeNrf nrf = nrf();
        ConfigurableApplicationContext stub = stub("");
        JsonNode view = admin(stub);
        assertThat(view.path("status").asString()).isEqualTo("DISABLED");
        assertThat(metrics(stub)).doesNotContain("nrf_agent_registered");

        ConfigurableApplicationContext off = stub(nrf.apiRoot(), "--nrf.agent.enabled=false");
        assertThat(admin(off).path("status").asString()).isEqualTo("DISABLED");
        off.close();
        assertThat(nrf.next("PUT", Duration.ofMillis(300))).isNull();
        assertThat(nrf.pending()).isEmpty();
    }

    @Test
    void refusesSettingsThatCannotRegister() {
        assertThatThrownBy(() -> stub("", "--nrf.agent.enabled=true"))
                .hasStackTraceContaining("nrf.agent.enabled=true needs nrf.api-root");
        assertThatThrownBy(() -> stub("http://127.0.0.1:1", "--nrf.nf-services[1].service-name=nudr-dr"))
                .hasStackTraceContaining("nrf.nf-services[1].versions is mandatory");
        assertThatThrownBy(() -> stub("http://127.0.0.1:1", "--nrf.nf-instance-id=udr-1"))
                .hasStackTraceContaining("must be a UUID");
    }
}
