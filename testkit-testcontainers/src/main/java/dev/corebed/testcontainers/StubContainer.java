package dev.corebed.testcontainers;

import dev.corebed.testkit.BsfClient;
import dev.corebed.testkit.NrfClient;
import dev.corebed.testkit.StubClient;
import dev.corebed.testkit.UdrClient;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * One stub in a container of its own image ({@code corebed/nrf-stub}, {@code corebed/udr-stub},
 * {@code corebed/bsf-stub}; deploy/images builds them), on its embedded database, started once its management
 * port's {@code /health} answers 200.
 *
 * <pre>{@code
 * @Container
 * static StubContainer<NrfClient> nrf = StubContainer.nrf().withSetting("stub.nrf.heartbeat-grace", "1h");
 *
 * verify(nrf.client()).received(1, registerNfInstance());   // nrf.sbiUri() for the NF under test
 * }</pre>
 *
 * @param <T> the stub's test-kit client
 */
public class StubContainer<T extends StubClient> extends GenericContainer<StubContainer<T>> {

    /** The tag used unless told: the one deploy/images' tarballs carry besides the version. */
    public static final String DEFAULT_TAG = "latest";

    private final CorebedStub stub;
    private final List<String> settings = new ArrayList<>();

    public StubContainer(CorebedStub stub, DockerImageName image) {
        super(image);
        this.stub = stub;
        withExposedPorts(stub.ports().toArray(Integer[]::new));
        // The management port must take the mapped port and the health check (it may listen on loopback only).
        withSetting("admin.bind-address", "0.0.0.0");
        waitingFor(Wait.forHttp("/health").forPort(stub.adminPort()).forStatusCode(200)
                .withStartupTimeout(Duration.ofMinutes(3)));
    }

    public StubContainer(CorebedStub stub) {
        this(stub, image(stub));
    }

    /** The stub's image, {@code corebed/<stub>:latest}. */
    public static DockerImageName image(CorebedStub stub) {
        return DockerImageName.parse("corebed/" + stub.stubName() + ":" + DEFAULT_TAG);
    }

    @SuppressWarnings("unchecked")
    private static <C extends StubClient> StubContainer<C> of(CorebedStub stub) {
        return (StubContainer<C>) new StubContainer<StubClient>(stub);
    }

    public static StubContainer<NrfClient> nrf() {
        return of(CorebedStub.NRF);
    }

    /** The SCP; give it its NRF with {@code withSetting("nrf.api-root", "http://nrf.example:8081")}. */
    public static StubContainer<StubClient> scp() {
        return of(CorebedStub.SCP);
    }

    public static StubContainer<UdrClient> udr() {
        return of(CorebedStub.UDR);
    }

    public static StubContainer<BsfClient> bsf() {
        return of(CorebedStub.BSF);
    }

    public static StubContainer<StubClient> pcf() {
        return of(CorebedStub.PCF);
    }

    /** The Sh cache; point it at an HSS with {@code withSetting("diameter.peers[0].uri", "aaa://hss.example:3868")}... */
    public static StubContainer<StubClient> shcache() {
        return of(CorebedStub.SHCACHE);
    }

    /** A setting of the stub (docs/configuration.md), passed on its command line: {@code withSetting("journal.capacity", "50000")}. */
    public StubContainer<T> withSetting(String key, String value) {
        settings.add(MappedPorts.argument(key, value));
        return withCommand(settings.toArray(String[]::new));
    }

    public CorebedStub stub() {
        return stub;
    }

    public URI sbiUri() {
        return MappedPorts.sbi(this, stub);
    }

    public URI tlsUri() {
        return MappedPorts.tls(this, stub);
    }

    public URI adminUri() {
        return MappedPorts.admin(this, stub);
    }

    /** The mapped Diameter port (the BSF's Rx proxy); the Diameter identity is the stub's origin-host setting. */
    public int diameterPort() {
        return MappedPorts.diameter(this, stub);
    }

    /** The test-kit client of the stub's management API, on the mapped port. */
    @SuppressWarnings("unchecked")
    public T client() {
        return (T) stub.client(adminUri());
    }
}
