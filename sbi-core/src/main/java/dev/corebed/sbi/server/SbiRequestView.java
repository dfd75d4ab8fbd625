package dev.corebed.sbi.server;

import dev.corebed.core.rules.Identities;
import dev.corebed.core.rules.RequestView;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiHeaders;
import dev.corebed.sbi.UriDecoder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * An SBI request as fault rules, scripted answers and journal filters look at it. Everything is worked out
 * on first use (query decoded, body parsed, subscribers found) and kept, so a request no content rule
 * looks at pays for nothing, and one that several rules look at is parsed once. Lazy fields may be
 * computed twice by racing threads; the results are equal.
 */
class SbiRequestView implements RequestView {

    private static final JsonNode NOT_JSON = tools.jackson.databind.node.MissingNode.getInstance();
    /** How deep the body is searched for supi, gpsi and ueId attributes. */
    private static final int MAX_DEPTH = 8;

    final String method;
    final String uri;
    final SbiHeaders headers;
    final byte[] body;
    private Map<String, List<String>> query;
    private boolean undecodable;
    private JsonNode json;
    private List<String> supis;
    private List<String> gpsis;

    SbiRequestView(String method, String uri, SbiHeaders headers, byte[] body) {
        this.method = method;
        this.uri = uri;
        this.headers = headers;
        this.body = body;
    }

    @Override
    public String transport() {
        return SBI;
    }

    @Override
    public String method() {
        return method;
    }

    @Override
    public String path() {
        int q = uri.indexOf('?');
        return q < 0 ? uri : uri.substring(0, q);
    }

    /** The query string as received when it does not percent-decode as UTF-8 (the decoded query is then empty), else null. */
    String undecodableQuery() {
        query();
        return undecodable ? uri.substring(uri.indexOf('?') + 1) : null;
    }

    Map<String, List<String>> query() {
        Map<String, List<String>> q = query;
        if (q == null) {
            int i = uri.indexOf('?');
            try {
                q = i < 0 || i == uri.length() - 1 ? Map.of() : UriDecoder.decodeForm(uri.substring(i + 1));
            } catch (UriDecoder.MalformedException e) {
                // The operation's checks refuse it (400); no rule matches a query that does not decode.
                q = Map.of();
                undecodable = true;
            }
            query = q;
        }
        return q;
    }

    @Override
    public List<String> queryValues(String name) {
        List<String> v = query().get(name);
        return v == null ? List.of() : v;
    }

    @Override
    public String header(String name) {
        return headers.get(name);
    }

    @Override
    public JsonNode json() {
        JsonNode j = json;
        if (j == null) {
            j = NOT_JSON;
            if (body.length > 0 && (body[0] == '{' || body[0] == '[' || Character.isWhitespace(body[0]))) {
                try {
                    j = Json.MAPPER.readTree(body);
                } catch (RuntimeException notJson) {
                    j = NOT_JSON;
                }
            }
            json = j;
        }
        return j == NOT_JSON ? null : j;
    }

    @Override
    public List<String> identities(Identities.Kind kind) {
        if (supis == null) {
            List<String> s = new ArrayList<>();
            List<String> g = new ArrayList<>();
            for (String segment : path().split("/")) {
                add(Identities.kindOf(segment), segment, s, g);
            }
            query().values().forEach(values -> values.forEach(v -> add(Identities.kindOf(v), v, s, g)));
            JsonNode j = json();
            if (j != null) {
                search(j, s, g, 0);
            }
            gpsis = g;
            supis = s;
        }
        return kind == Identities.Kind.SUPI ? supis : gpsis;
    }

    private static void add(Identities.Kind kind, String value, List<String> supis, List<String> gpsis) {
        if (kind == Identities.Kind.SUPI) {
            supis.add(value);
        } else if (kind == Identities.Kind.GPSI) {
            gpsis.add(value);
        }
    }

    /** Attributes named supi, gpsi (TS 29.571 Supi, Gpsi) or ueId (a VarUeId: either, told by its prefix). */
    private static void search(JsonNode node, List<String> supis, List<String> gpsis, int depth) {
        if (depth > MAX_DEPTH) {
            return;
        }
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                JsonNode v = e.getValue();
                if (v.isString()) {
                    switch (e.getKey()) {
                        case "supi" -> supis.add(v.asString());
                        case "gpsi" -> gpsis.add(v.asString());
                        case "ueId" -> add(Identities.kindOf(v.asString()) == Identities.Kind.GPSI
                                ? Identities.Kind.GPSI : Identities.Kind.SUPI, v.asString(), supis, gpsis);
                        default -> { }
                    }
                } else if (v.isContainer()) {
                    search(v, supis, gpsis, depth + 1);
                }
            }
        } else if (node.isArray()) {
            for (JsonNode item : node) {
                search(item, supis, gpsis, depth + 1);
            }
        }
    }
}
