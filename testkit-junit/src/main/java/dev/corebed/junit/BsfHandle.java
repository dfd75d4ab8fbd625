package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import dev.corebed.testkit.BsfClient;
import java.net.URI;

/** The BSF stub: {@link StubHandle} with its typed client. */
public final class BsfHandle extends StubHandle {

    BsfHandle(StubCluster.Instance instance, Bed bed, URI adminUri) {
        super(StubType.BSF, instance, bed, BsfClient.of(adminUri));
    }

    @Override
    public BsfHandle startInstance(String... properties) {
        return (BsfHandle) super.startInstance(properties);
    }

    @Override
    public BsfClient client() {
        return (BsfClient) super.client();
    }
}
