package dev.corebed.bsf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.corebed.junit.BsfHandle;
import dev.corebed.junit.CorebedTest;
import dev.corebed.junit.InProcess;
import dev.corebed.junit.ResetMode;
import dev.corebed.junit.StubType;
import dev.corebed.diameter.DiameterMetrics;
import dev.corebed.diameter.DiameterNode;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.io.IOException;
import java.io.Writer;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.jdiameter.api.PeerState;
import org.junit.jupiter.api.Test;

/**
 * Interop of the BSF's Diameter port with freeDiameter 1.2.1 (Debian's freediameterd), skipped where it is not
 * installed: freeDiameter connects, CER/CEA and DWR/DWA complete, and the CEA it logs advertises Rx.
 */
@CorebedTest(stubs = StubType.BSF, shared = false, reset = ResetMode.NEVER, properties = "diameter.watchdog-timer=3s")
class BsfFreeDiameterIT {

    static final String BSF = "bsf.corebed.test";
    static final String REALM = "corebed.test";
    static final String FD = "fd.corebed.test";
    /** Where Debian's freediameter-extensions puts the dictionaries. */
    static final String EXTENSIONS = "/usr/lib/freeDiameter/";

    @Test
    void freeDiameterSeesTheBsfsRxApplication(BsfHandle bsf) throws Exception {
        Path daemon = Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).map(d -> Path.of(d, "freeDiameterd"))
                .filter(Files::isExecutable).findFirst().orElse(null);
        assumeTrue(daemon != null && Files.exists(Path.of(EXTENSIONS, "dict_dcca_3gpp.fdx")),
                "freeDiameterd is not installed (apt-get install freediameterd freediameter-extensions)");
        Path dir = Path.of("target", "it-data", "freediameter-" + java.util.UUID.randomUUID()).toAbsolutePath();
        Files.createDirectories(dir);
        // Tw of 3 s (1..5 s with jitter): the BSF sends the first DWR; freeDiameter's minimum is 6 s.
        {
            DiameterNode node = InProcess.bean(bsf, DiameterNode.class);
            MeterRegistry metrics = InProcess.bean(bsf, MeterRegistry.class);
            Path log = dir.resolve("freeDiameterd.log");
            Process fd = new ProcessBuilder(daemon.toString(), "-c", writeConfig(dir, bsf.diameter().orElseThrow().port()).toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            try {
                assertThat(node.awaitOpen(FD, Duration.ofSeconds(20))).as("freeDiameter reached OPEN; its log: %s", log).isTrue();
                assertThat(count(metrics, "CER")).isEqualTo(1);
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (count(metrics, "DWA") == 0 && System.nanoTime() < deadline) {
                    Thread.sleep(100);
                }
                assertThat(count(metrics, "DWA")).as("freeDiameter answered the BSF's DWR").isGreaterThanOrEqualTo(1);
                assertThat(node.peer(FD).state()).isEqualTo(PeerState.OKAY);

                String seen = Files.readString(log, StandardCharsets.UTF_8);
                assertThat(seen).contains("'STATE_WAITCEA'\t-> 'STATE_OPEN'\t'" + BSF + "'");
                String cea = seen.lines().filter(l -> l.contains("Capabilities-Exchange-Answer(257)")).findFirst().orElseThrow();
                assertThat(cea).contains("Origin-Host(264)[-M]=\"" + BSF + "\"")
                        .contains("Vendor-Specific-Application-Id(260)[-M]={ Vendor-Id(266)[-M]=10415 (0x28af) }, "
                                + "{ Auth-Application-Id(258)[-M]=16777236 (0x1000014) }")
                        .contains("Result-Code(268)[-M]='DIAMETER_SUCCESS'");
            } finally {
                fd.destroy();
                if (!fd.waitFor(10, TimeUnit.SECONDS)) {
                    fd.destroyForcibly();
                }
            }
        }
    }

    private static double count(MeterRegistry metrics, String command) {
        Counter c = metrics.find(DiameterMetrics.PEER_MESSAGES).tags("command", command).counter();
        return c == null ? 0 : c.count();
    }

    /**
     * freeDiameter's configuration: its own ports away from the node's, TCP over IPv4 only, a
     * self-signed certificate (TLS_Cred is required even when no peer uses TLS), the dictionaries in
     * the order they depend on each other, message dumps, and our node as a peer without TLS.
     */
    private static Path writeConfig(Path dir, int nodePort) throws Exception {
        writeSelfSigned(dir.resolve("cert.pem"), dir.resolve("key.pem"));
        String ext = EXTENSIONS;
        String conf = """
                Identity = "%s";
                Realm = "%s";
                Port = %d;
                SecPort = %d;
                No_SCTP;
                No_IPv6;
                TLS_Cred = "%s", "%s";
                TLS_CA = "%s";
                LoadExtension = "%sdict_nasreq.fdx";
                LoadExtension = "%sdict_dcca.fdx";
                LoadExtension = "%sdict_dcca_3gpp.fdx";
                LoadExtension = "%sdbg_msg_dumps.fdx" : "0x0080";
                ConnectPeer = "%s" { ConnectTo = "127.0.0.1"; No_TLS; Port = %d; Realm = "%s"; TcTimer = 5; TwTimer = 6; };
                """.formatted(FD, REALM, freePort(), freePort(), dir.resolve("cert.pem"), dir.resolve("key.pem"),
                dir.resolve("cert.pem"), ext, ext, ext, ext, BSF, nodePort, REALM);
        Path file = dir.resolve("freeDiameter.conf");
        Files.writeString(file, conf);
        return file;
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void writeSelfSigned(Path certFile, Path keyFile) throws Exception {
        KeyPairGenerator gen = KeyPairGenerator.getInstance("RSA");
        gen.initialize(2048);
        KeyPair kp = gen.generateKeyPair();
        X500Name name = new X500Name("CN=" + FD);
        Instant now = Instant.now();
        X509Certificate cert = new JcaX509CertificateConverter().getCertificate(new JcaX509v3CertificateBuilder(name,
                BigInteger.valueOf(now.toEpochMilli()), Date.from(now.minusSeconds(60)), Date.from(now.plus(Duration.ofDays(1))),
                name, kp.getPublic()).build(new JcaContentSignerBuilder("SHA256withRSA").build(kp.getPrivate())));
        try (Writer w = Files.newBufferedWriter(certFile); JcaPEMWriter pem = new JcaPEMWriter(w)) {
            pem.writeObject(cert);
        }
        try (Writer w = Files.newBufferedWriter(keyFile); JcaPEMWriter pem = new JcaPEMWriter(w)) {
            pem.writeObject(kp.getPrivate());
        }
    }
}
