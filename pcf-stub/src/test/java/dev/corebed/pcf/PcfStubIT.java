package dev.corebed.pcf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.sbi.test.HttpProbe.Reply;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The PCF stub alone, on its own data tier, with peers that do not answer (127.0.0.1:9, the discard port): what a
 * failing peer does per stub.pcf.peers.*.on-failure, and associations that survive a restart on the same data tier.
 * End to end with every peer answering: the launcher's PcfClusterIT.
 */
class PcfStubIT {

    static final String SM = "/npcf-smpolicycontrol/v1/sm-policies";
    static final String DEAD = "http://127.0.0.1:9";

    /** The stub as it runs alone (pcf-stub.properties), on free ports, its data under dataDir, with these settings. */
    static ConfigurableApplicationContext start(Path dataDir, String... settings) {
        List<String> args = new ArrayList<>(List.of("--sbi.port=0", "--sbi.tls-port=-1", "--admin.port=0",
                "--sbi.bind-address=127.0.0.1", "--diameter.port=0", "--diameter.bind-address=127.0.0.1", "--db.embedded.port=0", "--db.embedded.data-dir=" + dataDir.resolve("db"),
                "--stub.pcf.peers.udr.api-root=" + DEAD, "--stub.pcf.peers.chf.api-root=" + DEAD,
                "--stub.pcf.peers.bsf.api-root=" + DEAD, "--stub.pcf.peers.udr.timeout=500ms",
                "--stub.pcf.peers.chf.timeout=500ms", "--stub.pcf.peers.bsf.timeout=500ms"));
        args.addAll(List.of(settings));
        return new SpringApplicationBuilder(PcfStubApplication.class)
                .properties(Map.of("spring.config.name", PcfStubApplication.CONFIG_NAME)).run(args.toArray(String[]::new));
    }

    static String sbi(ConfigurableApplicationContext c) {
        return "http://127.0.0.1:" + c.getBean(SbiEndpoints.class).sbiPort();
    }

    static String admin(ConfigurableApplicationContext c) {
        return "http://127.0.0.1:" + c.getBean(SbiEndpoints.class).adminPort();
    }

    static final String CONTEXT = """
            {"supi":"imsi-001010000000001","pduSessionId":1,"pduSessionType":"IPV4","dnn":"internet",
             "notificationUri":"http://127.0.0.1:9/smf","sliceInfo":{"sst":1},"ipv4Address":"10.45.0.1",
             "subsSessAmbr":{"uplink":"5 Mbps","downlink":"6 Mbps"}}
            """;

    static double metric(ConfigurableApplicationContext c, String series) {
        for (String line : HttpProbe.http1("GET", admin(c) + "/metrics", null).body().split("\n")) {
            if (line.startsWith(series + " ")) {
                return Double.parseDouble(line.substring(series.length() + 1).trim());
            }
        }
        return 0;
    }

    @Test
    void aFailingUdrFailsTheCreateWhenConfiguredSoAndStoresNothing() {
        Path data = Path.of("target", "it-data", "pcf-fail-" + UUID.randomUUID()).toAbsolutePath();
        try (var pcf = start(data, "--stub.pcf.peers.udr.on-failure=fail")) {
            Reply refused = HttpProbe.h2c("POST", sbi(pcf) + SM, CONTEXT);
            assertThat(refused.status()).isEqualTo(500);
            assertThat(refused.header("content-type")).startsWith("application/problem+json");
            assertThat(refused.json().get("cause").asString()).isEqualTo("SYSTEM_FAILURE");
            assertThat(refused.json().get("detail").asString()).contains("UDR").contains("no answer");
            assertThat(HttpProbe.http1("GET", admin(pcf) + "/admin/v1/pcf/sm-policies/count", null).json().get("smPolicies").asLong())
                    .isZero();
            assertThat(metric(pcf, "stub_pcf_peer_failures_total{application=\"pcf-stub\",effect=\"failed\",peer=\"udr\"}")).isEqualTo(1.0);
            // The CHF failed too and is only counted: the first failure of a peer that fails requests is the answer.
            assertThat(metric(pcf, "stub_pcf_peer_failures_total{application=\"pcf-stub\",effect=\"continued\",peer=\"chf\"}")).isEqualTo(1.0);
        }
    }

    @Test
    void withPeersThatContinueTheSessionIsMadeOfDefaultsAndSurvivesARestart() {
        Path data = Path.of("target", "it-data", "pcf-restart-" + UUID.randomUUID()).toAbsolutePath();
        String id;
        String decision;
        try (var pcf = start(data)) {
            Reply created = HttpProbe.h2c("POST", sbi(pcf) + SM, CONTEXT);
            assertThat(created.status()).as(created.body()).isEqualTo(201);
            // No UDR data, no CHF status: the default profile, the SMF's own AMBR.
            assertThat(created.json().at("/sessRules/sess-1/authSessAmbr/downlink").asString()).isEqualTo("6 Mbps");
            String location = created.header("location");
            id = location.substring(location.lastIndexOf('/') + 1);
            decision = created.json().toString();
            Reply row = HttpProbe.http1("GET", admin(pcf) + "/admin/v1/pcf/sm-policies/" + id, null);
            assertThat(row.json().get("udrSubscription").isNull()).isTrue();
            assertThat(row.json().get("chfSubscription").isNull()).isTrue();
            assertThat(metric(pcf, "stub_pcf_peer_failures_total{application=\"pcf-stub\",effect=\"continued\",peer=\"udr\"}"))
                    .isEqualTo(2.0); // the read and the subscription
        }
        try (var pcf = start(data)) {
            Reply got = HttpProbe.h2c("GET", sbi(pcf) + SM + "/" + id, null);
            assertThat(got.status()).isEqualTo(200);
            assertThat(got.json().get("policy").toString()).isEqualTo(decision);
            assertThat(HttpProbe.h2c("POST", sbi(pcf) + SM + "/" + id + "/update", "{\"repPolicyCtrlReqTriggers\":[\"PLMN_CH\"],"
                    + "\"servingNetwork\":{\"mcc\":\"001\",\"mnc\":\"02\"}}").status()).isEqualTo(200);
            assertThat(HttpProbe.h2c("POST", sbi(pcf) + SM + "/" + id + "/delete", "{}").status()).isEqualTo(204);
        }
    }

    @Test
    void aBulkLoadWritesEveryAssociationAndItsRangeIsRemovedAgain() {
        Path data = Path.of("target", "it-data", "pcf-bulk-" + UUID.randomUUID()).toAbsolutePath();
        try (var pcf = start(data)) {
            // two connections of 2,150 rows: full statements, a commit mid-way, a short last statement
            Reply loaded = HttpProbe.http1("POST", admin(pcf) + "/admin/v1/pcf/sm-policies/bulk", """
                    {"prefix":"imsi-","first":"310014000000000","count":4300,"dnn":"internet","snssai":{"sst":1,"sd":"000001"},
                     "ipv4First":"10.0.0.1","notificationUri":"http://127.0.0.1:9/smf","connections":2}""",
                    "content-type", "application/json");
            assertThat(loaded.status()).as(loaded.body()).isEqualTo(201);
            assertThat(loaded.json().get("count").asLong()).isEqualTo(4300);
            assertThat(loaded.json().get("lastSupi").asString()).isEqualTo("imsi-310014000004299");
            String count = admin(pcf) + "/admin/v1/pcf/sm-policies/count";
            assertThat(HttpProbe.http1("GET", count, null).json().get("smPolicies").asLong()).isEqualTo(4300);
            Reply last = HttpProbe.http1("GET", admin(pcf) + "/admin/v1/pcf/sm-policies/" + loaded.json().get("lastSmPolicyId").asString(), null);
            assertThat(last.status()).isEqualTo(200);
            assertThat(last.body()).contains("imsi-310014000004299").contains("10.0.16.204");

            Reply removed = HttpProbe.http1("DELETE", admin(pcf) + "/admin/v1/pcf/sm-policies?first="
                    + loaded.json().get("firstSmPolicyId").asString() + "&last=" + loaded.json().get("lastSmPolicyId").asString(), null);
            assertThat(removed.status()).as(removed.body()).isBetween(200, 204);
            assertThat(HttpProbe.http1("GET", count, null).json().get("smPolicies").asLong()).isZero();
        }
    }
}
