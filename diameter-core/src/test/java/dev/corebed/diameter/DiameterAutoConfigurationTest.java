package dev.corebed.diameter;

import static dev.corebed.diameter.TestNodes.REALM;
import static dev.corebed.diameter.TestNodes.call;
import static dev.corebed.diameter.TestNodes.connectTo;
import static dev.corebed.diameter.TestNodes.props;
import static java.util.concurrent.CompletableFuture.completedFuture;
import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.sbi.config.SbiEndpoints;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import org.jdiameter.api.Answer;
import org.jdiameter.api.ApplicationId;
import org.jdiameter.api.PeerState;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/** A stub's view: diameter.* properties, its DiameterRoutes beans, and the admin API and metrics it shares with SBI. */
class DiameterAutoConfigurationTest {

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class Stub {
        @Bean
        DiameterRoutes gxRoutes() {
            return () -> List.of(new DiameterRoute(Gx.CCR, r -> completedFuture(Gx.cca(r, ResultCodes.DIAMETER_SUCCESS))));
        }
    }

    @Test
    void aStubGetsANodeFromItsPropertiesThatTheAdminApiControls() throws Exception {
        try (ConfigurableApplicationContext ctx = new SpringApplicationBuilder(Stub.class).web(WebApplicationType.NONE)
                .run("--sbi.nf=pcf", "--sbi.port=0", "--sbi.bind-address=127.0.0.1", "--admin.port=0",
                        "--diameter.port=0", "--diameter.bind-address=127.0.0.1", "--diameter.watchdog-timer=6s",
                        "--diameter.applications[0].auth-application-id=16777238",
                        "--diameter.applications[1].auth-application-id=16777236",
                        "--diameter.peers[0].uri=aaa://pcef.corebed.test:3868", "--diameter.peers[0].connect=false",
                        "--diameter.accept-undefined-peers=false")) {
            DiameterNode node = ctx.getBean(DiameterNode.class);
            assertThat(node.isRunning()).isTrue();
            assertThat(node.port()).isPositive();
            assertThat(node.originHost()).isEqualTo("pcf.corebed.test");
            DiameterProperties bound = ctx.getBean(DiameterProperties.class);
            assertThat(bound.applications()).extracting(DiameterProperties.Application::vendorId).containsOnly(10415L);
            assertThat(node.peer("pcef.corebed.test")).as("an accept-only peer is listed once connected").isNull();

            DiameterNode client = new DiameterNode("pcef", props("pcef.corebed.test", 0,
                    List.of(new DiameterProperties.Application(10415, 16777238)),
                    List.of(connectTo("pcf.corebed.test", node.port())), Duration.ofSeconds(30)), List.of(), null, null, null);
            try {
                client.start();
                assertThat(client.awaitOpen("pcf.corebed.test", Duration.ofSeconds(10))).isTrue();
                assertThat(node.peer("pcef.corebed.test").state()).isEqualTo(PeerState.OKAY);
                assertThat(client.peer("pcf.corebed.test").advertised()).containsExactly(
                        ApplicationId.createByAuthAppId(10415, 16777238), ApplicationId.createByAuthAppId(10415, 16777236));
                assertThat(Avps.resultCode(call(client, ccr(client)).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);

                String admin = "http://127.0.0.1:" + ctx.getBean(SbiEndpoints.class).adminPort();
                HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
                HttpResponse<String> put = http.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/faults/gx-busy"))
                        .header("content-type", "application/json")
                        .PUT(HttpRequest.BodyPublishers.ofString("""
                                {"nf":"pcf","service":"gx","operation":"CCR-E",
                                 "error":{"type":"diameter","resultCode":3004}}""")).build(), HttpResponse.BodyHandlers.ofString());
                assertThat(put.statusCode()).isEqualTo(201);
                assertThat(Avps.resultCode(call(client, ccr(client)).getAvps())).isEqualTo(ResultCodes.DIAMETER_TOO_BUSY);

                String metrics = http.send(HttpRequest.newBuilder(URI.create(admin + "/metrics")).build(),
                        HttpResponse.BodyHandlers.ofString()).body();
                assertThat(metrics).contains("diameter_requests_seconds_count{application=\"gx\",command=\"CCR-E\","
                        + "fault=\"none\",nf=\"pcf\",result=\"2001\"}");
                assertThat(metrics).contains("result=\"3004\"").contains("diameter_peer_messages_total");
            } finally {
                client.stop();
            }
        }
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class Bsf {
        /** The BSF's part of the relay: here, no UE has a binding. */
        @Bean
        RelayTargets rxTargets() {
            return aar -> completedFuture(null);
        }
    }

    @Test
    void aStubWithRelayTargetsGetsTheRxRelayFromItsProperties() throws Exception {
        try (ConfigurableApplicationContext ctx = new SpringApplicationBuilder(Bsf.class).web(WebApplicationType.NONE)
                .run("--sbi.nf=bsf", "--sbi.port=0", "--sbi.bind-address=127.0.0.1", "--admin.port=0",
                        "--diameter.port=0", "--diameter.bind-address=127.0.0.1",
                        "--diameter.relay.answer-timeout=2s", "--diameter.relay.max-sessions=5");
             RxTestPeer af = RxTestPeer.af("pcscf.corebed.test",
                     RxTestPeer.peer("bsf.corebed.test", ctx.getBean(DiameterNode.class).port()))) {
            DiameterRelay relay = ctx.getBean(DiameterRelay.class);
            assertThat(relay.settings()).isEqualTo(new DiameterRelay.Settings(Duration.ofSeconds(2), Duration.ofHours(1), 5));
            assertThat(af.awaitOpen("bsf.corebed.test")).isTrue();
            assertThat(af.node().peer("bsf.corebed.test").advertised()).containsExactly(ApplicationId.createByAuthAppId(10415, 16777236));

            Answer aaa = af.call(af.aarInitial((Inet4Address) InetAddress.getByName("10.45.0.7")));
            assertThat(Avps.resultCode(aaa.getAvps())).isEqualTo(ResultCodes.IP_CAN_SESSION_NOT_AVAILABLE);
            assertThat(Avps.ORIGIN_HOST.requireString(aaa.getAvps())).isEqualTo("bsf.corebed.test");

            String admin = "http://127.0.0.1:" + ctx.getBean(SbiEndpoints.class).adminPort();
            String metrics = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build()
                    .send(HttpRequest.newBuilder(URI.create(admin + "/metrics")).build(), HttpResponse.BodyHandlers.ofString()).body();
            assertThat(metrics).contains("diameter_relay_requests_total{application=\"rx\",command=\"AAR-I\",direction=\"to-server\","
                    + "nf=\"bsf\",outcome=\"no-target\"} 1.0");
            assertThat(metrics).contains("diameter_relay_sessions{application=\"rx\",nf=\"bsf\"} 0.0");
            assertThat(metrics).contains("result=\"10415:5065\"");
        }
    }

    private static Request ccr(DiameterNode client) {
        Request r = client.createRequest(Gx.CCR, client.newSessionId(), REALM, null);
        Avps.CC_REQUEST_TYPE.add(r.getAvps(), Avps.EVENT_REQUEST);
        Avps.CC_REQUEST_NUMBER.add(r.getAvps(), 0);
        return r;
    }
}
