package dev.corebed.core.fault;

/**
 * What the transport must do to one request: wait delayNanos, then either run the handler
 * (kind NONE) or apply the error. The tag names it in metrics.
 */
public record FaultAction(String ruleId, long delayNanos, Kind kind, int status, String cause, long resultCode) {

    public enum Kind { NONE, HTTP, RESET, NO_ANSWER, DIAMETER }

    /** The metrics tag: "delay", "error", "reset", "no_answer" (a delayed error counts as the error). */
    public String tag() {
        return switch (kind) {
            case NONE -> "delay";
            case HTTP, DIAMETER -> "error";
            case RESET -> "reset";
            case NO_ANSWER -> "no_answer";
        };
    }
}
