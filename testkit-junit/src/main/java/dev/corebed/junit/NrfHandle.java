package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.NrfClient;
import java.net.URI;

/** The NRF stub: {@link StubHandle} with its typed client. */
public final class NrfHandle extends StubHandle {

    NrfHandle(StubCluster.Endpoints endpoints, URI adminUri) {
        super(StubType.NRF, endpoints, NrfClient.of(adminUri));
    }

    @Override
    public NrfClient client() {
        return (NrfClient) super.client();
    }
}
