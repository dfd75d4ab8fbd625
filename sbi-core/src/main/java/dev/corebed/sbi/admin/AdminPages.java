package dev.corebed.sbi.admin;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Pages of stored items on the management port ({@code ?limit=&after=}): up to {@code limit} items in key order
 * after {@code after}; a full page names the key to start the next one after ({@code next}), the last page does not.
 */
public final class AdminPages {

    public static final int DEFAULT_LIMIT = 100;
    public static final int MAX_LIMIT = 1000;

    private AdminPages() {}

    /** The request's {@code limit}: 1 to {@value #MAX_LIMIT}, {@value #DEFAULT_LIMIT} when absent; 400 naming it otherwise. */
    public static int limit(SbiRequest r) {
        String text = r.queryParam("limit");
        if (text == null) {
            return DEFAULT_LIMIT;
        }
        int limit;
        try {
            limit = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            limit = -1;
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "limit", "1 to " + MAX_LIMIT);
        }
        return limit;
    }

    /** {@code {<name>: [views], next: <key of the last>}}, next only when the page is full. */
    public static <T> Map<String, Object> page(String name, List<T> items, int limit, Function<T, Object> view,
                                               Function<T, String> key) {
        Map<String, Object> page = new LinkedHashMap<>();
        page.put(name, items.stream().map(view).toList());
        if (!items.isEmpty() && items.size() == limit) {
            page.put("next", key.apply(items.get(items.size() - 1)));
        }
        return page;
    }
}
