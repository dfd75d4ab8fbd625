package dev.corebed.sbi;

import java.util.List;

/** A typed SBI error; the edge turns it into a ProblemDetails response. Carries no stack trace: it is control flow. */
public class SbiException extends RuntimeException {

    private final int status;
    private final String cause;
    private final List<ProblemDetails.InvalidParam> invalidParams;

    public SbiException(int status, String cause, String detail, List<ProblemDetails.InvalidParam> invalidParams) {
        super(detail, null, false, false);
        this.status = status;
        this.cause = cause;
        this.invalidParams = invalidParams;
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

    public static SbiException notFound(String detail) {
        return new SbiException(404, Cause.RESOURCE_NOT_FOUND, detail);
    }

    /** The offending attributes or parameters; empty when none is named. */
    public List<ProblemDetails.InvalidParam> invalidParams() {
        return invalidParams == null ? List.of() : invalidParams;
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
