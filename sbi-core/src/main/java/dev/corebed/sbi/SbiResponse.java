package dev.corebed.sbi;

import java.util.ArrayList;
import java.util.List;

/** What a handler answers. Immutable apart from {@link #header}, which handlers call before returning. */
public final class SbiResponse {

    public static final String APPLICATION_JSON = "application/json";
    public static final String PROBLEM_JSON = "application/problem+json";

    private static final byte[] EMPTY = new byte[0];

    private final int status;
    private final String contentType;
    private final byte[] body;
    private List<String[]> headers;
    private String cause;
    private PreparedBody prepared;

    private SbiResponse(int status, String contentType, byte[] body) {
        this.status = status;
        this.contentType = contentType;
        this.body = body;
    }

    public static SbiResponse of(int status, String contentType, byte[] body) {
        return new SbiResponse(status, contentType, body == null ? EMPTY : body);
    }

    /** A JSON body: bytes already serialized, or any object Jackson can write. */
    public static SbiResponse json(int status, Object body) {
        return new SbiResponse(status, APPLICATION_JSON, body instanceof byte[] b ? b : Json.write(body));
    }

    /** A body served from direct memory without a copy per answer (see {@link PreparedBody}). */
    public static SbiResponse of(int status, String contentType, PreparedBody body) {
        SbiResponse r = new SbiResponse(status, contentType, body.bytes());
        r.prepared = body;
        return r;
    }

    public static SbiResponse noContent() {
        return new SbiResponse(204, null, EMPTY);
    }

    public static SbiResponse status(int status) {
        return new SbiResponse(status, null, EMPTY);
    }

    public SbiResponse header(String name, String value) {
        if (headers == null) {
            headers = new ArrayList<>(2);
        }
        headers.add(new String[] {name, value});
        return this;
    }

    /** The application error cause of an error answer (for metrics); null otherwise. Not sent as a header. */
    public String cause() {
        return cause;
    }

    public SbiResponse cause(String applicationCause) {
        this.cause = applicationCause;
        return this;
    }

    /** The prepared body, when the answer carries one; null otherwise. */
    public PreparedBody prepared() {
        return prepared;
    }

    public int status() {
        return status;
    }

    public String contentType() {
        return contentType;
    }

    public byte[] body() {
        return body;
    }

    /** Extra headers as name/value pairs; empty when none. */
    public List<String[]> headers() {
        return headers == null ? List.of() : headers;
    }

    public String headerValue(String name) {
        for (String[] h : headers()) {
            if (h[0].equalsIgnoreCase(name)) {
                return h[1];
            }
        }
        return null;
    }
}
