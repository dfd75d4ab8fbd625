package dev.corebed.pcf;

import static dev.corebed.junit.StubType.OCS_SIM;
import static dev.corebed.junit.StubType.PCF;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.corebed.diameter.Avps;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.diameter.gx.Gx;
import dev.corebed.diameter.test.FreeDiameterPeer;
import dev.corebed.diameter.test.GxTestPeer;
import dev.corebed.diameter.test.RxTestPeer;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.Stub;
import dev.corebed.junit.StubHandle;
import dev.corebed.sbi.test.HttpProbe;
import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jdiameter.api.Request;
import org.junit.jupiter.api.Test;

/**
 * The PCRF's Diameter port against peers nobody here wrote, each test skipped where its tool is not installed:
 * freeDiameter 1.2.1 (Debian's freediameterd) connects and completes CER/CEA, the CEA advertising Gx, Rx and Sy; and
 * tshark's Diameter dissector reads a capture of a Gx + Rx + Sy session (CCR-I with its SLR, AAR and its Gx RAR, an
 * SNR and its RAR, Rx RAR after a lost bearer, STR, CCR-T with its Sy STR) without a malformed packet. freeDiameter
 * sends no CCR here: Debian's freediameter-extensions carry neither test_app nor dbg_interactive, the extensions that
 * could; tshark's dissector checks the wire format of every command of the three applications instead.
 */
@CorebedTest(stubs = {PCF, OCS_SIM}, properties = {"pcf-stub.stub.pcf.gx.apns.gold.policy=gold",
        "pcf-stub.stub.pcf.gx.sy-intermediate-triggers=PLMN_CHANGE"})
class PcrfInteropIT {

    static final String PCF_HOST = PcrfGxIT.PCF_HOST;
    /** What a test skipped for want of tshark says. */
    static final String NO_TSHARK = "tshark is not installed (apt-get install tshark)";

    @Stub(PCF)
    static StubHandle pcf;
    @Stub(OCS_SIM)
    static StubHandle ocs;

    @Test
    void freeDiameterCompletesCapabilitiesExchangeWithGxRxAndSyAdvertised() throws Exception {
        assumeTrue(FreeDiameterPeer.installed(), FreeDiameterPeer.NOT_INSTALLED);
        Path dir = Path.of("target", "it-data", "freediameter-" + UUID.randomUUID()).toAbsolutePath();
        DiameterNode node = InProcess.bean(pcf, DiameterNode.class);
        try (FreeDiameterPeer fd = FreeDiameterPeer.connect(dir, PCF_HOST, "corebed.test", pcf.diameter().orElseThrow().port())) {
            assertThat(node.awaitOpen(FreeDiameterPeer.IDENTITY, Duration.ofSeconds(20)))
                    .as("freeDiameter reached OPEN; its log: %s", fd.log()).isTrue();
            assertThat(fd.opened(PCF_HOST)).isTrue();
            String cea = fd.cea();
            assertThat(cea).contains("Origin-Host(264)[-M]=\"" + PCF_HOST + "\"")
                    .contains("Result-Code(268)[-M]='DIAMETER_SUCCESS'");
            for (long app : new long[] {16777238, 16777236, 16777302}) {
                assertThat(cea).as("the CEA advertises %d", app).contains("{ Vendor-Id(266)[-M]=10415 (0x28af) }, "
                        + "{ Auth-Application-Id(258)[-M]=" + app + " (0x" + Long.toHexString(app) + ") }");
            }
        }
    }

    @Test
    void tsharkFindsNoMalformedPacketInAGxRxAndSySession() throws Exception {
        Path tshark = Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).map(d -> Path.of(d, "tshark"))
                .filter(Files::isExecutable).findFirst().orElse(null);
        assumeTrue(tshark != null, NO_TSHARK);
        int pcfPort = pcf.diameter().orElseThrow().port();
        Path dir = Files.createDirectories(Path.of("target", "it-data", "tshark-" + UUID.randomUUID()).toAbsolutePath());
        Path capture = dir.resolve("pcrf.pcapng");
        Path log = dir.resolve("capture.log");
        // Every Diameter connection of the PCF's port (the PCEF's, the AF's; the OCS's is the PCF's own, to the OCS port).
        int ocsPort = InProcess.bean(ocs, DiameterNode.class).port();
        Process capturing = new ProcessBuilder(tshark.toString(), "-i", "lo", "-f", "tcp port " + pcfPort + " or tcp port " + ocsPort,
                "-w", capture.toString()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            boolean started = false;
            for (int i = 0; i < 200 && capturing.isAlive() && !started; i++) {
                started = Files.readString(log, StandardCharsets.UTF_8).contains("Capturing on");
                Thread.sleep(50);
            }
            assumeTrue(started, "tshark cannot capture on the loopback here: " + Files.readString(log, StandardCharsets.UTF_8));
            session(pcfPort);
            Thread.sleep(1000); // the last packets reach the capture file
        } finally {
            capturing.destroy();
            capturing.waitFor(10, TimeUnit.SECONDS);
        }
        List<String> decode = new ArrayList<>(List.of(tshark.toString(), "-r", capture.toString(), "-n",
                "-d", "tcp.port==" + pcfPort + ",diameter", "-d", "tcp.port==" + ocsPort + ",diameter"));
        String commands = run(concat(decode, "-Y", "diameter", "-T", "fields", "-e", "diameter.cmd.code", "-e", "diameter.flags.request"));
        String malformed = run(concat(decode, "-Y", "_ws.malformed || _ws.expert.severity >= \"error\""));
        assertThat(malformed).as("packets tshark found malformed or in error").isBlank();
        List<String> seen = commands.lines().map(String::trim).filter(l -> !l.isEmpty()).toList();
        // CCR/CCA, AAR/AAA, STR/STA (Rx and Sy), RAR/RAA (Gx and Rx), SLR/SLA, SNR/SNA: requests and answers.
        for (String code : List.of("272", "265", "275", "258", "8388635", "8388636")) {
            assertThat(seen).as("command %s, requests and answers, in the capture", code)
                    .anyMatch(l -> l.startsWith(code + "\t") && (l.endsWith("True") || l.endsWith("1")))
                    .anyMatch(l -> l.startsWith(code + "\t") && (l.endsWith("False") || l.endsWith("0")));
        }
    }

    private static List<String> concat(List<String> a, String... b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(List.of(b));
        return out;
    }

    /** The command's standard output; its standard error (tshark warns there when run as root) only if it fails. */
    private static String run(List<String> command) throws IOException, InterruptedException {
        Path err = Files.createTempFile("tshark", ".err");
        try {
            Process p = new ProcessBuilder(command).redirectError(err.toFile()).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as("%s: %s", command, Files.readString(err, StandardCharsets.UTF_8)).isZero();
            return out;
        } finally {
            Files.deleteIfExists(err);
        }
    }

    /** A Gx + Rx + Sy session: every command of the three applications, both ways. */
    private void session(int pcfPort) throws Exception {
        try (GxTestPeer pcef = GxTestPeer.connect("pgw-ws.corebed.test", RxTestPeer.peer(PCF_HOST, pcfPort));
             RxTestPeer af = RxTestPeer.af("pcscf-ws.corebed.test", RxTestPeer.peer(PCF_HOST, pcfPort))) {
            assertThat(pcef.awaitOpen(PCF_HOST)).isTrue();
            assertThat(af.awaitOpen(PCF_HOST)).isTrue();
            Inet4Address ue = (Inet4Address) InetAddress.getByName("10.49.0.1");
            GxTestPeer.Session gx = pcef.session("001010000000991", ue, "internet");
            assertThat(Avps.resultCode(pcef.call(gx.initial()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS); // + SLR
            Request aar = af.aarInitial(ue);
            String rx = Avps.SESSION_ID.requireString(aar.getAvps());
            assertThat(Avps.resultCode(af.call(aar).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS);
            Request install = pcef.awaitRar(gx.id());
            String rule = Gx.installedRuleNames(install.getAvps()).get(0);
            HttpProbe.http1("PUT", ocs.adminUri() + "/admin/v1/ocs/subscribers/imsi-001010000000991/counters",
                    "{\"data-volume\":\"exceeded\"}", "content-type", "application/json"); // SNR, then a Gx RAR
            pcef.awaitRar(gx.id(), 1);
            Request lost = gx.update();
            Gx.addChargingRuleReport(lost.getAvps(), new Gx.RuleReport(List.of(rule), Gx.INACTIVE, 4));
            pcef.call(lost);
            af.awaitRequest(dev.corebed.diameter.rx.Rx.RAR, rx); // the Rx RAR
            af.call(af.str(rx, PCF_HOST));
            assertThat(Avps.resultCode(pcef.call(gx.termination()).getAvps())).isEqualTo(ResultCodes.DIAMETER_SUCCESS); // + Sy STR
        }
    }
}
