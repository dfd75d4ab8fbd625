package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.StubClient;
import java.net.URI;
import java.util.Optional;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A stub the extension started: where it listens and the test-kit client of its management API. The NF under
 * test is pointed at {@link #sbiUri()} (h2c with prior knowledge, or HTTP/1.1), {@link #tlsUri()} (h2 over TLS,
 * the stub's self-signed certificate) or {@link #diameter()}.
 */
public class StubHandle {

    static final String HOST = "127.0.0.1";

    private final StubType type;
    private final URI sbiUri;
    private final URI tlsUri;
    private final URI adminUri;
    private final DiameterEndpoint diameter;
    private final StubClient client;
    /** Set by the extension: the stub's Spring context, for {@link InProcess}. */
    volatile ConfigurableApplicationContext context;

    StubHandle(StubType type, StubCluster.Endpoints endpoints, StubClient client) {
        this.type = type;
        this.sbiUri = URI.create("http://" + HOST + ":" + endpoints.sbiPort());
        this.tlsUri = endpoints.tlsPort() < 0 ? null : URI.create("https://" + HOST + ":" + endpoints.tlsPort());
        this.adminUri = URI.create("http://" + HOST + ":" + endpoints.adminPort());
        StubCluster.Diameter d = endpoints.diameter();
        this.diameter = d == null ? null : new DiameterEndpoint(HOST, d.port(), d.originHost(), d.originRealm());
        this.client = client;
    }

    /** The handle of a started stub, typed when the stub has a type of its own. */
    static StubHandle of(StubType type, StubCluster.Endpoints endpoints) {
        URI admin = URI.create("http://" + HOST + ":" + endpoints.adminPort());
        return switch (type) {
            case NRF -> new NrfHandle(endpoints, admin);
            case UDR -> new UdrHandle(endpoints, admin);
            case BSF -> new BsfHandle(endpoints, admin);
            default -> new StubHandle(type, endpoints, StubClient.of(admin)); // a stub without a typed client yet
        };
    }

    public StubType type() {
        return type;
    }

    /** The SBI apiRoot: {@code http://127.0.0.1:port}, h2c with prior knowledge and HTTP/1.1 on one port. */
    public URI sbiUri() {
        return sbiUri;
    }

    /** The SBI apiRoot over TLS ({@code https://127.0.0.1:port}, h2 by ALPN), or null when the stub has no TLS port. */
    public URI tlsUri() {
        return tlsUri;
    }

    /** The management port: health, metrics, the management API. */
    public URI adminUri() {
        return adminUri;
    }

    /** The stub's Diameter node, when it has one (the BSF's Rx proxy). */
    public Optional<DiameterEndpoint> diameter() {
        return Optional.ofNullable(diameter);
    }

    /** The test-kit client of its management API: journal, verification, scripted answers, faults, reset. */
    public StubClient client() {
        return client;
    }

    @Override
    public String toString() {
        return type.stubName() + " (SBI " + sbiUri + ", management " + adminUri
                + (diameter != null ? ", Diameter " + diameter.uri() : "") + ")";
    }
}
