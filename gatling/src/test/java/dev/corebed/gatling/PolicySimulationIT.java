package dev.corebed.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.launcher.StubCluster;
import dev.corebed.sbi.test.HttpProbe;
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
    private String pcfDiameter;
    private String bsfDiameter;
    private String ocsAdmin;

    @BeforeAll
    void start() {
        Path dir = Path.of("target", "it-data", "policy-simulation-" + UUID.randomUUID()).toAbsolutePath();
        results = dir.resolve("gatling");
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("db.embedded.port", "0");
        settings.put("db.embedded.data-dir", dir.resolve("db").toString());
        settings.put("sbi.bind-address", "127.0.0.1");
        settings.put("sbi.tls.self-signed-dir", dir.resolve("tls").toString());
        for (String stub : List.of("udr-stub", "nrf-stub", "bsf-stub", "pcf-stub", "chf-sim", "ocs-sim")) {
            for (String port : List.of("sbi.port", "sbi.tls-port", "admin.port", "diameter.port")) {
                if (!(stub.equals("ocs-sim") && port.startsWith("sbi."))) {
                    settings.put(stub + "." + port, "0");
                }
            }
        }
        settings.put("ocs-sim.diameter.bind-address", "127.0.0.1");
        // 3.1.3's second APN, without Sy
        settings.put("pcf-stub.stub.pcf.gx.apns.m2m.sy", "false");
        // the UDR in a group for 3.2.10's discovery; the seed's runs query the NRF for every peer step
        settings.put("udr-stub.stub.udr.info.group-id", "udr-policy");
        settings.put("pcf-stub.stub.pcf.sm.nrf-cache", "false");
        cluster = StubCluster.start(settings, List.of("udr-stub", "nrf-stub", "bsf-stub", "pcf-stub", "chf-sim", "ocs-sim"));
        target = "https://127.0.0.1:" + cluster.endpoints("pcf-stub").tlsPort();
        pcfAdmin = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort();
        pcfDiameter = "127.0.0.1:" + cluster.endpoints("pcf-stub").diameter().port();
        udrAdmin = "http://127.0.0.1:" + cluster.endpoints("udr-stub").adminPort();
        bsfDiameter = "127.0.0.1:" + cluster.endpoints("bsf-stub").diameter().port();
        ocsAdmin = "http://127.0.0.1:" + cluster.endpoints("ocs-sim").adminPort();
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
        return smoke(pcf, pcfAdminRoot, pcfDiameter, population);
    }

    private Map<String, String> smoke(String pcf, String pcfAdminRoot, String diameter, int population) {
        Map<String, String> o = SmokeRuns.options("3", results);
        o.put("target", pcf);
        o.put("pcf-admin", pcfAdminRoot);
        o.put("udr-admin", udrAdmin);
        o.put("diameter", diameter);
        o.put("bsf-diameter", bsfDiameter);
        o.put("ocs-admin", ocsAdmin);
        o.put("scale", "0.0001");
        o.put("min-rate", "1");       // every flow starts a session a second
        // sessions in progress at the start: with the rates, lifetimes of seconds, long enough for a session's updates
        o.put("population", Integer.toString(population));
        o.put("subscribers", "1000");
        return o;
    }

    private String run(String model, Map<String, String> options, int expectedExit) throws Exception {
        options.put("model", model);
        return SmokeRuns.run(model, options, expectedExit);
    }

    /** What every run leaves: no association at the PCF, none of its subscribers in the UDR. */
    private void assertTheRunLeftNothing() {
        var counts = HttpProbe.http1("GET", pcfAdmin + "/admin/v1/pcf/sm-policies/count", null).json();
        assertThat(counts.get("smPolicies").asLong()).isZero();
        assertThat(counts.get("appSessions").asLong()).isZero();
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
                // the IMS sessions' Rx sessions, bound to them by the UE address: each AAR's rules pushed to the SMF
                .containsPattern("AAR-I +1\\.00 +[0-9.]+ +100\\.000").containsPattern("STR +1\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("AAR-I +2001: [0-9]+").contains("rx AAR").contains("smf SmPolicyUpdateNotify");
        assertTheRunLeftNothing();

        String rx = run("pcf-sm-rx", smoke(target, pcfAdmin, 8), LoadCommand.PASSED);
        assertThat(rx).contains("3.5.1").containsPattern("N7-dnn_internet_1st +3\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("N7-dnn_internet_3rd +3\\.00 +[0-9.]+ +100\\.000").contains("avg 28.6 pk 28.7")
                // three Rx sessions a call, aborted by the PCF when the IMS session goes (ASR), then ended (STR)
                .containsPattern("AAR-I +3\\.00 +[0-9.]+ +100\\.000").containsPattern("Rx ASR +3\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("STR +3\\.00 +[0-9.]+ +100\\.000").contains("af ASR");
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
    void thePcrfDataModelsPlayGxWithTheOcsBehindThePcrf() throws Exception {
        String data = run("pcrf-data", smoke(target, pcfAdmin, 6), LoadCommand.PASSED);
        assertThat(data).contains("PCRF data 7.5K (3.1.1)").contains("The Diameter driver")
                .containsPattern("CCR-I +1\\.00 +[0-9.]+ +100\\.000").containsPattern("CCR-U +1\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("CCR-T +1\\.00 +[0-9.]+ +100\\.000").containsPattern("CCR-I +2001: [0-9]+")
                // each CCR-I's SLR and each CCR-T's STR at the OCS
                .contains("ocs SLR").contains("ocs STR").contains("gx CCR");
        assertThat(run("pcrf-data-sy", smoke(target, pcfAdmin, 6), LoadCommand.PASSED)).contains("(3.1.3)")
                .containsPattern("Sy SNR \\(the OCS's\\) +[0-9.]+ +[0-9.]+").contains("the OCS simulator at");
        assertThat(HttpProbe.http1("GET", ocsAdmin + "/admin/v1/ocs/snr/rate", null).json().get("rate").asDouble()).isZero();
        assertTheRunLeftNothing();
    }

    @Test
    void theVoiceCallsRunDirectAndThroughTheBsf() throws Exception {
        String eleven = run("pcrf-voice", smoke(target, pcfAdmin, 6), LoadCommand.PASSED);
        // the 11 messages: CCR-U, Gx RAR and Rx RAR twice a call
        assertThat(eleven).contains("(3.1.2)").containsPattern("CCR-U +2\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("Gx RAR +2\\.00 +[0-9.]+ +100\\.000").containsPattern("Rx RAR +2\\.00 +[0-9.]+ +100\\.000")
                .containsPattern("AAR-U +1\\.00 +[0-9.]+ +100\\.000");
        Map<String, String> viaBsf = smoke(target, pcfAdmin, 6);
        viaBsf.put("af", "bsf");
        assertThat(run("pcrf-voice-9", viaBsf, LoadCommand.PASSED)).contains("(3.1.4, 3.3)").contains("the BSF")
                .containsPattern("Gx RAR +1\\.00 +[0-9.]+ +100\\.000").containsPattern("Rx RAR +1\\.00 +[0-9.]+ +100\\.000");
        assertTheRunLeftNothing();
    }

    @Test
    void gxWithUsageMonitoringWritesTheUsageToTheUdr() throws Exception {
        // a PCF configured as 3.6.1's: usage monitoring on Gx, the UDR read and subscribed, no Sy
        StubCluster.Instance pcf = cluster.startInstance("pcf-stub", Map.of("stub.pcf.gx.usage-monitoring", "true",
                "stub.pcf.gx.udr-reads", "sm-data", "stub.pcf.gx.udr-subscribe", "true", "stub.pcf.gx.sy", "false"));
        try {
            String printed = run("pcf-gx-um", smoke(target, "http://127.0.0.1:" + pcf.endpoints().adminPort(),
                    "127.0.0.1:" + pcf.endpoints().diameter().port(), 6), LoadCommand.PASSED);
            assertThat(printed).contains("(3.6.1)").containsPattern("Gx-init +1\\.00 +[0-9.]+ +100\\.000")
                    .containsPattern("Gx-Update_2nd +1\\.00 +[0-9.]+ +100\\.000").containsPattern("Gx-Terminate +1\\.00 +[0-9.]+ +100\\.000")
                    .contains("avg 130 pk 260").contains("udr CreateUsageMonitoringResource");
        } finally {
            pcf.stop();
        }
        assertTheRunLeftNothing();
    }

    @Test
    void aRunWhoseRequestsFailSaysSoAndFails() throws Exception {
        // half the UE policy creates after the sessions in progress answered 503 by the PCF's fault rules, every CCR-U 5012
        var ue = HttpProbe.http1("PUT", pcfAdmin + "/admin/v1/faults/smoke-ue", """
                {"service":"npcf-ue-policy-control","operation":"CreateIndividualUEPolicyAssociation","error":{"type":"http","status":503,"cause":"NF_CONGESTION"},"probability":0.5,"after":6}""");
        var ccr = HttpProbe.http1("PUT", pcfAdmin + "/admin/v1/faults/smoke-ccr", """
                {"service":"gx","operation":"CCR-U","error":{"type":"diameter","resultCode":5012},"probability":1.0}""");
        assertThat(ue.status()).as(ue.body()).isEqualTo(201);
        assertThat(ccr.status()).as(ccr.body()).isEqualTo(201);
        try {
            String amue = run("pcf-amue", smoke(target, pcfAdmin, 6), LoadCommand.MISSED);
            assertThat(amue).contains("FAILED").containsPattern("UE-Create: [A-Z ,]*FAILURES")
                    .containsPattern("UE-Create +201: [0-9]+ +503: [0-9]+");
            String data = run("pcrf-data", smoke(target, pcfAdmin, 6), LoadCommand.MISSED);
            assertThat(data).contains("FAILED").containsPattern("CCR-U: [A-Z ,]*FAILURES").containsPattern("CCR-U +5012: [0-9]+");
        } finally {
            HttpProbe.http1("DELETE", pcfAdmin + "/admin/v1/faults", null);
        }
        assertTheRunLeftNothing();
    }
}
