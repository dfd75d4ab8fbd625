package dev.corebed.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tools.jackson.core.JsonPointer;
import tools.jackson.databind.JsonNode;

/**
 * A {@link Match} made ready to run: patterns and pointers compiled once, when the rule is stored. The
 * static part (nf, service, operation, method) is decided once per route and cached by the transports;
 * the content part runs per request, only for the rules that survived the static part.
 */
public final class Matcher {

    /** Matches every request. */
    public static final Matcher ANY = new Builder().build();

    private record Pair(String name, String value) {}

    private record BodyValue(JsonPointer pointer, String value) {}

    private final String nf;
    private final String service;
    private final String operation;
    private final String method;
    private final PathPattern path;
    private final List<Pair> query;
    private final List<Pair> headers;
    private final List<BodyValue> body;
    private final List<Pair> avps;
    private final String supi;
    private final String gpsi;

    private Matcher(Builder b) {
        nf = b.nf;
        service = b.service;
        operation = b.operation;
        method = b.method;
        path = b.path;
        query = List.copyOf(b.query);
        headers = List.copyOf(b.headers);
        body = List.copyOf(b.body);
        avps = List.copyOf(b.avps);
        supi = b.supi;
        gpsi = b.gpsi;
    }

    /** Compiles a rule's match; problems are reported under {@code prefix} ("/match"). */
    public static Matcher of(Match m, String prefix) {
        if (m == null) {
            return ANY;
        }
        Builder b = new Builder().nf(m.nf()).service(m.service()).operation(m.operation()).method(m.method())
                .supi(m.supi()).gpsi(m.gpsi());
        if (present(m.path())) {
            b.path(PathPattern.compile(m.path(), prefix + "/path"));
        }
        each(m.query(), prefix + "/query", b::query);
        each(m.headers(), prefix + "/headers", b::header);
        if (m.body() != null) {
            m.body().forEach((ptr, value) -> b.body(ptr, value, prefix + "/body/" + escape(ptr)));
        }
        each(m.avps(), prefix + "/avps", b::avp);
        return b.build();
    }

    private interface PairSink {
        void add(String name, String value);
    }

    private static void each(Map<String, String> map, String pointer, PairSink sink) {
        if (map == null) {
            return;
        }
        map.forEach((k, v) -> {
            if (v == null) {
                throw new RuleException(pointer + "/" + escape(k), "a value is required (\"*\" for any)");
            }
            sink.add(k, v);
        });
    }

    /** RFC 6901 escaping of one reference token. */
    public static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }

    private static boolean present(String s) {
        return s != null && !s.isEmpty() && !"*".equals(s);
    }

    private static boolean field(String pattern, String value) {
        return !present(pattern) || pattern.equalsIgnoreCase(value);
    }

    /** Criteria only an SBI request can meet. */
    private boolean sbiOnly() {
        return present(method) || path != null || !query.isEmpty() || !headers.isEmpty() || !body.isEmpty();
    }

    /**
     * The part decided by what a route or command is: nf, service, operation (or, for Diameter, the command
     * name that also covers its request types: "CCR" matches a "CCR-I" request), method, and whether the
     * criteria fit the transport at all.
     */
    public boolean matchesStatic(String transport, String nfName, String serviceName, String operationName,
                                 String command, String httpMethod) {
        if (RequestView.DIAMETER.equals(transport) ? sbiOnly() : !avps.isEmpty()) {
            return false;
        }
        return field(nf, nfName) && field(service, serviceName)
                && (field(operation, operationName) || command != null && field(operation, command))
                && field(method, httpMethod);
    }

    /** True when {@link #matchesContent} has something to check. */
    public boolean hasContent() {
        return path != null || !query.isEmpty() || !headers.isEmpty() || !body.isEmpty() || !avps.isEmpty()
                || present(supi) || present(gpsi);
    }

    /** The per-request part: path, query, headers, body, AVPs, subscriber. */
    public boolean matchesContent(RequestView r) {
        if (path != null && !path.matches(r.path())) {
            return false;
        }
        for (Pair q : query) {
            if (!anyValue(q.value, r.queryValues(q.name))) {
                return false;
            }
        }
        for (Pair h : headers) {
            if (!value(h.value, r.header(h.name))) {
                return false;
            }
        }
        if (!body.isEmpty()) {
            JsonNode json = r.json();
            for (BodyValue b : body) {
                if (!value(b.value, json == null ? null : text(json.at(b.pointer)))) {
                    return false;
                }
            }
        }
        for (Pair a : avps) {
            if (!anyValue(a.value, r.avpValues(a.name))) {
                return false;
            }
        }
        return identity(supi, r, Identities.Kind.SUPI) && identity(gpsi, r, Identities.Kind.GPSI);
    }

    public boolean matches(RequestView r, String nfName, String serviceName, String operationName, String command) {
        return matchesStatic(r.transport(), nfName, serviceName, operationName, command, r.method())
                && (!hasContent() || matchesContent(r));
    }

    private static boolean identity(String wanted, RequestView r, Identities.Kind kind) {
        if (!present(wanted)) {
            return true;
        }
        for (String id : r.identities(kind)) {
            if (Identities.same(id, wanted)) {
                return true;
            }
        }
        return false;
    }

    /** A JSON value as rules compare it: a string as its text, anything else as its JSON text; null when missing. */
    public static String text(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return null;
        }
        return node.isString() ? node.asString() : node.toString();
    }

    private static boolean value(String expected, String actual) {
        return actual != null && ("*".equals(expected) || expected.equals(actual));
    }

    private static boolean anyValue(String expected, List<String> actual) {
        for (String a : actual) {
            if (value(expected, a)) {
                return true;
            }
        }
        return false;
    }

    /** Builds a matcher from parts, as journal queries do (a header may be given twice). */
    public static final class Builder {
        private String nf;
        private String service;
        private String operation;
        private String method;
        private PathPattern path;
        private final List<Pair> query = new ArrayList<>();
        private final List<Pair> headers = new ArrayList<>();
        private final List<BodyValue> body = new ArrayList<>();
        private final List<Pair> avps = new ArrayList<>();
        private String supi;
        private String gpsi;

        public Builder nf(String v) {
            nf = v;
            return this;
        }

        public Builder service(String v) {
            service = v;
            return this;
        }

        public Builder operation(String v) {
            operation = v;
            return this;
        }

        public Builder method(String v) {
            method = v;
            return this;
        }

        public Builder path(PathPattern v) {
            path = v;
            return this;
        }

        public Builder query(String name, String value) {
            query.add(new Pair(name, value));
            return this;
        }

        public Builder header(String name, String value) {
            headers.add(new Pair(name, value));
            return this;
        }

        /** @throws RuleException naming {@code where} when the pointer is not an RFC 6901 JSON pointer */
        public Builder body(String pointer, String value, String where) {
            JsonPointer p;
            try {
                p = JsonPointer.compile(pointer);
            } catch (IllegalArgumentException e) {
                throw new RuleException(where, "not a JSON pointer (RFC 6901): " + pointer);
            }
            if (value == null) {
                throw new RuleException(where, "a value is required (\"*\" for any)");
            }
            body.add(new BodyValue(p, value));
            return this;
        }

        public Builder avp(String nameOrCode, String value) {
            avps.add(new Pair(nameOrCode, value));
            return this;
        }

        public Builder supi(String v) {
            supi = v;
            return this;
        }

        public Builder gpsi(String v) {
            gpsi = v;
            return this;
        }

        public Matcher build() {
            return new Matcher(this);
        }
    }
}
