package dev.corebed.sbi.client;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Settings of one {@link SbiClient}.
 *
 * @param maxConnectionsPerAuthority connections kept per host:port; each one multiplexes as many streams
 *                                   as the peer's SETTINGS_MAX_CONCURRENT_STREAMS allows (HTTP/1.1: one)
 * @param maxPendingPerAuthority     requests that may wait for a free stream (or for a connection being opened);
 *                                   beyond that a request fails at once with {@link SbiClient.PoolExhaustedException}
 * @param connectTimeout             TCP connect timeout, and again for the TLS handshake and the peer's HTTP/2
 *                                   SETTINGS that make a new connection usable
 * @param requestTimeout             default per-request timeout, from {@code send} to the end of the answer
 * @param maxResponseBodySize        larger answers fail the request (the stream is reset)
 * @param trustAll                   accept any server certificate and skip host name checks: the stubs use
 *                                   self-signed certificates. When false, the trust store (or the JDK's
 *                                   default trust) is used and the host name is verified.
 * @param trustStore                 PKCS12 or JKS trust store used when trustAll is false; null = JDK default
 */
public record SbiClientConfig(
        int maxConnectionsPerAuthority,
        int maxPendingPerAuthority,
        Duration connectTimeout,
        Duration requestTimeout,
        int maxResponseBodySize,
        boolean trustAll,
        Path trustStore,
        String trustStorePassword) {

    public SbiClientConfig {
        if (maxConnectionsPerAuthority < 1) {
            throw new IllegalArgumentException("maxConnectionsPerAuthority must be at least 1");
        }
        if (maxPendingPerAuthority < 1) {
            // Requests wait here while a connection is being opened: with no room, none could ever be sent.
            throw new IllegalArgumentException("maxPendingPerAuthority must be at least 1");
        }
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(requestTimeout, "requestTimeout");
    }

    public static SbiClientConfig defaults() {
        return new SbiClientConfig(2, 1024, Duration.ofSeconds(2), Duration.ofSeconds(5), 16 * 1024 * 1024,
                true, null, null);
    }

    public SbiClientConfig withPool(int maxConnections, int maxPending) {
        return new SbiClientConfig(maxConnections, maxPending, connectTimeout, requestTimeout, maxResponseBodySize,
                trustAll, trustStore, trustStorePassword);
    }

    public SbiClientConfig withRequestTimeout(Duration timeout) {
        return new SbiClientConfig(maxConnectionsPerAuthority, maxPendingPerAuthority, connectTimeout, timeout,
                maxResponseBodySize, trustAll, trustStore, trustStorePassword);
    }

    /** Verifies server certificates (and host names) against this store instead of trusting all. */
    public SbiClientConfig withTrustStore(Path store, String password) {
        return new SbiClientConfig(maxConnectionsPerAuthority, maxPendingPerAuthority, connectTimeout, requestTimeout,
                maxResponseBodySize, false, store, password);
    }

    /** Verifies server certificates against the JDK's default trust (and host names). */
    public SbiClientConfig withDefaultTrust() {
        return withTrustStore(null, null);
    }
}
