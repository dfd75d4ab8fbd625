package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.BsfClient;
import java.net.URI;

/** The BSF stub: {@link StubHandle} with its typed client. */
public final class BsfHandle extends StubHandle {

    BsfHandle(StubCluster.Endpoints endpoints, URI adminUri) {
        super(StubType.BSF, endpoints, BsfClient.of(adminUri));
    }

    @Override
    public BsfClient client() {
        return (BsfClient) super.client();
    }
}
