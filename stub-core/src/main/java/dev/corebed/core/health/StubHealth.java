package dev.corebed.core.health;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The stub's health as {@code /health} reports it: each {@link HealthContributor}'s state under its name, and the
 * stub's status, the worst of them (UP when it has none).
 */
public final class StubHealth {

    private final Supplier<List<HealthContributor>> contributors;

    /** A supplier, so that contributors created after this (the data tier's) are seen. */
    public StubHealth(Supplier<List<HealthContributor>> contributors) {
        this.contributors = contributors;
    }

    public record Report(HealthStatus status, Map<String, HealthContributor.State> components) {}

    public Report report() {
        HealthStatus status = HealthStatus.UP;
        Map<String, HealthContributor.State> components = new LinkedHashMap<>();
        for (HealthContributor c : contributors.get()) {
            HealthContributor.State s = c.state();
            components.put(c.name(), s);
            status = status.and(s.status());
        }
        return new Report(status, components);
    }
}
