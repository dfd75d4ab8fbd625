package dev.corebed.pcf.service;

/**
 * A Diameter request of the PCRF's that the PCRF refuses for what it is, not for its form: the service's typed error,
 * which the Diameter handlers answer with the result code the application's specification gives it. Carries no stack.
 */
public final class PcrfException extends RuntimeException {

    public enum Reason {
        /** No session of that Session-Id (RFC 6733: DIAMETER_UNKNOWN_SESSION_ID 5002). */
        UNKNOWN_SESSION,
        /** A CC-Request-Number not above the last one handled (TS 29.212: DIAMETER_ERROR_LATE_OVERLAPPING_REQUEST 5453). */
        LATE_OVERLAPPING_REQUEST,
        /** No Gx or N7 session of the AF session's UE address (TS 29.214: IP-CAN_SESSION_NOT_AVAILABLE 5065). */
        IP_CAN_SESSION_NOT_AVAILABLE
    }

    private final Reason reason;

    public PcrfException(Reason reason, String message) {
        super(message, null, false, false);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
