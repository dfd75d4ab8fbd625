package dev.corebed.testcontainers;

import dev.corebed.testkit.BsfClient;
import dev.corebed.testkit.NrfClient;
import dev.corebed.testkit.StubClient;
import dev.corebed.testkit.UdrClient;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The stubs of corebed's images: each one's image ({@code corebed/nrf-stub}), the ports it listens on in a
 * container (its defaults, docs/configuration.md), and its test-kit client.
 */
public enum CorebedStub {
    NRF("nrf-stub", 8081, 9081, 10081, -1, NrfClient::of),
    SCP("scp-stub", 8082, 9082, 10082, -1, StubClient::of),
    UDR("udr-stub", 8085, 9085, 10085, -1, UdrClient::of),
    BSF("bsf-stub", 8084, 9084, 10084, 3869, BsfClient::of),
    PCF("pcf-stub", 8083, 9083, 10083, -1, StubClient::of),
    SHCACHE("shcache-stub", 8086, 9086, 10086, 3870, StubClient::of);

    private final String stubName;
    private final int sbiPort;
    private final int tlsPort;
    private final int adminPort;
    private final int diameterPort;
    private final Function<URI, ? extends StubClient> client;

    CorebedStub(String stubName, int sbiPort, int tlsPort, int adminPort, int diameterPort,
                Function<URI, ? extends StubClient> client) {
        this.stubName = stubName;
        this.sbiPort = sbiPort;
        this.tlsPort = tlsPort;
        this.adminPort = adminPort;
        this.diameterPort = diameterPort;
        this.client = client;
    }

    /** The stub's name, also its image's ({@code corebed/nrf-stub}) and its settings prefix in the launcher. */
    public String stubName() {
        return stubName;
    }

    /** SBI, h2c with prior knowledge and HTTP/1.1. */
    public int sbiPort() {
        return sbiPort;
    }

    /** SBI, h2 over TLS. */
    public int tlsPort() {
        return tlsPort;
    }

    /** Health, metrics and the management API. */
    public int adminPort() {
        return adminPort;
    }

    /** Diameter, or -1 when the stub has no Diameter node. */
    public int diameterPort() {
        return diameterPort;
    }

    /** Every port the stub listens on in its container. */
    List<Integer> ports() {
        List<Integer> ports = new ArrayList<>(List.of(sbiPort, tlsPort, adminPort));
        if (diameterPort > 0) {
            ports.add(diameterPort);
        }
        return ports;
    }

    StubClient client(URI adminUri) {
        return client.apply(adminUri);
    }
}
