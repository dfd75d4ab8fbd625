package dev.corebed.sbi;

import java.util.List;
import java.util.Map;

/**
 * One SBI request, fully received. The body is already bounded by the server's size limit. The
 * query string is decoded on first use, so operations that never read it do not pay for it.
 */
public final class SbiRequest {

    private final String method;
    private final String path;
    private final Map<String, String> pathParams;
    private final String rawQuery;
    private final SbiHeaders headers;
    private final byte[] body;
    private final String protocol;
    private final String scheme;
    private final String authority;
    private volatile Map<String, List<String>> query;

    /**
     * @param rawQuery the part of the URI after '?', or null
     * @param protocol "h2c", "h2" (TLS) or "http/1.1"
     * @param scheme   "http" or "https"
     */
    public SbiRequest(String method, String path, Map<String, String> pathParams, String rawQuery, SbiHeaders headers,
                      byte[] body, String protocol, String scheme, String authority) {
        this.method = method;
        this.path = path;
        this.pathParams = pathParams;
        this.rawQuery = rawQuery;
        this.headers = headers;
        this.body = body;
        this.protocol = protocol;
        this.scheme = scheme;
        this.authority = authority;
    }

    public String method() {
        return method;
    }

    public String path() {
        return path;
    }

    public Map<String, String> pathParams() {
        return pathParams;
    }

    public String pathParam(String name) {
        return pathParams.get(name);
    }

    /**
     * The decoded query parameters (names and values percent-decoded as UTF-8), in order.
     *
     * @throws SbiException 400 INVALID_QUERY_PARAM naming the parameter (its raw name if the name itself
     *                      does not decode) when an escape is malformed or the octets are not UTF-8
     */
    public Map<String, List<String>> query() {
        Map<String, List<String>> q = query;
        if (q == null) {
            // Decoding is idempotent: two threads racing here compute equal maps.
            try {
                q = rawQuery == null || rawQuery.isEmpty() ? Map.of() : UriDecoder.decodeForm(rawQuery);
            } catch (UriDecoder.MalformedException e) {
                throw SbiException.invalidParam(Cause.INVALID_QUERY_PARAM, e.component(), e.getMessage());
            }
            query = q;
        }
        return q;
    }

    /** The query string as received (after '?'), or null. */
    public String rawQuery() {
        return rawQuery;
    }

    /** First value of a query parameter, or null. */
    public String queryParam(String name) {
        List<String> values = query().get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    public SbiHeaders headers() {
        return headers;
    }

    public String header(String name) {
        return headers.get(name);
    }

    public byte[] body() {
        return body;
    }

    public boolean hasBody() {
        return body.length > 0;
    }

    public String protocol() {
        return protocol;
    }

    public String scheme() {
        return scheme;
    }

    public String authority() {
        return authority;
    }

    /** {scheme}://{authority} as the client addressed this stub: the apiRoot for Location headers. */
    public String apiRoot() {
        return scheme + "://" + authority;
    }

    /** The body parsed as JSON; malformed JSON is a 400 INVALID_MSG_FORMAT. */
    public tools.jackson.databind.JsonNode json() {
        return Json.parse(body);
    }

    /** The body read leniently into a type, without schema checks; prefer {@link #body(Class)}. */
    public <T> T json(Class<T> type) {
        return Json.read(body, type);
    }

    /**
     * The body bound strictly to a model record (e.g. {@code dev.corebed.model.ts29521.PcfBinding}) and
     * validated against its Rel-17 schema; a refused body is a 400 with the TS 29.500 cause and the
     * offending attributes in invalidParams (see {@link Json#bind(byte[], Class)}).
     */
    public <T> T body(Class<T> type) {
        return Json.bind(body, type);
    }

    /** As {@link #body(Class)} for a list or map root, e.g. {@code StrictJson.listOf(PatchItem.class)}. */
    public <T> T body(tools.jackson.databind.JavaType type) {
        return Json.bind(body, type);
    }
}
