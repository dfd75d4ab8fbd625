package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.bsf.BsfStubApplication;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import java.nio.file.Path;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Smoke runs of the BSF call models (S1, S2, S3), seconds long at a tiny scale, against the BSF stub started
 * in-process on port 0 (SBI, TLS, management and Diameter), through the same code path as ./corebed load:
 * bulk-loaded population, Gatling for Nbsf_Management, the Diameter driver for Rx through the BSF, summary,
 * exit code. A run whose requests fail, on either side, must say so and fail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BsfSimulationIT {

    private ConfigurableApplicationContext bsf;
    private String target;
    private String admin;
    private String diameter;
    private Path results;

    @BeforeAll
    void startBsf() {
        Path dir = Path.of("target", "it-data", "bsf-simulation-" + UUID.randomUUID()).toAbsolutePath();
        results = dir.resolve("gatling");
        bsf = new SpringApplicationBuilder(BsfStubApplication.class)
                .properties(Map.of("spring.config.name", BsfStubApplication.CONFIG_NAME))
                .run("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                        "--diameter.port=0", "--diameter.bind-address=127.0.0.1",
                        "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"),
                        "--sbi.tls.self-signed-dir=" + dir.resolve("tls"));
        SbiEndpoints ep = bsf.getBean(SbiEndpoints.class);
        target = "https://127.0.0.1:" + ep.tlsPort();
        admin = "http://127.0.0.1:" + ep.adminPort();
        diameter = "127.0.0.1:" + bsf.getBean(DiameterNode.class).port();
        // a binding the tester made, inside the population's address range: every run must leave it
        var binding = HttpProbe.http1("POST", "http://127.0.0.1:" + ep.sbiPort() + "/nbsf-management/v1/pcfBindings", USER_BINDING,
                "content-type", "application/json");
        assertThat(binding.status()).as(binding.body()).isEqualTo(201);
        userBinding = binding.header("location");
    }

    private static final String USER_BINDING = """
            {"supi":"imsi-001019999999999","ipv4Addr":"10.0.0.3","ipDomain":"tester","dnn":"ims","snssai":{"sst":1,"sd":"000001"},
             "pcfFqdn":"pcf.tester.test","pcfDiamHost":"pcf.tester.test","pcfDiamRealm":"tester.test"}""";
    private String userBinding;

    /** What a run leaves: the tester's binding, and none of its own. */
    private void assertTheRunLeftOnlyTheUsersBinding() {
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/bsf/pcf-bindings/count", null).json().get("pcfBindings").asLong())
                .isEqualTo(1);
        assertThat(HttpProbe.http1("GET", admin + "/admin/v1/bsf/pcf-bindings/" + userBinding.substring(userBinding.lastIndexOf('/') + 1),
                null).json().get("pcfBinding").get("ipDomain").asString()).isEqualTo("tester");
    }

    @AfterAll
    void stopBsf() {
        if (bsf != null) {
            bsf.close();
        }
    }

    private Map<String, String> smoke() {
        Map<String, String> o = SmokeRuns.options("3", results);
        o.put("target", target);
        o.put("bsf-admin", admin);
        o.put("diameter", diameter);
        o.put("scale", "0.001");   // S1: 7.2 creates, 7.2 deletes and 1.95 Rx sessions (4 messages each) per second
        o.put("min-rate", "1");
        o.put("population", "5000");
        return o;
    }

    private String run(String model, int expectedExit) throws Exception {
        return SmokeRuns.run(model, smoke(), expectedExit);
    }

    @Test
    void theS1CallModelHoldsItsRateWithEveryRequestAnsweredOnBothInterfaces() throws Exception {
        String printed = run("bsf-s1", LoadCommand.PASSED);

        assertThat(printed).contains("BSF S1 22K").contains("PASSED").contains("5,000 bindings bulk-loaded")
                .containsPattern("CreatePCFBinding +7\\.20 ").containsPattern("DeleteIndPCFBinding +7\\.20 ")
                .containsPattern("Rx AAR-I +1\\.95 +[0-9.]+ +100\\.000").containsPattern("Rx RAR +1\\.95 +[0-9.]+ +100\\.000")
                .containsPattern("Rx STR +1\\.95 +[0-9.]+ +100\\.000").contains("Gatling report:");
        // every Rx session ended with its STR: the BSF's relay keeps none
        assertThat(HttpProbe.http1("GET", admin + "/metrics", null).body()).containsPattern("diameter_relay_sessions(\\{[^}]*})? 0\\.0");
        assertTheRunLeftOnlyTheUsersBinding();
    }

    @Test
    void theS2AndS3CallModelsRunToo() throws Exception {
        assertThat(run("bsf-s2", LoadCommand.PASSED)).contains("BSF S2 54K").containsPattern("Rx AAR-U +12\\.50 ");
        assertThat(run("bsf-s3", LoadCommand.PASSED)).contains("BSF S3 63K").containsPattern("GetPCFBindings +1\\.00 +[0-9.]+ +100\\.000");
        assertTheRunLeftOnlyTheUsersBinding();
    }

    @Test
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        // half the creates answered 503, every AAR answered 5012 by the BSF's fault rules
        var create = HttpProbe.http1("PUT", admin + "/admin/v1/faults/smoke-create", """
                {"service":"nbsf-management","operation":"CreatePCFBinding","error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":0.5}""");
        var aar = HttpProbe.http1("PUT", admin + "/admin/v1/faults/smoke-aar", """
                {"service":"rx","operation":"AAR","error":{"type":"diameter","resultCode":5012},"probability":1.0}""");
        assertThat(create.status()).as(create.body()).isEqualTo(201);
        assertThat(aar.status()).as(aar.body()).isEqualTo(201);
        try {
            String printed = run("bsf-s1", LoadCommand.MISSED);

            assertThat(printed).contains("FAILED").containsPattern("CreatePCFBinding: [A-Z ,]*FAILURES")
                    .containsPattern("Rx AAR-I: [A-Z ,]*FAILURES");
        } finally {
            HttpProbe.http1("DELETE", admin + "/admin/v1/faults", null);
        }
        assertTheRunLeftOnlyTheUsersBinding();
    }
}
