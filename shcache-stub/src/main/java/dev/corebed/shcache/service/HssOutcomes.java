package dev.corebed.shcache.service;

import dev.corebed.diameter.ResultCode;
import dev.corebed.diameter.ResultCodes;
import dev.corebed.shcache.service.ShCacheException.Problem;

/**
 * What an HSS answer that is not a success means for the application server (shcache-stub/README.md, "Errors"):
 * the TS 29.329 §6.2 results by name, the protocol errors of RFC 6733 §7.1.3 an agent on the way may answer, and
 * anything else as an unexpected answer.
 */
final class HssOutcomes {

    private HssOutcomes() {}

    static ShCacheException error(String command, Hss.Answer answer, UserIdentity user, ShItem item) {
        ResultCode rc = answer.result();
        String detail = rc == null ? "the HSS answered " + command + " without Result-Code or Experimental-Result"
                : "the HSS answered " + command + " for " + item + " of " + user + " with " + rc;
        return new ShCacheException(rc == null ? Problem.UNEXPECTED_HSS_ANSWER : problem(rc), detail);
    }

    static Problem problem(ResultCode rc) {
        if (rc.experimental() && rc.vendorId() == ResultCodes.VENDOR_3GPP) {
            return switch ((int) rc.code()) {
                case 5001 -> Problem.USER_UNKNOWN;
                case 5002 -> Problem.IDENTITIES_DONT_MATCH;
                case 5008 -> Problem.TOO_MUCH_DATA;
                case 5011 -> Problem.FEATURE_UNSUPPORTED;
                case 5100 -> Problem.USER_DATA_NOT_RECOGNIZED;
                case 5101 -> Problem.OPERATION_NOT_ALLOWED;
                case 5102 -> Problem.USER_DATA_CANNOT_BE_READ;
                case 5103 -> Problem.USER_DATA_CANNOT_BE_MODIFIED;
                case 5104 -> Problem.USER_DATA_CANNOT_BE_NOTIFIED;
                case 5105 -> Problem.TRANSPARENT_DATA_OUT_OF_SYNC;
                case 5106, 5107 -> Problem.SUBS_DATA_ABSENT;
                case 4100 -> Problem.USER_DATA_NOT_AVAILABLE;
                case 4101 -> Problem.PRIOR_UPDATE_IN_PROGRESS;
                default -> Problem.UNEXPECTED_HSS_ANSWER;
            };
        }
        if (!rc.experimental()) {
            return switch ((int) rc.code()) {
                case 3004 -> Problem.NF_CONGESTION;
                case 3002, 3003, 3005, 3010 -> Problem.TARGET_NF_NOT_REACHABLE;
                default -> Problem.UNEXPECTED_HSS_ANSWER;
            };
        }
        return Problem.UNEXPECTED_HSS_ANSWER;
    }

    static boolean outOfSync(Hss.Answer answer) {
        ResultCode rc = answer.result();
        return rc != null && rc.vendorId() == ResultCodes.VENDOR_3GPP
                && rc.code() == ResultCodes.DIAMETER_ERROR_TRANSPARENT_DATA_OUT_OF_SYNC.code();
    }
}
