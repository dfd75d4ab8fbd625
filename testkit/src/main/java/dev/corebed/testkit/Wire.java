package dev.corebed.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** How patterns are written on the management API: a rule's {@code match} object, a journal query's parameters. */
final class Wire {

    static final JsonMapper JSON = JsonMapper.builder().build();

    private Wire() {}

    /** The {@code match} of a scripted answer or fault rule. */
    static ObjectNode match(RequestPattern p) {
        List<String> journalOnly = p.journalOnly();
        if (!journalOnly.isEmpty()) {
            throw new IllegalArgumentException("a rule cannot match on " + String.join(" or ", journalOnly)
                    + " (decided when the stub answers): " + p);
        }
        ObjectNode m = JSON.createObjectNode();
        put(m, "nf", p.nf);
        put(m, "service", p.service);
        put(m, "operation", p.operation);
        put(m, "method", p.method);
        put(m, "path", p.path);
        put(m, "query", p.query);
        put(m, "headers", p.headers);
        put(m, "body", p.body);
        put(m, "supi", p.supi);
        put(m, "gpsi", p.gpsi);
        put(m, "avps", p.avps);
        return m;
    }

    /**
     * The journal filters of a pattern, as (name, value) pairs. The journal has no query-parameter filter and
     * no {@code nf} one (a stub's journal is its own): those are checked on this side, see {@link #needsLocalCheck}.
     */
    static List<String[]> journalFilters(RequestPattern p) {
        List<String[]> out = new ArrayList<>();
        add(out, "transport", p.transport);
        add(out, "service", p.service);
        add(out, "operation", p.operation);
        add(out, "method", p.method);
        add(out, "path", p.path);
        p.headers.forEach((k, v) -> out.add(new String[] {"header", k + ":" + v}));
        p.body.forEach((k, v) -> out.add(new String[] {"body", k + "=" + v}));
        p.avps.forEach((k, v) -> out.add(new String[] {"avp", k + "=" + v}));
        add(out, "supi", p.supi);
        add(out, "gpsi", p.gpsi);
        add(out, "status", p.status == null ? null : String.valueOf(p.status));
        return out;
    }

    /** Whether the journal's answer must still be filtered here (query parameters, nf). */
    static boolean needsLocalCheck(RequestPattern p) {
        return !p.query.isEmpty() || p.nf != null;
    }

    private static void add(List<String[]> out, String name, String value) {
        if (value != null) {
            out.add(new String[] {name, value});
        }
    }

    private static void put(ObjectNode n, String name, String value) {
        if (value != null) {
            n.put(name, value);
        }
    }

    private static void put(ObjectNode n, String name, Map<String, String> values) {
        if (!values.isEmpty()) {
            ObjectNode o = n.putObject(name);
            values.forEach(o::put);
        }
    }

    /** JSON text, a JsonNode, or any value Jackson writes (a Map, a record). */
    static JsonNode toJson(Object value) {
        if (value instanceof JsonNode n) {
            return n;
        }
        if (value instanceof String s) {
            return JSON.readTree(s);
        }
        return JSON.valueToTree(value);
    }
}
