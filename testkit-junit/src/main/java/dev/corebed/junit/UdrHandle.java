package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.UdrClient;
import java.net.URI;

/** The UDR stub: {@link StubHandle} with its typed client. */
public final class UdrHandle extends StubHandle {

    UdrHandle(StubCluster.Endpoints endpoints, URI adminUri) {
        super(StubType.UDR, endpoints, UdrClient.of(adminUri));
    }

    @Override
    public UdrClient client() {
        return (UdrClient) super.client();
    }
}
