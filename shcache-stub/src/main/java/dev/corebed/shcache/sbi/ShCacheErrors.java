package dev.corebed.shcache.sbi;

import dev.corebed.core.overload.OverloadControl;
import dev.corebed.sbi.Problems;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.shcache.service.ShCacheException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * The REST errors of the cache (shcache-stub/README.md, "Errors"): a {@link ShCacheException} as its ProblemDetails,
 * with Retry-After on the answers that invite a retry. Other failures (the data tier's queue full...) go to
 * sbi-core's mapping.
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
        SbiResponse response = Problems.response(e, instance);
        return e.problem().retry() ? response.header("retry-after", Integer.toString(Math.max(1, overload.settings().retryAfter())))
                : response;
    }
}
