package dev.corebed.junit;

import dev.corebed.launcher.StubCluster;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One started set of stubs and their handles, with the further instances tests started on it. */
final class Bed implements AutoCloseable {

    private final BedConfig.Key key;
    private final StubCluster cluster;
    private final Map<StubType, StubHandle> handles;
    private final List<StubHandle> instances = new ArrayList<>();
    /** Test classes using it now; it is not stopped while any is. */
    int users;

    Bed(BedConfig.Key key, StubCluster cluster) {
        this.key = key;
        this.cluster = cluster;
        Map<StubType, StubHandle> h = new EnumMap<>(StubType.class);
        for (StubType type : key.stubs()) {
            h.put(type, StubHandle.of(type, cluster.instance(type.stubName()), this));
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

    /** Another instance of a stub of this set, on its data tier; stopped when the classes using the set are done. */
    StubHandle startInstance(StubType type, String... properties) {
        handle(type);
        Map<String, String> overrides = new LinkedHashMap<>(BedConfig.of(new StubType[] {type}, properties,
                ResetMode.NEVER, null).properties());
        StubHandle instance = StubHandle.of(type, cluster.startInstance(type.stubName(), overrides), this);
        synchronized (this) {
            instances.add(instance);
        }
        return instance;
    }

    /**
     * Every stub back to its configured defaults: a stub a test stopped starts again first, then each stub, and
     * each further instance still running, is reset.
     */
    void reset() {
        handles.values().forEach(StubHandle::start);
        handles.values().forEach(h -> h.client().reset());
        List<StubHandle> more;
        synchronized (this) {
            more = List.copyOf(instances);
        }
        more.stream().filter(StubHandle::running).forEach(h -> h.client().reset());
    }

    /** When the last class using it is done: further instances stop, a stub a test stopped starts again. */
    void idle() {
        List<StubHandle> more;
        synchronized (this) {
            more = List.copyOf(instances);
            instances.clear();
        }
        more.forEach(StubHandle::stop);
        handles.values().forEach(StubHandle::start);
    }

    @Override
    public void close() {
        cluster.close();
    }
}
