package dev.corebed.testkit;

/** Gx Credit-Control-Requests ({@link Operations#ccr()}), narrowed to one CC-Request-Type by {@link #initial()} and the others. */
public final class CcrPattern extends RequestPattern {

    CcrPattern(RequestPattern p) {
        super(p);
    }

    /** CCR-I: CC-Request-Type INITIAL_REQUEST. */
    public RequestPattern initial() {
        return withOperation("CCR-I");
    }

    /** CCR-U: UPDATE_REQUEST. */
    public RequestPattern update() {
        return withOperation("CCR-U");
    }

    /** CCR-T: TERMINATION_REQUEST. */
    public RequestPattern termination() {
        return withOperation("CCR-T");
    }

    /** CCR-E: EVENT_REQUEST. */
    public RequestPattern event() {
        return withOperation("CCR-E");
    }
}
