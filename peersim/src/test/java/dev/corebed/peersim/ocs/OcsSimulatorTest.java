package dev.corebed.peersim.ocs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.DiameterRoute;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.config.DiameterProperties;
import dev.corebed.diameter.sy.Sy;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.jdiameter.api.Answer;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * The OCS simulator as a PCRF sees it: a PCRF node (diameter-core) connected to it opens and ends Sy sessions and
 * answers its SNRs; what each answer carries and what the simulator holds on its management port.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OcsSimulatorTest {

    static final String PCRF = "pcrf.corebed.test";
    static final String REALM = "corebed.test";

    ConfigurableApplicationContext ocs;
    DiameterNode pcrf;
    String admin;
    final List<Request> snrs = new CopyOnWriteArrayList<>();

    @BeforeAll
    void start() throws InterruptedException {
        ocs = new SpringApplicationBuilder(OcsSimulator.class).properties(Map.of("spring.config.name", OcsSimulator.CONFIG_NAME))
                .run("--admin.port=0", "--diameter.port=0", "--diameter.bind-address=127.0.0.1", "--peer.ocs.counters.roaming=off");
        admin = "http://127.0.0.1:" + ocs.getBean(SbiEndpoints.class).adminPort() + "/admin/v1/ocs";
        int port = ocs.getBean(DiameterNode.class).port();
        DiameterProperties props = new DiameterProperties(0, "127.0.0.1", PCRF, REALM, List.of(), 10415, "test",
                List.of(new DiameterProperties.Application(10415, 16777302)),
                List.of(new DiameterProperties.Peer("aaa://ocs.corebed.test:" + port, REALM, "127.0.0.1", true)), true,
                Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(5), false);
        pcrf = new DiameterNode("pcrf", props, List.of(new DiameterRoute(Sy.SNR, r -> {
            snrs.add(r.message());
            return CompletableFuture.completedFuture(r.success());
        })), null, null, null);
        pcrf.start();
        assertThat(pcrf.awaitOpen("ocs.corebed.test", Duration.ofSeconds(15))).isTrue();
    }

    @AfterAll
    void stop() {
        if (pcrf != null) {
            pcrf.stop();
        }
        if (ocs != null) {
            ocs.close();
        }
    }

    Answer call(Request r) throws Exception {
        return pcrf.send(r, Duration.ofSeconds(5)).toCompletableFuture().get(6, TimeUnit.SECONDS);
    }

    Request slr(String sessionId, int type, String imsi, String... counters) {
        Request r = pcrf.createRequest(Sy.SLR, sessionId, REALM, null);
        Sy.SL_REQUEST_TYPE.add(r.getAvps(), type);
        if (imsi != null) {
            Avps.addSubscriptionId(r.getAvps(), new Avps.SubscriptionId(Avps.SubscriptionId.END_USER_IMSI, imsi));
        }
        for (String c : counters) {
            Sy.POLICY_COUNTER_IDENTIFIER.add(r.getAvps(), c);
        }
        return r;
    }

    /** The session as the management port lists it; null when it is not there (other tests' sessions may be). */
    JsonNode listed(String id) {
        for (JsonNode s : HttpProbe.http1("GET", admin + "/sessions", null).json().get("sessions")) {
            if (id.equals(s.get("sessionId").asString())) {
                return s;
            }
        }
        return null;
    }

    @Test
    void aSySessionGetsItsCountersAndTheirChangesUntilItsStr() throws Exception {
        String id = pcrf.newSessionId();
        Answer sla = call(slr(id, Sy.INITIAL_REQUEST, "001010000000001"));
        assertThat(Avps.resultCode(sla.getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(Sy.policyCounterStatusReports(sla.getAvps())).isEqualTo(Map.of("data-volume", "valid", "roaming", "off"));
        JsonNode listed = listed(id);
        assertThat(listed).isNotNull();
        assertThat(listed.get("subscriber").asString()).isEqualTo("imsi-001010000000001");
        assertThat(listed.get("pcrfHost").asString()).isEqualTo(PCRF);

        // A counter changes: the PCRF gets an SNR of the session with the new status.
        JsonNode sent = HttpProbe.http1("PUT", admin + "/subscribers/imsi-001010000000001/counters", "{\"data-volume\":\"exceeded\"}",
                "content-type", "application/json").json();
        assertThat(sent.at("/sent/0/result").asString()).isEqualTo("2001");
        Request snr = snrs.getLast();
        assertThat(Avps.SESSION_ID.requireString(snr.getAvps())).isEqualTo(id);
        assertThat(Avps.DESTINATION_HOST.requireString(snr.getAvps())).isEqualTo(PCRF);
        assertThat(Sy.policyCounterStatusReports(snr.getAvps())).isEqualTo(Map.of("data-volume", "exceeded"));

        // Intermediate: one counter only, its status now.
        Answer intermediate = call(slr(id, Sy.INTERMEDIATE_REQUEST, null, "data-volume"));
        assertThat(Sy.policyCounterStatusReports(intermediate.getAvps())).isEqualTo(Map.of("data-volume", "exceeded"));

        Request str = pcrf.createRequest(Sy.STR, id, REALM, null);
        Avps.TERMINATION_CAUSE.add(str.getAvps(), Avps.DIAMETER_LOGOUT);
        assertThat(Avps.resultCode(call(str).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
        assertThat(listed(id)).isNull();
        assertThat(Avps.resultCode(call(str).getAvps())).isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
    }

    @Test
    void unknownSessionsCountersAndSubscribersAreRefusedAsTs29219Says() throws Exception {
        assertThat(Avps.resultCode(call(slr(pcrf.newSessionId(), Sy.INTERMEDIATE_REQUEST, null)).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_UNKNOWN_SESSION_ID);
        assertThat(Avps.resultCode(call(slr(pcrf.newSessionId(), Sy.INITIAL_REQUEST, "001010000000002", "no-such")).getAvps()))
                .isEqualTo(ResultCodes.DIAMETER_ERROR_UNKNOWN_POLICY_COUNTERS);
        Answer anonymous = call(slr(pcrf.newSessionId(), Sy.INITIAL_REQUEST, null));
        assertThat(Avps.resultCode(anonymous.getAvps())).isEqualTo(ResultCodes.DIAMETER_MISSING_AVP);
        assertThat(Avps.FAILED_AVP.find(anonymous.getAvps())).isNotNull();
        // a bad management body changes nothing
        assertThat(HttpProbe.http1("PUT", admin + "/snr/rate", "{\"rate\":-1}", "content-type", "application/json").status())
                .isEqualTo(400);
    }

    @Test
    void theManagementApiDocumentDescribesIt() {
        dev.corebed.sbi.test.ManagementApiSpec.assertDescribes("ocs", ocs.getBean(SbiEndpoints.class).managementRoutes());
    }

    @Test
    void snrsAtARateMoveTheCountersRoundTheStatuses() throws Exception {
        String id = pcrf.newSessionId();
        call(slr(id, Sy.INITIAL_REQUEST, "001010000000003", "data-volume"));
        int before = snrs.size();
        HttpProbe.http1("PUT", admin + "/snr/rate", "{\"rate\":50}", "content-type", "application/json");
        try {
            for (int i = 0; i < 200 && snrs.size() < before + 2; i++) {
                Thread.sleep(50);
            }
        } finally {
            HttpProbe.http1("PUT", admin + "/snr/rate", "{\"rate\":0}", "content-type", "application/json");
        }
        List<Request> mine = snrs.subList(before, snrs.size()).stream()
                .filter(r -> id.equals(Avps.SESSION_ID.string(r.getAvps()))).toList();
        assertThat(mine.size()).isGreaterThanOrEqualTo(2);
        assertThat(Sy.policyCounterStatusReports(mine.get(0).getAvps())).isEqualTo(Map.of("data-volume", "exceeded"));
        assertThat(Sy.policyCounterStatusReports(mine.get(1).getAvps())).isEqualTo(Map.of("data-volume", "valid"));
        Request str = pcrf.createRequest(Sy.STR, id, REALM, null);
        Avps.TERMINATION_CAUSE.add(str.getAvps(), Avps.DIAMETER_LOGOUT);
        assertThat(Avps.resultCode(call(str).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
    }
}
