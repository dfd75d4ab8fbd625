package dev.corebed.bsf.service;

import dev.corebed.model.ModelException;
import dev.corebed.model.Violation;
import dev.corebed.sbi.Json;
import java.util.List;

/**
 * The problems a rule of the BSF finds in a body that passed its schema, as the model's {@link Violation}s, so
 * that they are answered as the schema's are: one 400 naming every attribute, the most severe cause.
 */
final class Violations {

    private Violations() {}

    static Violation missing(String pointer, String reason) {
        return new Violation(pointer, Violation.Kind.MISSING, true, reason);
    }

    static Violation incorrect(String pointer, boolean mandatory, String reason) {
        return new Violation(pointer, Violation.Kind.INCORRECT, mandatory, reason);
    }

    /** A string longer than its column (counted in characters, as VARCHAR counts them) is refused. */
    static void fits(List<Violation> problems, String pointer, boolean mandatory, String value, int column) {
        if (value != null && value.length() > column && value.codePointCount(0, value.length()) > column) {
            problems.add(incorrect(pointer, mandatory, "longer than " + column + " characters (the stored column's size)"));
        }
    }

    /** Throws the 400 for the problems found, if any (sbi-core's one mapping of violations to causes). */
    static void answer(List<Violation> problems) {
        if (!problems.isEmpty()) {
            throw Json.badRequest(new ModelException(problems));
        }
    }
}
