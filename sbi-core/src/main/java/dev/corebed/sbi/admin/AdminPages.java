package dev.corebed.sbi.admin;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;

/** The {@code limit} of a management route that lists a stub's state page by page. */
public final class AdminPages {

    private AdminPages() {}

    /**
     * The request's {@code limit}, {@code defaultLimit} when absent.
     *
     * @throws SbiException 400 OPTIONAL_QUERY_PARAM_INCORRECT naming {@code limit} when it is not an integer from
     *                      {@code min} to {@code max}
     */
    public static int limit(SbiRequest r, int defaultLimit, int min, int max) {
        String text = r.queryParam("limit");
        if (text == null) {
            return defaultLimit;
        }
        int limit;
        try {
            limit = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            limit = min - 1;
        }
        if (limit < min || limit > max) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "limit", "an integer " + min + " to " + max);
        }
        return limit;
    }
}
