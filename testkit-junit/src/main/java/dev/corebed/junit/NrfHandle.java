package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.NrfClient;
import java.net.URI;

/** The NRF stub: {@link StubHandle} with its typed client. */
public final class NrfHandle extends StubHandle {

    NrfHandle(StubCluster.Instance instance, Bed bed, URI adminUri) {
        super(StubType.NRF, instance, bed, NrfClient.of(adminUri));
    }

    @Override
    public NrfHandle startInstance(String... properties) {
        return (NrfHandle) super.startInstance(properties);
    }

    @Override
    public NrfClient client() {
        return (NrfClient) super.client();
    }
}
