package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.UdrClient;
import java.net.URI;

/** The UDR stub: {@link StubHandle} with its typed client. */
public final class UdrHandle extends StubHandle {

    UdrHandle(StubCluster.Instance instance, Bed bed, URI adminUri) {
        super(StubType.UDR, instance, bed, UdrClient.of(adminUri));
    }

    @Override
    public UdrHandle startInstance(String... properties) {
        return (UdrHandle) super.startInstance(properties);
    }

    @Override
    public UdrClient client() {
        return (UdrClient) super.client();
    }
}
