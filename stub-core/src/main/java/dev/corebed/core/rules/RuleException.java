package dev.corebed.core.rules;

/**
 * A rule, a journal query or a reset request a user got wrong: {@code pointer} names the offending field
 * (a JSON pointer into the body, or a query parameter name) and the message says why. The management API
 * answers it as 400 with the pointer in invalidParams.
 */
public class RuleException extends IllegalArgumentException {

    private final String pointer;

    public RuleException(String pointer, String reason) {
        super(reason);
        this.pointer = pointer;
    }

    public String pointer() {
        return pointer;
    }

    /** The same problem under a parent pointer ("/match" + "/path"). */
    public RuleException under(String prefix) {
        return new RuleException(prefix + pointer, getMessage());
    }
}
