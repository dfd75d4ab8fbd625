package dev.corebed.sbi.tls;

import io.netty.handler.codec.http2.Http2SecurityUtil;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslContextBuilder;
import io.netty.handler.ssl.SslProvider;
import io.netty.handler.ssl.SupportedCipherSuiteFilter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigInteger;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import javax.net.ssl.KeyManagerFactory;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * TLS for the SBI TLS port: h2 via ALPN with HTTP/1.1 fallback. The key comes from a configured
 * PKCS12 store, or from a self-signed certificate generated on first start and kept on disk so
 * clients that pinned it keep working across restarts.
 */
public final class TlsContexts {

    private static final Logger log = LoggerFactory.getLogger(TlsContexts.class);
    public static final String SELF_SIGNED_PASSWORD = "corebed";
    private static final String ALIAS = "sbi";

    private TlsContexts() {}

    public static SslContext server(Path keyStore, String password, Path selfSignedDir, String name)
            throws IOException, GeneralSecurityException {
        char[] pw;
        KeyStore ks;
        if (keyStore != null) {
            pw = password == null ? new char[0] : password.toCharArray();
            ks = load(keyStore, pw);
        } else {
            pw = SELF_SIGNED_PASSWORD.toCharArray();
            ks = selfSigned(selfSignedDir.resolve(name + "-selfsigned.p12"), pw);
        }
        KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        kmf.init(ks, pw);
        return SslContextBuilder.forServer(kmf)
                .sslProvider(SslProvider.JDK)
                .ciphers(Http2SecurityUtil.CIPHERS, SupportedCipherSuiteFilter.INSTANCE)
                .applicationProtocolConfig(new ApplicationProtocolConfig(
                        ApplicationProtocolConfig.Protocol.ALPN,
                        ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
                        ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT,
                        ApplicationProtocolNames.HTTP_2, ApplicationProtocolNames.HTTP_1_1))
                .build();
    }

    private static KeyStore load(Path file, char[] pw) throws IOException, GeneralSecurityException {
        KeyStore ks = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(file)) {
            ks.load(in, pw);
        }
        return ks;
    }

    /** Loads the self-signed store, creating it the first time (EC P-256, SANs for this host and loopback). */
    static synchronized KeyStore selfSigned(Path file, char[] pw) throws IOException, GeneralSecurityException {
        if (Files.exists(file)) {
            return load(file, pw);
        }
        KeyPairGenerator gen = KeyPairGenerator.getInstance("EC");
        gen.initialize(new ECGenParameterSpec("secp256r1"), new SecureRandom());
        KeyPair kp = gen.generateKeyPair();
        X500Name subject = new X500Name("CN=localhost, O=corebed stub");
        Instant now = Instant.now();
        List<GeneralName> sans = new ArrayList<>(List.of(
                new GeneralName(GeneralName.dNSName, "localhost"),
                new GeneralName(GeneralName.iPAddress, "127.0.0.1"),
                new GeneralName(GeneralName.iPAddress, "::1")));
        try {
            sans.add(new GeneralName(GeneralName.dNSName, InetAddress.getLocalHost().getHostName()));
        } catch (IOException e) {
            // no resolvable host name: loopback names are enough
        }
        X509Certificate cert;
        try {
            var builder = new JcaX509v3CertificateBuilder(subject, BigInteger.valueOf(now.toEpochMilli()),
                    Date.from(now.minus(Duration.ofDays(1))), Date.from(now.plus(Duration.ofDays(3650))), subject, kp.getPublic())
                    .addExtension(Extension.subjectAlternativeName, false, new GeneralNames(sans.toArray(new GeneralName[0])));
            cert = new JcaX509CertificateConverter().getCertificate(
                    builder.build(new JcaContentSignerBuilder("SHA256withECDSA").build(kp.getPrivate())));
        } catch (Exception e) {
            throw new GeneralSecurityException("cannot generate the self-signed certificate", e);
        }
        KeyStore ks = KeyStore.getInstance("PKCS12");
        ks.load(null, null);
        ks.setKeyEntry(ALIAS, kp.getPrivate(), pw, new X509Certificate[] {cert});
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (OutputStream out = Files.newOutputStream(tmp)) {
            ks.store(out, pw);
        }
        Files.move(tmp, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        log.info("Generated a self-signed certificate for the SBI TLS port: {}", file);
        return ks;
    }
}
