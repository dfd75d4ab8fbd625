package dev.corebed.junit;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * What a test class asks for: the stubs, their settings, when to reset them, and whether the set is shared.
 * Two classes with the same stubs and settings share one started set (the reset mode is each class's own),
 * unless one asks for a set of its own ({@code owner} is then the class or extension it belongs to).
 */
record BedConfig(Set<StubType> stubs, Map<String, String> properties, ResetMode reset, Object owner,
                 Map<StubType, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers) {

    BedConfig {
        if (stubs.isEmpty()) {
            throw new IllegalArgumentException("name at least one stub: @CorebedTest(stubs = NRF)");
        }
        stubs = Collections.unmodifiableSet(EnumSet.copyOf(stubs));
        properties = Collections.unmodifiableMap(new TreeMap<>(properties));
        initializers = Map.copyOf(initializers);
        if (owner == null && !initializers.isEmpty()) {
            throw new IllegalArgumentException("initializers make a set of the class's own: shared(false)");
        }
    }

    BedConfig(Set<StubType> stubs, Map<String, String> properties, ResetMode reset) {
        this(stubs, properties, reset, null, Map.of());
    }

    static BedConfig of(StubType[] stubs, String[] properties, ResetMode reset, Object owner) {
        Map<String, String> props = new TreeMap<>();
        for (String p : properties) {
            int eq = p.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("a property is written key=value, got: " + p);
            }
            props.put(p.substring(0, eq).trim(), p.substring(eq + 1).trim());
        }
        return new BedConfig(stubs.length == 0 ? Set.of() : EnumSet.copyOf(java.util.Arrays.asList(stubs)), props, reset,
                owner, Map.of());
    }

    BedConfig withInitializers(Map<StubType, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> i) {
        return new BedConfig(stubs, properties, reset, owner, i);
    }

    /** Whether classes with the same stubs and settings share it. */
    boolean shared() {
        return owner == null;
    }

    /** What identifies a started set: the stubs, the settings, and the owner of a set that is not shared. */
    record Key(Set<StubType> stubs, Map<String, String> properties, Object owner) {}

    Key key() {
        return new Key(stubs, properties, owner);
    }
}
