package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/** One started set of stubs and their handles. */
final class Bed implements AutoCloseable {

    private final BedConfig.Key key;
    private final StubCluster cluster;
    private final Map<StubType, StubHandle> handles;
    /** Test classes using it now; it is not stopped while any is. */
    int users;

    Bed(BedConfig.Key key, StubCluster cluster) {
        this.key = key;
        this.cluster = cluster;
        Map<StubType, StubHandle> h = new EnumMap<>(StubType.class);
        for (StubType type : key.stubs()) {
            StubHandle handle = StubHandle.of(type, cluster.endpoints(type.stubName()));
            handle.context = cluster.context(type.stubName());
            h.put(type, handle);
        }
        this.handles = Collections.unmodifiableMap(h);
    }

    BedConfig.Key key() {
        return key;
    }

    Map<StubType, StubHandle> handles() {
        return handles;
    }

    StubHandle handle(StubType type) {
        StubHandle h = handles.get(type);
        if (h == null) {
            throw new IllegalArgumentException(type + " is not started here: the stubs are " + handles.keySet()
                    + " (add it to @CorebedTest(stubs = ...))");
        }
        return h;
    }

    /** Every stub back to its configured defaults. */
    void reset() {
        handles.values().forEach(h -> h.client().reset());
    }

    @Override
    public void close() {
        cluster.close();
    }
}
