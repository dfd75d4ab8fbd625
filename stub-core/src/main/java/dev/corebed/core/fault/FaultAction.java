package dev.corebed.core.fault;

import dev.corebed.core.answer.ScriptedAnswer;

/**
 * What the transport must do to one request: wait delayNanos, then either run the handler
 * (kind NONE), apply the error, or send the scripted answer (kind ANSWER). The tag names it in metrics.
 */
public record FaultAction(String ruleId, long delayNanos, Kind kind, int status, String cause, long resultCode,
                          ScriptedAnswer answer) {

    public enum Kind { NONE, HTTP, RESET, NO_ANSWER, DIAMETER, ANSWER }

    public FaultAction(String ruleId, long delayNanos, Kind kind, int status, String cause, long resultCode) {
        this(ruleId, delayNanos, kind, status, cause, resultCode, null);
    }

    /** The metrics tag: "delay", "error", "reset", "no_answer", "answer" (a delayed error counts as the error). */
    public String tag() {
        return switch (kind) {
            case NONE -> "delay";
            case HTTP, DIAMETER -> "error";
            case RESET -> "reset";
            case NO_ANSWER -> "no_answer";
            case ANSWER -> "answer";
        };
    }

    /** The fault rule's id, for the journal; null for a scripted answer. */
    public String faultId() {
        return kind == Kind.ANSWER ? null : ruleId;
    }

    /** The scripted answer's id, for the journal; null for a fault. */
    public String answerId() {
        return kind == Kind.ANSWER ? ruleId : null;
    }
}
