package dev.corebed.sbi.server;

import java.nio.file.Path;

/**
 * Transport settings of one SBI server.
 *
 * @param port                 h2c (prior knowledge) and HTTP/1.1 on one port; 0 = any free port
 * @param tlsPort              h2 via ALPN, falling back to HTTP/1.1; -1 = no TLS port; 0 = any free port
 * @param maxConcurrentStreams SETTINGS_MAX_CONCURRENT_STREAMS advertised to clients
 * @param maxHeaderSize        header list / header block limit in bytes (over it: 431)
 * @param maxBodySize          request body limit in bytes (over it: 413 PAYLOAD_TOO_LARGE)
 * @param keyStore             PKCS12 key store for the TLS port; null = a self-signed certificate
 *                             generated on first start and kept in selfSignedDir
 */
public record SbiServerConfig(
        String name,
        String bindAddress,
        int port,
        int tlsPort,
        int maxConcurrentStreams,
        int maxHeaderSize,
        int maxBodySize,
        Path keyStore,
        String keyStorePassword,
        Path selfSignedDir) {

    public static SbiServerConfig loopback(String name) {
        return new SbiServerConfig(name, "127.0.0.1", 0, -1, 2000, 16 * 1024, 2 * 1024 * 1024, null, null, null);
    }

    public SbiServerConfig withPorts(int newPort, int newTlsPort) {
        return new SbiServerConfig(name, bindAddress, newPort, newTlsPort, maxConcurrentStreams, maxHeaderSize, maxBodySize,
                keyStore, keyStorePassword, selfSignedDir);
    }

    public SbiServerConfig withSelfSignedDir(Path dir) {
        return new SbiServerConfig(name, bindAddress, port, tlsPort, maxConcurrentStreams, maxHeaderSize, maxBodySize,
                keyStore, keyStorePassword, dir);
    }
}
