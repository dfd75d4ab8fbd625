package dev.corebed.model;

/**
 * One reason a body was refused.
 *
 * @param pointer   JSON pointer (RFC 6901) of the offending attribute; "" for the body as a whole
 * @param kind      what is wrong
 * @param mandatory whether every attribute along the pointer is one the schema requires
 * @param reason    a short explanation, without echoing the value
 */
public record Violation(String pointer, Kind kind, boolean mandatory, String reason) {

    public enum Kind {
        /** Not JSON, not UTF-8, not the JSON type of the body's schema, or trailing content. */
        MALFORMED,
        /** A required attribute is absent. */
        MISSING,
        /** An attribute has a value its schema refuses. */
        INCORRECT
    }
}
