package dev.corebed.scp.service;

import dev.corebed.sbi.Cause;

/**
 * An answer the SCP gives itself instead of a producer's (TS 29.500 §6.10.8: the errors an SCP originates), as
 * ProblemDetails: the status and cause, what went wrong, the header or parameter at fault, and the headers that
 * tell the consumer when to come back.
 *
 * @param param      the offending header (invalidParams[0].param); null when none
 * @param retryAfter seconds for Retry-After; -1 = none
 * @param oci        a 3gpp-Sbi-Oci value (the SCP's own overload); null = none
 */
public record Refusal(int status, String cause, String detail, String param, int retryAfter, String oci) {

    public static Refusal of(int status, String cause, String detail) {
        return new Refusal(status, cause, detail, null, -1, null);
    }

    /** A header the SCP needs is wrong (400 MANDATORY_IE_INCORRECT) or missing (MANDATORY_IE_MISSING). */
    public static Refusal badHeader(String cause, String header, String reason) {
        return new Refusal(400, cause, reason + ": " + header, header, -1, null);
    }

    /** TS 29.500 §6.10.8: no answer from the producer(s) in time, or none could be reached. */
    public static Refusal targetNotReachable(String detail) {
        return of(504, Cause.TARGET_NF_NOT_REACHABLE, detail);
    }
}
