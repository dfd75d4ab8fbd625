package dev.corebed.sbi.config;

import dev.corebed.sbi.client.SbiClientConfig;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * {@code sbi.client.*}: the stub's outbound SBI client (callbacks, calls to peer stubs).
 *
 * @param trustStore PKCS12 trust store for TLS peers; empty = trust any certificate (the stubs' are self-signed)
 */
@ConfigurationProperties("sbi.client")
public record SbiClientProperties(
        @DefaultValue("2") int maxConnectionsPerPeer,
        @DefaultValue("1024") int maxPendingPerPeer,
        @DefaultValue("2s") Duration connectTimeout,
        @DefaultValue("5s") Duration requestTimeout,
        @DefaultValue("16MB") DataSize maxResponseBodySize,
        Path trustStore,
        String trustStorePassword) {

    public SbiClientConfig config() {
        SbiClientConfig c = new SbiClientConfig(maxConnectionsPerPeer, maxPendingPerPeer, connectTimeout, requestTimeout,
                (int) maxResponseBodySize.toBytes(), true, null, null);
        return trustStore == null ? c : c.withTrustStore(trustStore, trustStorePassword);
    }
}
