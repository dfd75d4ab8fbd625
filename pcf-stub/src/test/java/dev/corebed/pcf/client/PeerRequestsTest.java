package dev.corebed.pcf.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.corebed.pcf.service.PcfMetrics;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The PCF's calls to its peers against a local SBI server: through an SCP (the peer's apiRoot in
 * 3gpp-Sbi-Target-apiRoot), and NRF discovery with its validityPeriod cache.
 */
class PeerRequestsTest {

    record Seen(String path, String target, String userAgent) {}

    static final List<Seen> seen = new CopyOnWriteArrayList<>();
    static volatile int validity = 60;
    static SbiServer server;
    static SbiClient client;
    static String root;

    @BeforeAll
    static void start() throws Exception {
        List<Route> routes = List.of(
                Route.post("/nchf-spendinglimitcontrol/v1/subscriptions").service("scp").operation("Subscribe").json().to(r -> {
                    record(r);
                    return done(SbiResponse.json(201, "{\"supi\":\"imsi-001010000000001\"}".getBytes())
                            .header("location", "http://chf.test:8093/nchf-spendinglimitcontrol/v1/subscriptions/s1"));
                }),
                Route.get("/nnrf-disc/v1/nf-instances").service("nnrf-disc").operation("SearchNFInstances").anyQuery().to(r -> {
                    record(r);
                    String target = r.queryParam("target-nf-type");
                    if (target.equals("BSF")) {
                        return done(SbiResponse.json(200, Json.MAPPER.createObjectNode().put("validityPeriod", validity)
                                .set("nfInstances", Json.MAPPER.createArrayNode())));
                    }
                    return done(SbiResponse.json(200, ("{\"validityPeriod\":" + validity + ",\"nfInstances\":[{\"nfInstanceId\":"
                            + "\"3fa85f64-5717-4562-b3fc-2c963f66afa6\",\"nfType\":\"CHF\",\"nfStatus\":\"REGISTERED\",\"fqdn\":\"chf1.test\","
                            + "\"nfServiceList\":{\"s1\":{\"serviceInstanceId\":\"s1\",\"serviceName\":\"nchf-spendinglimitcontrol\","
                            + "\"scheme\":\"http\",\"apiPrefix\":\"/p\",\"ipEndPoints\":[{\"ipv4Address\":\"10.0.0.7\",\"port\":8093}]}}}]}")
                            .getBytes()));
                }));
        server = new SbiServer(SbiServerConfig.loopback("peers").withPorts(0, -1),
                new SbiDispatcher(new RouteTable(routes, "test"), null, null, null)).start();
        root = "http://127.0.0.1:" + server.port();
        client = new SbiClient();
    }

    @AfterAll
    static void stop() {
        client.close();
        server.close();
    }

    static void record(SbiRequest r) {
        seen.add(new Seen(r.path() + (r.rawQuery() == null ? "" : "?" + r.rawQuery()), r.header("3gpp-sbi-target-apiroot"),
                r.header("user-agent")));
    }

    static CompletableFuture<SbiResponse> done(SbiResponse r) {
        return CompletableFuture.completedFuture(r);
    }

    @Test
    void throughAnScpThePeersApiRootTravelsInTheTargetHeader() {
        seen.clear();
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        PeerRequests requests = new PeerRequests(client, new PcfMetrics(registry), Map.of(Peer.CHF, Duration.ofSeconds(10)), root);
        NchfSpendingLimitClient chf = new NchfSpendingLimitClient(requests);
        var subscribed = chf.subscribe(requests.route(Peer.CHF, "http://chf.test:8093"), "imsi-001010000000001", null, List.of(),
                "http://pcf.test/cb").join();
        assertThat(subscribed.uri()).isEqualTo("http://chf.test:8093/nchf-spendinglimitcontrol/v1/subscriptions/s1");
        assertThat(seen).containsExactly(new Seen("/nchf-spendinglimitcontrol/v1/subscriptions", "http://chf.test:8093", "PCF"));
        assertThat(registry.get("stub.pcf.peer.requests").tags("peer", "chf", "operation", "Subscribe", "outcome", "success")
                .counter().count()).isEqualTo(1.0);
    }

    @Test
    void aPeerThatDoesNotAnswerIsAPeerExceptionCountedAsNoAnswer() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        PeerRequests requests = new PeerRequests(client, new PcfMetrics(registry), Map.of(Peer.UDR, Duration.ofMillis(500)), null);
        var read = new NudrPolicyDataClient(requests).read(requests.route(Peer.UDR, "http://127.0.0.1:9"),
                dev.corebed.pcf.service.UdrRead.AM_DATA, "imsi-001010000000001", null, null);
        assertThatThrownBy(read::join).isInstanceOf(CompletionException.class).hasCauseInstanceOf(PeerException.class);
        assertThat(registry.get("stub.pcf.peer.requests").tags("peer", "udr", "outcome", "no_answer").counter().count()).isEqualTo(1.0);
    }

    @Test
    void discoveryAnswersFromItsCacheWhileTheValidityPeriodLasts() {
        seen.clear();
        AtomicLong now = new AtomicLong();
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        NfDiscovery discovery = new NfDiscovery(client, new PcfMetrics(registry), root, Duration.ofSeconds(10), now::get);
        validity = 60;
        assertThat(discovery.apiRoot(Peer.CHF, true).join()).contains("http://10.0.0.7:8093/p");
        assertThat(discovery.apiRoot(Peer.CHF, true).join()).contains("http://10.0.0.7:8093/p");
        assertThat(seen).hasSize(1);
        assertThat(seen.get(0).path()).isEqualTo("/nnrf-disc/v1/nf-instances?target-nf-type=CHF&requester-nf-type=PCF"
                + "&service-names=nchf-spendinglimitcontrol");
        // Without the cache (the DNN's nrf-cache off): a query per call.
        discovery.apiRoot(Peer.CHF, false).join();
        assertThat(seen).hasSize(2);
        // Past the validity period: asked again.
        now.addAndGet(61_000_000_000L);
        discovery.apiRoot(Peer.CHF, true).join();
        assertThat(seen).hasSize(3);
        // "None registered" is kept too; the query's parameters are part of the key.
        assertThat(discovery.apiRoot(Peer.BSF, true, "dnn", "ims").join()).isEqualTo(Optional.empty());
        assertThat(discovery.apiRoot(Peer.BSF, true, "dnn", "ims").join()).isEqualTo(Optional.empty());
        assertThat(seen).hasSize(4);
        assertThat(seen.get(3).path()).endsWith("&dnn=ims");
        assertThat(registry.get("stub.pcf.discovery").tags("target", "chf", "result", "cache").counter().count()).isEqualTo(1.0);
        assertThat(discovery.clear()).isEqualTo(2);
    }
}
