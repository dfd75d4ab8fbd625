package dev.corebed.sbi.config;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * {@code sbi.*}: the SBI transport of a stub. Every default is listed in docs/configuration.md.
 *
 * @param nf      the NF this stub plays, as it appears in metrics and fault rules (nrf, scp, pcf...)
 * @param port    h2c with prior knowledge + HTTP/1.1; 0 = any free port; -1 = no SBI server (the management port only)
 * @param tlsPort h2 over TLS with ALPN; -1 = off; 0 = any free port
 */
@ConfigurationProperties("sbi")
public record SbiProperties(
        @DefaultValue("stub") String nf,
        @DefaultValue("0.0.0.0") String bindAddress,
        @DefaultValue("0") int port,
        @DefaultValue("-1") int tlsPort,
        @DefaultValue("2000") int maxConcurrentStreams,
        @DefaultValue("16KB") DataSize maxHeaderSize,
        @DefaultValue("2MB") DataSize maxBodySize,
        @DefaultValue("true") boolean histogram,
        @DefaultValue Tls tls) {

    /**
     * @param keyStore      PKCS12 store with the server key; empty = self-signed, generated once into selfSignedDir
     * @param selfSignedDir where the generated certificate is kept across restarts
     */
    public record Tls(Path keyStore, String keyStorePassword, Path selfSignedDir) {
        public Tls {
            // @DefaultValue does not resolve ${user.home}, so the default is computed here.
            if (selfSignedDir == null) {
                selfSignedDir = Path.of(System.getProperty("user.home"), ".corebed", "tls");
            }
        }
    }
}
