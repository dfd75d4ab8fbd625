package dev.corebed.testkit;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * An SBI request in the journal.
 *
 * @param query   each parameter's values, decoded
 * @param headers by lower-case name; repeated headers joined with ", "
 * @param body    the JSON body; a text node for a body that is not JSON (base64 when {@code base64}); null when there was none
 * @param status  the HTTP status answered, null when nothing was
 * @param cause   the ProblemDetails cause of an error answer
 */
public record SbiEntry(long id, Instant time, String nf, String service, String operation, String method, String path,
                       Map<String, List<String>> query, Map<String, String> headers, JsonNode body, boolean base64,
                       boolean truncated, Integer status, String cause, String fault, String answer, long durationMicros,
                       JsonNode json) implements JournalEntry {

    static SbiEntry of(JsonNode n) {
        Map<String, List<String>> query = new LinkedHashMap<>();
        n.path("query").properties().forEach(e -> {
            List<String> values = new ArrayList<>();
            e.getValue().forEach(v -> values.add(v.asString()));
            query.put(e.getKey(), List.copyOf(values));
        });
        Map<String, String> headers = new LinkedHashMap<>();
        n.path("headers").properties().forEach(e -> headers.put(e.getKey().toLowerCase(Locale.ROOT), e.getValue().asString()));
        JsonNode body = n.get("body");
        Long status = JournalEntry.number(n, "status");
        return new SbiEntry(n.path("id").asLong(), Instant.parse(n.path("time").asString()), JournalEntry.text(n, "nf"),
                JournalEntry.text(n, "service"), JournalEntry.text(n, "operation"), JournalEntry.text(n, "method"),
                JournalEntry.text(n, "path"), Collections.unmodifiableMap(query), Collections.unmodifiableMap(headers),
                body == null || body.isNull() ? null : body, "base64".equals(JournalEntry.text(n, "bodyEncoding")),
                n.path("truncated").asBoolean(false), status == null ? null : status.intValue(),
                JournalEntry.text(n, "cause"), JournalEntry.text(n, "fault"), JournalEntry.text(n, "answer"),
                n.path("durationMicros").asLong(), n);
    }

    @Override
    public Long answered() {
        return status == null ? null : (long) status;
    }

    /** The first value of a query parameter, or null. */
    public String queryParam(String name) {
        List<String> v = query.get(name);
        return v == null || v.isEmpty() ? null : v.get(0);
    }

    /** A header by name in any case, or null. */
    public String header(String name) {
        return headers.get(name.toLowerCase(Locale.ROOT));
    }

    /** The JSON body's value at this JSON pointer ({@code "/nfType"}), or null when absent. */
    public JsonNode body(String jsonPointer) {
        if (body == null) {
            return null;
        }
        JsonNode v = body.at(jsonPointer);
        return v.isMissingNode() ? null : v;
    }

    /** The body as text (the JSON text of a JSON body), or null when there was none. */
    public String bodyText() {
        return body == null ? null : body.isString() ? body.asString() : body.toString();
    }

    /** The path with its query, as received. */
    public String target() {
        if (query.isEmpty()) {
            return path;
        }
        StringBuilder sb = new StringBuilder(path);
        char sep = '?';
        for (Map.Entry<String, List<String>> e : query.entrySet()) {
            for (String v : e.getValue()) {
                sb.append(sep).append(e.getKey()).append('=').append(v);
                sep = '&';
            }
        }
        return sb.toString();
    }

    @Override
    public String summary() {
        return "#" + id + " " + method + " " + target() + (operation != null ? " (" + operation + ")" : "") + " → "
                + (status == null ? "no answer" : status + (cause != null ? " " + cause : ""))
                + (answer != null ? " [scripted answer " + answer + "]" : "") + (fault != null ? " [fault " + fault + "]" : "");
    }
}
