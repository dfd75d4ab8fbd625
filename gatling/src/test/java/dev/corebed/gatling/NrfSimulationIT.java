package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.nrf.NrfStubApplication;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.sbi.test.HttpProbe;
import dev.corebed.udr.UdrStubApplication;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Smoke runs of the NRF call models, seconds long at a tiny scale, against the NRF stub and its SLF (the
 * UDR stub) started in-process on port 0, through the same code path as ./corebed load: population,
 * simulation, summary, exit code. A run whose requests fail must say so and fail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class NrfSimulationIT {

    private ConfigurableApplicationContext udr;
    private ConfigurableApplicationContext nrf;
    private String target;
    private String nrfAdmin;
    private String udrAdmin;
    private Path results;

    @BeforeAll
    void startStubs() {
        Path dir = Path.of("target", "it-data", "simulation-" + UUID.randomUUID()).toAbsolutePath();
        results = dir.resolve("gatling");
        String[] common = {"--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0", "--sbi.bind-address=127.0.0.1",
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"), "--sbi.tls.self-signed-dir=" + dir.resolve("tls"),
                // diameter-core is on this module's class path (the Diameter load driver); these stubs have no Diameter side
                "--spring.autoconfigure.exclude=dev.corebed.diameter.config.DiameterAutoConfiguration"};
        udr = new SpringApplicationBuilder(UdrStubApplication.class)
                .properties(Map.of("spring.config.name", UdrStubApplication.CONFIG_NAME)).run(common);
        SbiEndpoints udrEp = udr.getBean(SbiEndpoints.class);
        udrAdmin = "http://127.0.0.1:" + udrEp.adminPort();
        String[] nrfArgs = java.util.stream.Stream.concat(java.util.Arrays.stream(common),
                java.util.stream.Stream.of("--stub.nrf.slf.api-root=http://127.0.0.1:" + udrEp.sbiPort(),
                        // a build machine busy with other builds can starve the UDR past the 2 s default: a smoke run
                        // checks the load's path, not the SLF's latency
                        "--stub.nrf.slf.timeout=10s")).toArray(String[]::new);
        nrf = new SpringApplicationBuilder(NrfStubApplication.class)
                .properties(Map.of("spring.config.name", NrfStubApplication.CONFIG_NAME)).run(nrfArgs);
        SbiEndpoints nrfEp = nrf.getBean(SbiEndpoints.class);
        target = "https://127.0.0.1:" + nrfEp.tlsPort();
        nrfAdmin = "http://127.0.0.1:" + nrfEp.adminPort();
        String sbi = "http://127.0.0.1:" + nrfEp.sbiPort();

        // The NF under test's own state, which every run must leave as it found it: its profile and its subscription.
        var profile = HttpProbe.http1("PUT", sbi + "/nnrf-nfm/v1/nf-instances/" + USER_NF, """
                {"nfInstanceId":"%s","nfType":"AMF","nfStatus":"REGISTERED","ipv4Addresses":["127.0.0.9"]}""".formatted(USER_NF));
        assertThat(profile.status()).as(profile.body()).isEqualTo(201);
        var subscription = HttpProbe.http1("POST", sbi + "/nnrf-nfm/v1/subscriptions", """
                {"nfStatusNotificationUri":"http://127.0.0.1:9/notify","subscrCond":{"nfType":"UDM"},"reqNotifEvents":["NF_REGISTERED"]}""");
        assertThat(subscription.status()).as(subscription.body()).isEqualTo(201);
        userSubscription = subscription.json().get("subscriptionId").asString();
    }

    private static final String USER_NF = "5e7a0000-0000-4000-8000-000000000001";
    private String userSubscription;

    /** What a run leaves: the NF under test's profile and subscription, and nothing of its own on the NRF or the SLF. */
    private void assertTheRunLeftOnlyWhatWasThere() throws Exception {
        try (Connection c = nrf.getBean(DataSource.class).getConnection();
             Statement s = c.createStatement()) {
            assertThat(column(s, "SELECT subscription_id FROM nf_subscriptions")).containsExactly(userSubscription);
            assertThat(column(s, "SELECT nf_instance_id FROM nf_instances")).containsExactly(USER_NF);
        }
        assertThat(HttpProbe.http1("GET", udrAdmin + "/admin/v1/udr/group-id-ranges", null).body()).doesNotContain("udr-group");
    }

    private static List<String> column(Statement s, String query) throws Exception {
        List<String> values = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }

    @AfterAll
    void stopStubs() {
        if (nrf != null) {
            nrf.close();
        }
        if (udr != null) {
            udr.close();
        }
    }

    private Map<String, String> smoke() {
        Map<String, String> o = SmokeRuns.options("3", results);
        o.put("target", target);
        o.put("slf-admin", udrAdmin);
        o.put("scale", "0.0005");  // ~26 discoveries/s
        o.put("min-rate", "1");    // every other message at least 3 times
        return o;
    }

    private String run(String model, int expectedExit) throws Exception {
        return SmokeRuns.run(model, smoke(), expectedExit);
    }

    /** The run of the 51.6K model with one fault rule of the NRF's in force. */
    private String runWithFault(String ruleId, String rule, int expectedExit) throws Exception {
        var put = HttpProbe.http1("PUT", nrfAdmin + "/admin/v1/faults/" + ruleId, rule);
        assertThat(put.status()).as(put.body()).isEqualTo(201);
        try {
            return run("nrf-51.6k", expectedExit);
        } finally {
            HttpProbe.http1("DELETE", nrfAdmin + "/admin/v1/faults/" + ruleId, null);
        }
    }

    @Test
    void theNrf51kCallModelHoldsItsRateWithEveryRequestAnswered() throws Exception {
        String printed = run("nrf-51.6k", LoadCommand.PASSED);

        assertThat(printed).contains("PASSED").contains("260 NF profiles and 999 subscriptions loaded")
                .contains("NfDiscover UDM").contains("NfStatusSubscribeUpdate").contains("Gatling report:")
                .containsPattern("NfStatusNotify: [1-9][0-9]* received")
                // the NRF holds 1000 at most, one of them the NF under test's: the run made do with the rest
                .contains("the NRF refused 1 of the population's 1000 subscriptions at its subscription limit")
                .contains("leave room for 999");
        assertTheRunLeftOnlyWhatWasThere();
    }

    @Test
    void aRunWhoseSetUpFailsMidwayRemovesWhatItHadCreated() throws Exception {
        // half the population's subscriptions refused: the set-up stops after the profiles and the other half are in
        runWithFault("smoke-subscribe", """
                {"service":"nnrf-nfm","operation":"CreateSubscription","error":{"type":"http","status":500,"cause":"SYSTEM_FAILURE"},"probability":0.5}""",
                LoadCommand.SET_UP_FAILED);
        assertTheRunLeftOnlyWhatWasThere();
    }

    @Test
    void theNrf5kCallModelRunsToo() throws Exception {
        assertThat(run("nrf-5k", LoadCommand.PASSED)).contains("NRF 5K (growth)").contains("PASSED");
        assertTheRunLeftOnlyWhatWasThere();
    }

    @Test
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        // one discovery in five answered 503 by the NRF's fault rules
        String printed = runWithFault("smoke-503", """
                {"service":"nnrf-disc","operation":"SearchNFInstances","error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":0.2}""",
                LoadCommand.MISSED);

        assertThat(printed).contains("FAILED").containsPattern("NfDiscover: [A-Z ,]*FAILURES");
        assertTheRunLeftOnlyWhatWasThere();
    }
}
