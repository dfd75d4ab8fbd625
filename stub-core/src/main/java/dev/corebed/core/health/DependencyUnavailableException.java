package dev.corebed.core.health;

/**
 * A request needs a part of the stub that cannot serve it now, and is answered at once instead of waiting for it.
 * Every transport answers it the same way, without a stack in the log, with Retry-After where the protocol has one:
 * SBI 503 NF_CONGESTION, Diameter 3004 DIAMETER_TOO_BUSY, whether the part has failed ({@link Reason#DOWN}: the
 * data tier is unreachable) or is saturated ({@link Reason#BUSY}: its queue is full, or the request's work waited past
 * its deadline); the detail says which.
 *
 * <p>{@link #outcomeUnknown()} tells a refusal before anything was done (nothing changed) from a failure while the
 * request's statements were running or committing: a change may then have been committed although it is not
 * acknowledged, as with any database client whose connection breaks before the commit's answer arrives. The answer's
 * detail says which.
 */
public class DependencyUnavailableException extends RuntimeException {

    /** Why the part cannot serve. */
    public enum Reason { DOWN, BUSY }

    private final Reason reason;
    private final int retryAfterSeconds;
    private final boolean outcomeUnknown;

    public DependencyUnavailableException(Reason reason, String detail, int retryAfterSeconds, boolean outcomeUnknown,
                                          Throwable cause) {
        super(detail, cause, false, false);
        this.reason = reason;
        this.retryAfterSeconds = retryAfterSeconds;
        this.outcomeUnknown = outcomeUnknown;
    }

    public Reason reason() {
        return reason;
    }

    /** Seconds, for Retry-After. */
    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }

    /** True when the request's work had started: what it changed may or may not have been committed. */
    public boolean outcomeUnknown() {
        return outcomeUnknown;
    }
}
