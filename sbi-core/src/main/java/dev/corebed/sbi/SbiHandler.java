package dev.corebed.sbi;

import java.util.concurrent.CompletionStage;

/**
 * The behaviour behind one 3GPP operation. It may answer at once (a completed stage) or later from
 * another thread (data-tier work); it throws or completes with {@link SbiException} for errors.
 * It never sees fault rules, overload control or metrics: the transport applies those.
 */
@FunctionalInterface
public interface SbiHandler {
    CompletionStage<SbiResponse> handle(SbiRequest request) throws Exception;
}
