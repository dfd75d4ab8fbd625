package dev.corebed.sbi.tls;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.X509Certificate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TlsContextsTest {

    @TempDir
    Path dir;

    @Test
    void theSelfSignedCertificateIsGeneratedOnceAndKept() throws Exception {
        char[] pw = TlsContexts.SELF_SIGNED_PASSWORD.toCharArray();
        Path file = dir.resolve("nrf-selfsigned.p12");
        KeyStore first = TlsContexts.selfSigned(file, pw);
        KeyStore again = TlsContexts.selfSigned(file, pw);
        X509Certificate cert = (X509Certificate) first.getCertificate("sbi");
        assertThat(again.getCertificate("sbi")).isEqualTo(cert);
        assertThat(cert.getSubjectAlternativeNames()).extracting(l -> l.get(1).toString())
                .contains("localhost", "127.0.0.1");
        assertThat(Files.list(dir)).containsExactly(file);
    }

    @Test
    void aConfiguredKeyStoreIsUsedInsteadOfGeneratingOne() throws Exception {
        Path store = dir.resolve("operator.p12");
        TlsContexts.selfSigned(store, TlsContexts.SELF_SIGNED_PASSWORD.toCharArray());
        Path unused = dir.resolve("self-signed");
        assertThat(TlsContexts.server(store, TlsContexts.SELF_SIGNED_PASSWORD, unused, "pcf").isServer()).isTrue();
        assertThat(unused).doesNotExist();
        assertThatThrownBy(() -> TlsContexts.server(store, "wrong", unused, "pcf")).isInstanceOf(java.io.IOException.class);
    }
}
