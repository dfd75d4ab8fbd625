package dev.corebed.core.json;

/**
 * A patch that cannot be applied, said without any transport: the SBI edge turns it into ProblemDetails
 * (TS 29.500 §5.2.7, RFC 5789 §2.2). Carries no stack trace: it is control flow.
 */
public final class PatchException extends RuntimeException {

    /** Why the patch failed; the SBI answer follows from it. */
    public enum Kind {
        /** The document is no patch at all (not an array of PatchItem, or empty): 400 INVALID_MSG_FORMAT. */
        NOT_A_PATCH,
        /** A PatchItem lacks a member its op needs: 400 MANDATORY_IE_MISSING. */
        MISSING,
        /** A PatchItem member is wrong (unknown op, no JSON pointer): 400 MANDATORY_IE_INCORRECT. */
        INCORRECT,
        /** A well-formed patch that does not fit the resource as it is (failing test, missing target): 409. */
        CONFLICT
    }

    private final Kind kind;
    private final String pointer;

    /**
     * @param pointer the offending member of the patch document as a JSON pointer ({@code /2/path}), or null
     *                when the whole document is at fault
     */
    public PatchException(Kind kind, String pointer, String reason) {
        super(reason, null, false, false);
        this.kind = kind;
        this.pointer = pointer;
    }

    public Kind kind() {
        return kind;
    }

    public String pointer() {
        return pointer;
    }
}
