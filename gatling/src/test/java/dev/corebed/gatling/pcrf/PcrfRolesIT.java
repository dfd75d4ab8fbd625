package dev.corebed.gatling.pcrf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.gatling.diameter.AfRole;
import dev.corebed.gatling.diameter.PcefRole;
import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.launcher.StubCluster;
import dev.corebed.sbi.test.HttpProbe;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The driver's PCEF and AF roles playing the policy seed's PCRF calls (the 9- and 11-message voice calls, the data
 * call) for a few seconds: against the PCF stub (the AF through the BSF, the OCS simulator on Sy), and against the
 * reference node the PCRF benchmark compares it with. Every message of every call must succeed, the RARs the PCRF
 * originates included.
 */
class PcrfRolesIT {

    static StubCluster cluster;
    static String pcf;
    static String bsf;

    @BeforeAll
    static void start() throws Exception {
        Path dir = Path.of("target", "it-data", "pcrf-roles-" + UUID.randomUUID()).toAbsolutePath();
        int bsfSbi;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            bsfSbi = s.getLocalPort();
        }
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("db.embedded.port", "0");
        settings.put("db.embedded.data-dir", dir.resolve("db").toString());
        settings.put("sbi.bind-address", "127.0.0.1");
        settings.put("diameter.bind-address", "127.0.0.1");
        settings.put("sbi.tls-port", "-1");
        for (String stub : List.of("bsf-stub", "pcf-stub", "ocs-sim")) {
            settings.put(stub + ".admin.port", "0");
            settings.put(stub + ".diameter.port", "0");
            settings.put(stub + ".sbi.port", stub.equals("bsf-stub") ? String.valueOf(bsfSbi) : stub.equals("ocs-sim") ? "-1" : "0");
        }
        settings.put("pcf-stub.stub.pcf.peers.bsf.api-root", "http://127.0.0.1:" + bsfSbi);
        // On a loaded machine the first bindings can take longer than the default 2 s; one that fails fails the CCR-I
        // (5012, said so) rather than an AAR-I later (5065 from the BSF, which has no binding to relay by).
        settings.put("pcf-stub.stub.pcf.peers.bsf.timeout", "10s");
        settings.put("pcf-stub.stub.pcf.peers.bsf.on-failure", "fail");
        cluster = StubCluster.start(settings, List.of("bsf-stub", "pcf-stub", "ocs-sim"));
        pcf = "127.0.0.1:" + cluster.endpoints("pcf-stub").diameter().port();
        bsf = "127.0.0.1:" + cluster.endpoints("bsf-stub").diameter().port();
    }

    @AfterAll
    static void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    static Inet4Address ue(long n) {
        try {
            return (Inet4Address) InetAddress.getByAddress(new byte[] {10, 60, (byte) (n >> 8), (byte) n});
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    static OpenLoad.Result run(PcefRole pcef, AfRole af) throws InterruptedException {
        OpenLoad load = new OpenLoad(List.of(
                new OpenLoad.Flow("voice", 10, PcrfCalls.voice(pcef, af, "ims", n -> "0010100000" + (10000 + n), PcrfRolesIT::ue)),
                new OpenLoad.Flow("voice11", 10, PcrfCalls.voice11(pcef, af, "ims", n -> "0010100000" + (30000 + n),
                        n -> ue(2000 + n))),
                new OpenLoad.Flow("data", 10, PcrfCalls.data(pcef, "internet", n -> "0010100000" + (50000 + n),
                        n -> ue(1000 + n)))), 0, 2, 1000, 20);
        return load.run();
    }

    static void assertEveryMessageSucceeded(OpenLoad.Result result) {
        List<String> wrong = new java.util.ArrayList<>();
        for (String name : concat(concat(PcrfCalls.VOICE, PcrfCalls.VOICE_11), PcrfCalls.DATA)) {
            OpenLoad.MessageResult m = result.messages().get(name);
            if (m.ko() != 0 || m.ok() != 20) {
                wrong.add(name + ": " + m.ok() + " OK, " + m.ko() + " KO " + m.failures());
            }
        }
        assertThat(wrong).as("every message of the 20 calls of each kind succeeded; %s", journals()).isEmpty();
    }

    /** What the stubs' journals say of the Rx requests that failed (for a failure's message). */
    static String journals() {
        if (cluster == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        for (String stub : List.of("bsf-stub", "pcf-stub")) {
            for (String status : List.of("5065", "5002", "3002", "5012")) {
                String uri = "http://127.0.0.1:" + cluster.endpoints(stub).adminPort() + "/admin/v1/journal?transport=diameter&status="
                        + status + "&limit=5";
                out.append(stub).append(' ').append(status).append(": ").append(HttpProbe.http1("GET", uri, null).body()).append('\n');
            }
        }
        String metrics = HttpProbe.http1("GET", "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort() + "/metrics", null).body();
        out.append("BSF SBI port ").append(cluster.endpoints("bsf-stub").sbiPort()).append('\n');
        metrics.lines().filter(l -> l.startsWith("stub_pcf_peer")).forEach(l -> out.append(l).append('\n'));
        return out.toString();
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new java.util.ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    @Test
    void voiceAndDataCallsAgainstThePcfWithTheAfThroughTheBsf() throws Exception {
        try (PcefRole pcef = new PcefRole("pgw-roles.corebed.test", "corebed.test", pcf, "pcf.corebed.test", Duration.ofSeconds(5));
             AfRole af = new AfRole("pcscf-roles.corebed.test", "corebed.test", bsf, "bsf.corebed.test", Duration.ofSeconds(5))) {
            assertEveryMessageSucceeded(run(pcef, af));
        }
        String admin = "http://127.0.0.1:" + cluster.endpoints("pcf-stub").adminPort() + "/admin/v1/pcf/sm-policies/count";
        assertThat(HttpProbe.http1("GET", admin, null).json().get("gxSessions").asInt()).as("every call ended").isZero();
        assertThat(HttpProbe.http1("GET", admin, null).json().get("rxSessions").asInt()).isZero();
    }

    @Test
    void theSameCallsAgainstTheReferenceNode() throws Exception {
        try (ReferencePcrf ref = new ReferencePcrf("reference.corebed.test", "corebed.test", 0);
             PcefRole pcef = new PcefRole("pgw-ref.corebed.test", "corebed.test", "127.0.0.1:" + ref.port(), ref.host(),
                     Duration.ofSeconds(5));
             AfRole af = new AfRole("pcscf-ref.corebed.test", "corebed.test", "127.0.0.1:" + ref.port(), ref.host(),
                     Duration.ofSeconds(5))) {
            assertEveryMessageSucceeded(run(pcef, af));
        }
    }
}
