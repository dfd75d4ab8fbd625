package dev.corebed.core.health;

/**
 * A stub's health, and each of its parts': {@code UP} serves, {@code DEGRADED} serves but not all of what it is
 * offered, {@code DOWN} cannot serve what needs the failed part. The management port's {@code /health} answers 503
 * while the stub is DOWN, so a readiness probe takes it out of rotation.
 */
public enum HealthStatus {
    UP, DEGRADED, DOWN;

    /** The worse of the two. */
    public HealthStatus and(HealthStatus other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
