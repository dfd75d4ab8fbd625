package dev.corebed.diameter.test;

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
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * Debian's freeDiameter 1.2.1 ({@code freediameterd}, {@code freediameter-extensions}) as a peer of a node under test,
 * for the interop tests of every Diameter port: it connects to the node, and its log holds its state changes and a
 * one-line dump of each message it received (dbg_msg_dumps), e.g. the node's CEA.
 *
 * <p>Its configuration follows the pitfalls of the stack notes: ports of its own away from the node's, TCP over IPv4
 * only, a self-signed {@code TLS_Cred} (required even when the peer is {@code No_TLS}), dict_nasreq before dict_dcca
 * before dict_dcca_3gpp. freeDiameter sends Host-IP-Address 192.0.2.2 whatever {@code ListenOn} says.
 */
public final class FreeDiameterPeer implements AutoCloseable {

    /** freeDiameter's Diameter identity. */
    public static final String IDENTITY = "fd.corebed.test";
    /** Where Debian's freediameter-extensions puts the dictionaries. */
    static final String EXTENSIONS = "/usr/lib/freeDiameter/";
    /** What a test skipped for want of freeDiameter says. */
    public static final String NOT_INSTALLED = "freeDiameterd is not installed (apt-get install freediameterd freediameter-extensions)";

    private final Process process;
    private final Path log;

    private FreeDiameterPeer(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /** Whether freediameterd and the 3GPP dictionaries are on this machine (tests skip, saying {@link #NOT_INSTALLED}, when not). */
    public static boolean installed() {
        return daemon() != null && Files.exists(Path.of(EXTENSIONS, "dict_dcca_3gpp.fdx"));
    }

    private static Path daemon() {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).map(d -> Path.of(d, "freeDiameterd"))
                .filter(Files::isExecutable).findFirst().orElse(null);
    }

    /** Starts freediameterd in {@code dir}, connecting to the node {@code nodeIdentity} of {@code realm} at 127.0.0.1:{@code nodePort}. */
    public static FreeDiameterPeer connect(Path dir, String nodeIdentity, String realm, int nodePort) throws Exception {
        Files.createDirectories(dir);
        Path log = dir.resolve("freeDiameterd.log");
        Process p = new ProcessBuilder(daemon().toString(), "-c", writeConfig(dir, nodeIdentity, realm, nodePort).toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new FreeDiameterPeer(p, log);
    }

    public Path log() {
        return log;
    }

    public String logText() throws IOException {
        return Files.readString(log, StandardCharsets.UTF_8);
    }

    /** Whether freeDiameter logged its connection to the node going open (after the CEA). */
    public boolean opened(String nodeIdentity) throws IOException {
        return logText().contains("'STATE_WAITCEA'\t-> 'STATE_OPEN'\t'" + nodeIdentity + "'");
    }

    /** freeDiameter's one-line dump of the CEA it received. */
    public String cea() throws IOException {
        return logText().lines().filter(l -> l.contains("Capabilities-Exchange-Answer(257)")).findFirst()
                .orElseThrow(() -> new AssertionError("no CEA in freeDiameter's log " + log));
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    private static Path writeConfig(Path dir, String nodeIdentity, String realm, int nodePort) throws Exception {
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
                """.formatted(IDENTITY, realm, freePort(), freePort(), dir.resolve("cert.pem"), dir.resolve("key.pem"),
                dir.resolve("cert.pem"), ext, ext, ext, ext, nodeIdentity, nodePort, realm);
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
        X500Name name = new X500Name("CN=" + IDENTITY);
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
