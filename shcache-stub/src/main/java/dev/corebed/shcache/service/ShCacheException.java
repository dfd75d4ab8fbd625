package dev.corebed.shcache.service;

import dev.corebed.sbi.SbiException;

/**
 * Why the cache could not do what an application server asked: an answer of the HSS that is not a success, the HSS
 * not answering, or the cache not finding what was asked; nothing was cached or changed. An SbiException with the
 * documented status (shcache-stub/README.md, "Errors") and the problem's name as its cause (TS 29.329's result name
 * without its DIAMETER_ERROR_ prefix, or TS 29.500's cause for the HSS being busy, unreachable or late).
 */
public final class ShCacheException extends SbiException {

    /** The outcome, named after the TS 29.329 result it comes from where there is one. */
    public enum Problem {
        /** DIAMETER_ERROR_USER_UNKNOWN (5001): the HSS does not know the identity. */
        USER_UNKNOWN(404, false),
        /** The HSS answered 2001 but holds no such data for the user (no RepositoryData of that Service-Indication...). */
        USER_DATA_NOT_FOUND(404, false),
        /** No subscription of the cache to that data of the user. */
        SUBSCRIPTION_NOT_FOUND(404, false),
        /** DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC (5105): the repository data changed in the HSS meanwhile. */
        TRANSPARENT_DATA_OUT_OF_SYNC(409, false),
        /** DIAMETER_PRIOR_UPDATE_IN_PROGRESS (4101): another update of the data is being processed; retry. */
        PRIOR_UPDATE_IN_PROGRESS(409, true),
        /** DIAMETER_ERROR_USER_DATA_NOT_RECOGNIZED (5100): the HSS did not take the Sh-Data written. */
        USER_DATA_NOT_RECOGNIZED(400, false),
        /** DIAMETER_ERROR_OPERATION_NOT_ALLOWED (5101). */
        OPERATION_NOT_ALLOWED(403, false),
        /** DIAMETER_ERROR_USER_DATA_CANNOT_BE_READ (5102). */
        USER_DATA_CANNOT_BE_READ(403, false),
        /** DIAMETER_ERROR_USER_DATA_CANNOT_BE_MODIFIED (5103). */
        USER_DATA_CANNOT_BE_MODIFIED(403, false),
        /** DIAMETER_ERROR_USER_DATA_CANNOT_BE_NOTIFIED (5104). */
        USER_DATA_CANNOT_BE_NOTIFIED(403, false),
        /** DIAMETER_ERROR_IDENTITIES_DONT_MATCH (5002). */
        IDENTITIES_DONT_MATCH(403, false),
        /** DIAMETER_ERROR_SUBS_DATA_ABSENT (5106), DIAMETER_ERROR_NO_SUBSCRIPTION_TO_DATA (5107). */
        SUBS_DATA_ABSENT(404, false),
        /** DIAMETER_ERROR_FEATURE_UNSUPPORTED (5011). */
        FEATURE_UNSUPPORTED(501, false),
        /** DIAMETER_ERROR_TOO_MUCH_DATA (5008): the data is larger than the HSS keeps. */
        TOO_MUCH_DATA(413, false),
        /** DIAMETER_USER_DATA_NOT_AVAILABLE (4100): the HSS cannot give the data now; retry. */
        USER_DATA_NOT_AVAILABLE(503, true),
        /** The HSS answered DIAMETER_TOO_BUSY (3004), or too many requests already wait for it: retry. */
        NF_CONGESTION(503, true),
        /** No open connection to the HSS, or a Diameter agent could not deliver (3002, 3003...). */
        TARGET_NF_NOT_REACHABLE(504, false),
        /** The HSS did not answer within {@code stub.shcache.hss.timeout}. */
        TIMED_OUT_REQUEST(504, false),
        /** Any other answer of the HSS (5012 DIAMETER_UNABLE_TO_COMPLY, a 5004 about our request...). */
        UNEXPECTED_HSS_ANSWER(502, false),
        /** The HSS answered 2001 with a User-Data the cache cannot read. */
        INVALID_HSS_DATA(502, false);

        private final int status;
        private final boolean retry;

        Problem(int status, boolean retry) {
            this.status = status;
            this.retry = retry;
        }

        /** The REST status (shcache-stub/README.md, "Errors"). */
        public int status() {
            return status;
        }

        /** Whether the answer invites a retry (Retry-After). */
        public boolean retry() {
            return retry;
        }
    }

    private final Problem problem;

    public ShCacheException(Problem problem, String detail) {
        super(problem.status(), problem.name(), detail);
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }
}
