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
import org.testcontainers.containers.wait.strategy.WaitAllStrategy;
import org.testcontainers.utility.DockerImageName;

/**
 * Every stub in one container: the launcher's image ({@code corebed/launcher}), on its embedded database, as
 * {@code ./corebed run} starts them (the stubs register with the NRF, the UDR is the NRF's SLF). Started once
 * every stub's {@code /health} answers 200.
 *
 * <pre>{@code
 * @Container
 * static CorebedContainer corebed = new CorebedContainer().withSetting("nrf-stub.stub.nrf.heartbeat-grace", "1h");
 *
 * corebed.sbiUri(NRF);                      // point the NF under test here
 * verify(corebed.nrf()).received(1, registerNfInstance().withBody("/nfType", "SMF"));
 * }</pre>
 */
public class CorebedContainer extends GenericContainer<CorebedContainer> {

    /** The launcher's image, every stub in one JVM. */
    public static final DockerImageName IMAGE = DockerImageName.parse("corebed/launcher:" + StubContainer.DEFAULT_TAG);

    private final List<String> settings = new ArrayList<>();

    public CorebedContainer(DockerImageName image) {
        super(image);
        List<Integer> ports = new ArrayList<>();
        WaitAllStrategy healthy = new WaitAllStrategy(WaitAllStrategy.Mode.WITH_OUTER_TIMEOUT)
                .withStartupTimeout(Duration.ofMinutes(3));
        for (CorebedStub stub : CorebedStub.values()) {
            ports.addAll(stub.ports());
            healthy.withStrategy(Wait.forHttp("/health").forPort(stub.adminPort()).forStatusCode(200));
        }
        withExposedPorts(ports.toArray(Integer[]::new));
        withSetting("admin.bind-address", "0.0.0.0");
        waitingFor(healthy);
    }

    public CorebedContainer() {
        this(IMAGE);
    }

    /**
     * A setting, as the launcher takes it: a plain key for every stub ({@code journal.capacity}), a key prefixed with
     * a stub's name for that stub ({@code nrf-stub.stub.nrf.heartbeat-grace}). See docs/configuration.md.
     */
    public CorebedContainer withSetting(String key, String value) {
        settings.add(MappedPorts.argument(key, value));
        return withCommand(settings.toArray(String[]::new));
    }

    public URI sbiUri(CorebedStub stub) {
        return MappedPorts.sbi(this, stub);
    }

    public URI tlsUri(CorebedStub stub) {
        return MappedPorts.tls(this, stub);
    }

    public URI adminUri(CorebedStub stub) {
        return MappedPorts.admin(this, stub);
    }

    public int diameterPort(CorebedStub stub) {
        return MappedPorts.diameter(this, stub);
    }

    /** The test-kit client of one stub, on its mapped management port. */
    public StubClient client(CorebedStub stub) {
        return stub.client(adminUri(stub));
    }

    public NrfClient nrf() {
        return (NrfClient) client(CorebedStub.NRF);
    }

    public UdrClient udr() {
        return (UdrClient) client(CorebedStub.UDR);
    }

    public BsfClient bsf() {
        return (BsfClient) client(CorebedStub.BSF);
    }
}
