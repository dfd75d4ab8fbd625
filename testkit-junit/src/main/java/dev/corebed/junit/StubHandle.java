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
    /** The running stub behind it: its Spring context (for {@link InProcess}), stopped and started here. */
    private final StubCluster.Instance instance;
    private final Bed bed;

    StubHandle(StubType type, StubCluster.Instance instance, Bed bed, StubClient client) {
        StubCluster.Endpoints endpoints = instance.endpoints();
        this.type = type;
        this.instance = instance;
        this.bed = bed;
        this.sbiUri = URI.create("http://" + HOST + ":" + endpoints.sbiPort());
        this.tlsUri = endpoints.tlsPort() < 0 ? null : URI.create("https://" + HOST + ":" + endpoints.tlsPort());
        this.adminUri = URI.create("http://" + HOST + ":" + endpoints.adminPort());
        StubCluster.Diameter d = endpoints.diameter();
        this.diameter = d == null ? null : new DiameterEndpoint(HOST, d.port(), d.originHost(), d.originRealm());
        this.client = client;
    }

    /** The handle of a started stub, typed when the stub has a type of its own. */
    static StubHandle of(StubType type, StubCluster.Instance instance, Bed bed) {
        URI admin = URI.create("http://" + HOST + ":" + instance.endpoints().adminPort());
        return switch (type) {
            case NRF -> new NrfHandle(instance, bed, admin);
            case UDR -> new UdrHandle(instance, bed, admin);
            case BSF -> new BsfHandle(instance, bed, admin);
            default -> new StubHandle(type, instance, bed, StubClient.of(admin)); // a stub without a typed client yet
        };
    }

    /** The stub's Spring context, or null while it is stopped. */
    ConfigurableApplicationContext context() {
        return instance.context();
    }

    /**
     * Another instance of this stub on the same data tier (the same database and tables, as two instances behind
     * a load balancer), on free ports of its own, with a journal, faults, metrics and in-memory views of its own.
     * {@code properties} ({@code key=value}, as in {@link CorebedTest#properties()} but without a stub prefix)
     * are its own settings, over those of the set. It is reset with the set, and stopped when the test classes
     * using the set are done (or before, with {@link #stop()}).
     */
    public StubHandle startInstance(String... properties) {
        return bed.startInstance(type, properties);
    }

    /**
     * Stops the stub, as a peer that goes down: its ports close, its connections drop. The data tier stays. It
     * starts again with {@link #start()}, and by itself before the next test that resets the set.
     */
    public void stop() {
        instance.stop();
    }

    /** Starts a stopped stub again, on the same ports, on the data it had; a no-op when it runs. */
    public void start() {
        instance.start();
    }

    /**
     * A peer restart: stops the stub and starts it again on the same ports and data tier. What it keeps in
     * memory (journal, run-time faults and scripted answers, subscriptions' timers) is lost, as in a real restart;
     * what it keeps in the data tier is not.
     */
    public void restart() {
        instance.restart();
    }

    public boolean running() {
        return instance.running();
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
