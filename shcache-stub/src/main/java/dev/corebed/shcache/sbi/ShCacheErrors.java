package dev.corebed.shcache.sbi;

import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.shcache.service.ShCacheException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * The REST errors of the cache (shcache-stub/README.md, "Errors"): each {@link ShCacheException.Problem} answered
 * with its status, as a ProblemDetails whose {@code cause} is the problem's name (TS 29.329's result name without
 * its DIAMETER_ERROR_ prefix, or TS 29.500's cause for the HSS being busy, unreachable or late) and whose detail
 * names the HSS's result; Retry-After on the answers that invite a retry. Other failures (the data tier's queue
 * full...) go to sbi-core's mapping.
 */
final class ShCacheErrors {

    private final OverloadControl overload;

    ShCacheErrors(OverloadControl overload) {
        this.overload = overload;
    }

    CompletionStage<SbiResponse> answer(SbiRequest r, CompletionStage<SbiResponse> stage) {
        return stage.handle((response, failure) -> {
            if (failure == null) {
                return response;
            }
            Throwable cause = failure;
            while (cause instanceof CompletionException && cause.getCause() != null) {
                cause = cause.getCause();
            }
            if (cause instanceof ShCacheException e) {
                return response(e, r.path());
            }
            throw failure instanceof CompletionException c ? c : new CompletionException(failure);
        });
    }

    SbiResponse response(ShCacheException e, String instance) {
        int status = status(e.problem());
        SbiResponse response = Problems.response(new SbiException(status, e.problem().name(), e.getMessage()), instance);
        return retry(e.problem()) ? response.header("retry-after", Integer.toString(Math.max(1, overload.settings().retryAfter())))
                : response;
    }

    static int status(ShCacheException.Problem p) {
        return switch (p) {
            case USER_UNKNOWN, USER_DATA_NOT_FOUND, SUBSCRIPTION_NOT_FOUND, SUBS_DATA_ABSENT -> 404;
            case TRANSPARENT_DATA_OUT_OF_SYNC, PRIOR_UPDATE_IN_PROGRESS -> 409;
            case USER_DATA_NOT_RECOGNIZED -> 400;
            case OPERATION_NOT_ALLOWED, USER_DATA_CANNOT_BE_READ, USER_DATA_CANNOT_BE_MODIFIED, USER_DATA_CANNOT_BE_NOTIFIED,
                 IDENTITIES_DONT_MATCH -> 403;
            case TOO_MUCH_DATA -> 413;
            case FEATURE_UNSUPPORTED -> 501;
            case USER_DATA_NOT_AVAILABLE, NF_CONGESTION -> 503;
            case TARGET_NF_NOT_REACHABLE, TIMED_OUT_REQUEST -> 504;
            case UNEXPECTED_HSS_ANSWER, INVALID_HSS_DATA -> 502;
        };
    }

    private static boolean retry(ShCacheException.Problem p) {
        return switch (p) {
            case PRIOR_UPDATE_IN_PROGRESS, USER_DATA_NOT_AVAILABLE, NF_CONGESTION -> true;
            default -> false;
        };
    }
}
