package dev.corebed.model;

import java.util.List;

/** A body that does not bind to its schema; carries every violation found. No stack trace: it is control flow. */
public final class ModelException extends RuntimeException {

    private final List<Violation> violations;

    public ModelException(List<Violation> violations) {
        super(violations.isEmpty() ? "invalid" : violations.get(0).reason() + " at '" + violations.get(0).pointer() + "'",
                null, false, false);
        this.violations = List.copyOf(violations);
    }

    public List<Violation> violations() {
        return violations;
    }
}
