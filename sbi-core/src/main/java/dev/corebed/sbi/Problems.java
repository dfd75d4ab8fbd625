package dev.corebed.sbi;

import dev.corebed.core.health.DependencyUnavailableException;
import dev.corebed.core.json.PatchException;
import dev.corebed.sbi.client.SbiClient;
import java.net.ConnectException;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;

/** The one mapper at the edge: any failure becomes a ProblemDetails response with a TS 29.500 cause. */
public final class Problems {
    private Problems() {}

    private static final byte[] SYSTEM_FAILURE_BODY = response(500, Cause.SYSTEM_FAILURE, "internal error", null).body();

    /** The answer of last resort, encoded once: for when even building a ProblemDetails answer failed. */
    public static SbiResponse systemFailure() {
        return SbiResponse.of(500, SbiResponse.PROBLEM_JSON, SYSTEM_FAILURE_BODY).cause(Cause.SYSTEM_FAILURE);
    }

    public static SbiResponse response(int status, String cause, String detail, String instance) {
        return response(new SbiException(status, cause, detail), instance);
    }

    public static SbiResponse response(SbiException e, String instance) {
        SbiResponse r = SbiResponse.of(e.status(), SbiResponse.PROBLEM_JSON, Json.write(e.toProblem(instance))).cause(e.cause());
        return e.retryAfterSeconds() < 0 ? r : r.header("retry-after", Integer.toString(e.retryAfterSeconds()));
    }

    /** Maps what a handler threw or completed with. */
    public static SbiException from(Throwable t) {
        t = unwrap(t);
        if (t instanceof SbiException e) {
            return e;
        }
        if (t instanceof PatchException p) {
            return patch(p);
        }
        if (t instanceof SbiClient.PoolExhaustedException) {
            // A peer this stub forwards to has no stream left: answer as congestion, as a real NF would.
            return new SbiException(503, Cause.NF_CONGESTION, "no capacity towards the peer: " + t.getMessage());
        }
        if (t instanceof TimeoutException) {
            return new SbiException(504, Cause.TIMED_OUT_REQUEST, "the peer did not answer in time");
        }
        if (t instanceof ConnectException) {
            return new SbiException(504, Cause.TARGET_NF_NOT_REACHABLE, "the peer is not reachable: " + t.getMessage());
        }
        if (t instanceof DependencyUnavailableException d) {
            return unavailable(d);
        }
        if (t instanceof RejectedExecutionException) {
            // A bounded executor is full: the stub is overloaded, not broken.
            return SbiException.retryLater(503, Cause.NF_CONGESTION, "no capacity left: " + t.getMessage(), 1);
        }
        return new SbiException(500, Cause.SYSTEM_FAILURE, t.getClass().getSimpleName() + ": " + t.getMessage());
    }

    /**
     * A part the stub needs cannot serve now: the data tier is unreachable, or saturated. 503 NF_CONGESTION with
     * Retry-After, the detail saying which. TS 29.500 Table 5.2.7.2-1 has one cause for 503, NF_CONGESTION; the
     * causes of a failed NF (NF_FAILOVER, NF_SERVICE_FAILOVER, INSUFFICIENT_RESOURCES, SYSTEM_FAILURE) are all 500
     * Internal Server Error, which says nothing about trying again, whereas the stub is back (or its queue has room)
     * within seconds: 503 with Retry-After (TS 29.500 §6.4, RFC 9110 §10.2.3) tells the consumer to retry it later or
     * another instance now, which is what a consumer's failover and overload handling act on.
     */
    static SbiException unavailable(DependencyUnavailableException d) {
        return SbiException.retryLater(503, Cause.NF_CONGESTION, d.getMessage(), d.retryAfterSeconds());
    }

    /**
     * A JSON Patch that failed (TS 29.500 §5.2.7.2, RFC 5789 §2.2): a malformed one is 400 with the TS 29.500
     * cause, one that does not fit the resource is 409 Conflict, for which TS 29.500 defines no cause.
     */
    static SbiException patch(PatchException p) {
        List<ProblemDetails.InvalidParam> params = p.pointer() == null ? null
                : List.of(new ProblemDetails.InvalidParam(p.pointer(), p.getMessage()));
        return switch (p.kind()) {
            case NOT_A_PATCH -> new SbiException(400, Cause.INVALID_MSG_FORMAT, p.getMessage(), params);
            case MISSING -> new SbiException(400, Cause.MANDATORY_IE_MISSING, p.getMessage(), params);
            case INCORRECT -> new SbiException(400, Cause.MANDATORY_IE_INCORRECT, p.getMessage(), params);
            case CONFLICT -> new SbiException(409, null, p.getMessage(), params);
        };
    }

    /** The failure inside the wrappers futures add (CompletionException, ExecutionException). */
    public static Throwable unwrap(Throwable t) {
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    static String title(int status) {
        return switch (status) {
            case 400 -> "Bad Request";
            case 401 -> "Unauthorized";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 406 -> "Not Acceptable";
            case 409 -> "Conflict";
            case 411 -> "Length Required";
            case 412 -> "Precondition Failed";
            case 413 -> "Payload Too Large";
            case 415 -> "Unsupported Media Type";
            case 429 -> "Too Many Requests";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 501 -> "Not Implemented";
            case 502 -> "Bad Gateway";
            case 503 -> "Service Unavailable";
            case 504 -> "Gateway Timeout";
            default -> null;
        };
    }
}
