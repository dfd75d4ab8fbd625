package dev.corebed.sbi;

import java.util.List;
import java.util.Map;

/**
 * One SBI request, fully received. The body is already bounded by the server's size limit.
 *
 * @param protocol "h2c", "h2" (TLS) or "http/1.1"
 * @param scheme   "http" or "https"
 */
public record SbiRequest(
        String method,
        String path,
        Map<String, String> pathParams,
        Map<String, List<String>> query,
        SbiHeaders headers,
        byte[] body,
        String protocol,
        String scheme,
        String authority) {

    /** {scheme}://{authority} as the client addressed this stub: the apiRoot for Location headers. */
    public String apiRoot() {
        return scheme + "://" + authority;
    }

    public String pathParam(String name) {
        return pathParams.get(name);
    }

    /** First value of a query parameter, or null. */
    public String queryParam(String name) {
        List<String> values = query.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    public String header(String name) {
        return headers.get(name);
    }

    public boolean hasBody() {
        return body.length > 0;
    }

    /** The body parsed as JSON; malformed JSON is a 400 INVALID_MSG_FORMAT. */
    public tools.jackson.databind.JsonNode json() {
        return Json.parse(body);
    }

    public <T> T json(Class<T> type) {
        return Json.read(body, type);
    }
}
