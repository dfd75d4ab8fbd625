package dev.corebed.junit;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * What a test class asks for: the stubs, their settings and when to reset them. Two classes with the same stubs
 * and settings share one started set (the reset mode is each class's own).
 */
record BedConfig(Set<StubType> stubs, Map<String, String> properties, ResetMode reset) {

    BedConfig {
        if (stubs.isEmpty()) {
            throw new IllegalArgumentException("name at least one stub: @CorebedTest(stubs = NRF)");
        }
        stubs = Collections.unmodifiableSet(EnumSet.copyOf(stubs));
        properties = Collections.unmodifiableMap(new TreeMap<>(properties));
    }

    static BedConfig of(StubType[] stubs, String[] properties, ResetMode reset) {
        Map<String, String> props = new TreeMap<>();
        for (String p : properties) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("a property is written key=value, got: " + p);
            }
            props.put(p.substring(0, eq).trim(), p.substring(eq + 1).trim());
        }
        return new BedConfig(stubs.length == 0 ? Set.of() : EnumSet.copyOf(java.util.Arrays.asList(stubs)), props, reset);
    }

    /** What identifies a started set: the stubs and the settings. */
    record Key(Set<StubType> stubs, Map<String, String> properties) {}

    Key key() {
        return new Key(stubs, properties);
    }
}
