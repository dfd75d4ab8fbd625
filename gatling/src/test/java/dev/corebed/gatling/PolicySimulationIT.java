package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.launcher.StubCluster;
import dev.corebed.sbi.test.HttpProbe;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Smoke runs of the policy seed's SBI call models, seconds long at a tiny scale, against the PCF stub with its peers
 * (the UDR, NRF, BSF stubs and the CHF simulator, started in-process on free ports as the launcher starts them),
 * through the same code path as ./corebed load: the subscribers bulk-loaded into the UDR, the sessions in progress
 * created first, Gatling for N7, N15 and UE policy with the load's SMF and AMF answering the PCF, the summary with the
 * gateway counts, the exit code, and a clean-up that leaves the PCF and the UDR as they were. A run whose requests
 * fail must say so and fail.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PolicySimulationIT {

    private StubCluster cluster;
    private Path results;
    private String target;
    private String pcfAdmin;
    private String udrAdmin;

    @BeforeAll
    void start() {
        Path dir = Path.of("target", "it-data", "policy-simulation-" + UUID.randomUUID()).toAbsolutePath();
        results = dir.resolve("gatling");
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("db.embedded.port", "0");
        settings.put("db.embedded.data-dir", dir.resolve("db").toString());
        settings.put("sbi.bind-address", "127.0.0.1");
        settings.put("sbi.tls.self-signed-dir", dir.resolve("tls").toString());
        for (String stub : List.of("udr-stub", "nrf-stub", "bsf-stub", "pcf-stub", "chf-sim")) {
            for (String port : List.of("sbi.port", "sbi.tls-port", "admin.port", "diameter.port")) {
                settings.put(stub + "." + port, "0");
            }
        }
        // the UDR in a group for 3.2.10's discovery; the seed's runs query the NRF for every peer step
        settings.put("udr-stub.stub.udr.info.group-id", "udr-policy");
        settings.put("pcf-stub.stub.pcf.sm.nrf-cache", "false");
        cluster = StubCluster.start(settings, List.of("udr-stub", "nrf-stub", "bsf-stub", "pcf-stub", "chf-sim"));
        target = "https://127.0.0.1:" + cluster.endpoints("pcf-stub").tlsPort();
        pcfAdmin = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort();
        udrAdmin = "http://127.0.0.1:" + cluster.endpoints("udr-stub").adminPort();
        // the CHF and the BSF registered: the PCF finds them
        String nrf = "http://127.0.0.1:" + cluster.endpoints("nrf-stub").sbiPort() + "/nnrf-disc/v1/nf-instances?requester-nf-type=PCF&target-nf-type=";
        for (String type : List.of("CHF", "BSF", "UDR")) {
            waitFor(() -> HttpProbe.h2c("GET", nrf + type, null).json().path("nfInstances").size() > 0);
        }
    }

    @AfterAll
    void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    private static void waitFor(java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not registered within 60 s");
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private Map<String, String> smoke(String pcf, String pcfAdminRoot, int population) {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("target", pcf);
        o.put("pcf-admin", pcfAdminRoot);
        o.put("udr-admin", udrAdmin);
        o.put("scale", "0.0001");
        o.put("min-rate", "1");       // every flow starts a session a second
        // sessions in progress at the start: with the rates, lifetimes of seconds, long enough for a session's updates
        o.put("population", Integer.toString(population));
        o.put("subscribers", "1000");
        o.put("ramp", "0");
        o.put("duration", "3");
        // JVMs just started on a shared machine answer the first seconds slowly: a smoke run checks that every
        // request is answered right and none is missing, not that a cold run keeps to its schedule
        o.put("max-lag", "20");
        o.put("results", results.toString());
        return o;
    }

    private String run(String model, Map<String, String> options, int expectedExit) throws Exception {
        options.put("model", model);
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        int exit = LoadCommand.runSimulation(model, options, new PrintStream(report, true, StandardCharsets.UTF_8));
        String printed = report.toString(StandardCharsets.UTF_8);
        System.out.println(printed);
        assertThat(exit).as(printed).isEqualTo(expectedExit);
        return printed;
    }

    /** What every run leaves: no association at the PCF, none of its subscribers in the UDR. */
    private void assertTheRunLeftNothing() {
        var counts = HttpProbe.http1("GET", pcfAdmin + "/admin/v1/pcf/sm-policies/count", null).json();
        assertThat(counts.get("smPolicies").asLong()).isZero();
        assertThat(HttpProbe.http1("GET", pcfAdmin + "/admin/v1/pcf/am-policies/count", null).json().get("count").asLong()).isZero();
        assertThat(HttpProbe.http1("GET", pcfAdmin + "/admin/v1/pcf/ue-policies/count", null).json().get("count").asLong()).isZero();
        assertThat(HttpProbe.http1("GET", udrAdmin + "/admin/v1/udr/policy-data/imsi-310014100000000", null).status()).isEqualTo(404);
    }

    @Test
    void theAmUeModelWithN1N2HoldsItsRatesAndThePcfCallsTheLoadsAmf() throws Exception {
        String printed = run("pcf-amue-n1n2", smoke(target, pcfAdmin, 6), LoadCommand.PASSED);

        assertThat(printed).contains("PCF AM/UE + N1N2 54K (3.2.9)").contains("PASSED")
                .containsPattern("AM-Create +1\\.00 +[0-9.]+ +100\\.000").containsPattern("UE-Create +1\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("AM-Delete +1\\.00 +[0-9.]+ +100\\.000").containsPattern("UE-Delete +1\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("AM-Create +201: [0-9]+")
                .containsPattern("IGW: SBI requests to the PCF +[0-9.]+ +[0-9.]+ .*21204")
                .contains("amf N1N2MessageTransfer").contains("amf N1N2MessageSubscribe").contains("amf N1N2MessageUnSubscribe")
                .contains("npcf-callback N1MessageNotify")
                .containsPattern("The load's SMF received .*; its AMF .*N1N2MessageTransfer [0-9]+")
                .contains("Sessions in progress: 6 created").contains("Little's law");
        assertTheRunLeftNothing();
    }

    @Test
    void theSmModelsRunEveryDnnWithTheSeedsNames() throws Exception {
        String sm = run("pcf-sm", smoke(target, pcfAdmin, 40), LoadCommand.PASSED);
        assertThat(sm).contains("PCF SM 21.5K (3.2.3)")
                .containsPattern("create-dnn_internet +1\\.00 +[0-9.]+ +100\\.000").containsPattern("update-dnn_internet +74\\.00 ")
                .containsPattern("create-dnn_ims +1\\.00 +[0-9.]+ +100\\.000").containsPattern("update-dnn_ims +8\\.00 ")
                .containsPattern("delete-dnn_app +1\\.00 +[0-9.]+ +100\\.000").containsPattern("delete-dnn_admin +1\\.00 ")
                .containsPattern("update-dnn_internet +200: [0-9]+").containsPattern("delete-dnn_ims +204: [0-9]+")
                // every internet session subscribed at the CHF and the UDR, every IMS one registered a binding
                .contains("chf Subscribe").contains("chf Unsubscribe").contains("bsf").contains("udr CreateIndividualPolicyDataSubscription")
                .contains("Rx and Gx: not driven");
        assertTheRunLeftNothing();

        String rx = run("pcf-sm-rx", smoke(target, pcfAdmin, 8), LoadCommand.PASSED);
        assertThat(rx).contains("3.5.1").containsPattern("N7-dnn_internet_1st +3\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("N7-dnn_internet_3rd +3\\.00 +[0-9.]+ +100\\.000").contains("avg 28.6 pk 28.7");
        assertTheRunLeftNothing();
    }

    @Test
    void the3210ModelFindsTheUdrByItsGroup() throws Exception {
        // a second PCF on the same data tier, configured as 3.2.10's: NRF caching, the UDR discovered by group-id-list
        StubCluster.Instance pcf = cluster.startInstance("pcf-stub", Map.of("stub.pcf.sm.nrf-cache", "true",
                "stub.pcf.peers.udr.group-id", "udr-policy"));
        try {
            String printed = run("policy-3.2.10", smoke("https://127.0.0.1:" + pcf.endpoints().tlsPort(),
                    "http://127.0.0.1:" + pcf.endpoints().adminPort(), 16), LoadCommand.PASSED);
            assertThat(printed).contains("3.2.10").containsPattern("udr ReadSessionManagementPolicyData [0-9]");
            // the NRF was asked for the UDR by its group, and the reads went to the UDR it found
            String nrfJournal = HttpProbe.http1("GET", "http://127.0.0.1:" + cluster.endpoints("nrf-stub").adminPort()
                    + "/admin/v1/journal?operation=SearchNFInstances&limit=10000", null).body();
            assertThat(nrfJournal).contains("\"group-id-list\":[\"udr-policy\"]");
            assertThat(HttpProbe.http1("GET", "http://127.0.0.1:" + pcf.endpoints().adminPort() + "/metrics", null).body())
                    .containsPattern("stub_pcf_peer_requests_total\\{[^}]*operation=\"ReadSessionManagementPolicyData\",outcome=\"success\"");
        } finally {
            pcf.stop();
        }
        assertTheRunLeftNothing();
    }

    @Test
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        var fault = HttpProbe.http1("PUT", pcfAdmin + "/admin/v1/faults/smoke-create", """
                {"service":"npcf-smpolicycontrol","operation":"UpdateSMPolicy","error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":0.5}""");
        assertThat(fault.status()).as(fault.body()).isEqualTo(201);
        try {
            String printed = run("policy-3.2.4", smoke(target, pcfAdmin, 20), LoadCommand.MISSED);
            assertThat(printed).contains("FAILED").containsPattern("update-dnn_internet: [A-Z ,]*FAILURES")
                    .containsPattern("update-dnn_internet +200: [0-9]+ +503: [0-9]+");
        } finally {
            HttpProbe.http1("DELETE", pcfAdmin + "/admin/v1/faults", null);
        }
        assertTheRunLeftNothing();
    }
}
