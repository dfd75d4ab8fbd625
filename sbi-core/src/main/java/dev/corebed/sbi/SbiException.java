package dev.corebed.sbi;

import java.util.List;

/** A typed SBI error; the edge turns it into a ProblemDetails response. Carries no stack trace: it is control flow. */
public class SbiException extends RuntimeException {

    private final int status;
    private final String cause;
    private final List<ProblemDetails.InvalidParam> invalidParams;
    private final int retryAfterSeconds;

    public SbiException(int status, String cause, String detail, List<ProblemDetails.InvalidParam> invalidParams) {
        this(status, cause, detail, invalidParams, -1);
    }

    private SbiException(int status, String cause, String detail, List<ProblemDetails.InvalidParam> invalidParams,
                         int retryAfterSeconds) {
        super(detail, null, false, false);
        this.status = status;
        this.cause = cause;
        this.invalidParams = invalidParams;
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** 503 (or 429) with a Retry-After header: the stub cannot serve now, and says when to try again. */
    public static SbiException retryLater(int status, String cause, String detail, int retryAfterSeconds) {
        return new SbiException(status, cause, detail, null, Math.max(0, retryAfterSeconds));
    }

    /** Seconds for the answer's Retry-After header; -1: none. */
    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }

    public SbiException(int status, String cause, String detail) {
        this(status, cause, detail, null);
    }

    public static SbiException badRequest(String cause, String detail) {
        return new SbiException(400, cause, detail);
    }

    /** 400 naming the offending attribute or query parameter in invalidParams. */
    public static SbiException invalidParam(String cause, String param, String reason) {
        return new SbiException(400, cause, reason + ": " + param, List.of(new ProblemDetails.InvalidParam(param, reason)));
    }

    /**
     * 403 MODIFICATION_NOT_ALLOWED (TS 29.500 Table 5.2.7.2-1) naming each attribute a modification may not
     * touch, each with the same reason.
     */
    public static SbiException modificationNotAllowed(String detail, List<String> pointers, String reason) {
        return new SbiException(403, Cause.MODIFICATION_NOT_ALLOWED, detail,
                pointers.stream().map(p -> new ProblemDetails.InvalidParam(p, reason)).toList());
    }

    public static SbiException notFound(String detail) {
        return new SbiException(404, Cause.RESOURCE_NOT_FOUND, detail);
    }

    /** The offending attributes or parameters; empty when none is named. */
    public List<ProblemDetails.InvalidParam> invalidParams() {
        return invalidParams == null ? List.of() : invalidParams;
    }

    /**
     * This error for a document nested in a larger body at {@code prefix} (a JSON pointer): its invalidParams
     * named from that body ({@code /template/dnn}). One without invalidParams is itself.
     */
    public SbiException under(String prefix) {
        if (invalidParams().isEmpty()) {
            return this;
        }
        List<ProblemDetails.InvalidParam> renamed = invalidParams.stream()
                .map(p -> new ProblemDetails.InvalidParam(prefix + p.param(), p.reason())).toList();
        return new SbiException(status, cause, renamed.get(0).reason() + ": " + renamed.get(0).param(), renamed);
    }

    public int status() {
        return status;
    }

    public String cause() {
        return cause;
    }

    public ProblemDetails toProblem(String instance) {
        return new ProblemDetails(null, Problems.title(status), status, getMessage(), instance, cause,
                invalidParams == null || invalidParams.isEmpty() ? null : invalidParams);
    }
}
