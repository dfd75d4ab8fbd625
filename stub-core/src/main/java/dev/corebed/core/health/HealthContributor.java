package dev.corebed.core.health;

import java.time.Instant;

/**
 * A part of the stub whose state {@code /health} reports under its {@link #name()} (the data tier: {@code dataTier}).
 * The stub's own status is the worst of its parts'.
 */
public interface HealthContributor {

    /** The key in {@code /health}, e.g. {@code dataTier}. */
    String name();

    State state();

    /**
     * @param since  when the part entered this status
     * @param detail why it is not UP (the last error), null when UP
     */
    record State(HealthStatus status, Instant since, String detail) {}
}
