package dev.corebed.launcher.fuzz;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Malformed and edge inputs for one operation, each a single mutation of its valid sample: a path id, a
 * query parameter (value, encoding, repetition, name), the content type, or the body. Body mutations
 * are chosen by walking the operation's Rel-17 request schema from the root (every property at every
 * depth, present in the sample or not, through $ref, allOf, oneOf and anyOf) when the yaml is there, and
 * by walking the sample body itself when it is not. Everything comes from one seeded {@link Random}.
 */
public final class Mutator {

    static final JsonMapper JSON = JsonMapper.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String DEEP = "__fuzz_deep__";
    private static final String BAD_UTF8 = "__fuzz_bad_utf8__";
    private static final String LONG_300 = "a".repeat(300);
    private static final String LONG_5000 = "b".repeat(5000);

    /** Path ids: the raw segment as sent, and what it decodes to (null: it does not). */
    private static final String[][] PATH_IDS = {
            {"%", null}, {"%zz", null}, {"%C0%AF", null}, {"%E0%A4%A", null}, {"%FF", null}, {"%ED%A0%80", null},
            {"%F4%90%80%80", null}, {"%E0%80%AF", null}, {"a%4", null}, {"%25zz", "%zz"}, {"..", ".."}, {".", "."},
            {"%2E%2E", ".."}, {"%C3%A9t%C3%A9", "été"}, {"%2F", "/"}, {"%20", " "}, {"%00", "\0"}, {"x%41", "xA"},
            {"00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000000"}, {"-1", "-1"},
            {"2147483648", "2147483648"}, {"%7B%7D", "{}"}, {LONG_300, LONG_300}, {LONG_5000, LONG_5000},
            {"%E2%9C%93", "✓"}};

    /** Query values, decoded (sent percent-encoded as a client would). */
    private static final String[] QUERY_VALUES = {
            "abc", "1.5", "-1", "0", "2147483648", "9223372036854775808", "18446744073709551616", "true", "", " ",
            LONG_300, LONG_5000, "été", "null", "{", "[1,", "{\"sst\":\"x\"}", "[]", "{}", "UDM,AMF", ",", "%", "a,,b",
            "{\"sst\":1,\"sd\":\"zzzzzz\"}", "[{\"mcc\":\"1\",\"mnc\":\"2\"}]", "\u0000"};

    /** Query values sent as they are: malformed escapes and octets that are not UTF-8. */
    private static final String[] RAW_QUERY_VALUES = {"%", "%zz", "%E0%A4%A", "%C0%AF", "%FF", "%ED%A0%80", "a%4"};

    private final Spec spec;
    private final FuzzOperation op;
    private final Random rnd;
    private final List<Point> points = new ArrayList<>();

    /** A place in the body: its JSON pointer, its schema type ("any" unknown), present in the sample or not. */
    record Point(String pointer, String type, boolean present, boolean required) {}

    public Mutator(Spec spec, FuzzOperation op, Random rnd) {
        this.spec = spec;
        this.op = op;
        this.rnd = rnd;
        if (op.sample().body() != null && !op.isForm() && !op.isXml()) {
            JsonNode sample = JSON.readTree(op.sample().body());
            Spec.Ref schema = spec == null || op.spec().isEmpty() ? null : op.spec().get().bodies().get(op.sample().contentType());
            if (schema != null) {
                walkSchema(schema, sample, "", 0, true, new LinkedHashSet<>());
            } else {
                walkSample(sample, "", 0);
            }
        }
    }

    /** Whether the body points come from the Rel-17 schema (else from the sample). */
    public boolean schemaDriven() {
        return spec != null && op.spec().isPresent() && op.sample().body() != null && !op.isForm()
                && op.spec().get().bodies().get(op.sample().contentType()) != null;
    }

    /** The sample itself, unmutated: the oracle must find nothing wrong with it. */
    public FuzzInput sampleInput() {
        return withSampleBody("sample", target(fill(op.templates().get(0), encodedIds(op.sample().pathParams())),
                encodeQuery(op.sample().query())), false, op.sample().pathParams(), op.sample().query());
    }

    public List<FuzzInput> generate(int count) {
        List<FuzzInput> inputs = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            inputs.add(next(i));
        }
        return inputs;
    }

    private FuzzInput next(int i) {
        boolean body = op.sample().body() != null;
        boolean path = !op.sample().pathParams().isEmpty();
        int roll = rnd.nextInt(100);
        if (body) {
            if (roll < 60) {
                return op.isForm() ? formMutation() : op.isXml() ? xmlMutation() : bodyMutation();
            }
            if (roll < 67) {
                return contentTypeMutation();
            }
            if (path && roll < 87) {
                return pathMutation();
            }
            return queryMutation();
        }
        return path && roll < 50 ? pathMutation() : queryMutation();
    }

    // ---- the request around the mutated part

    private String template() {
        return op.templates().get(rnd.nextInt(op.templates().size()));
    }

    /** The path with the given raw (already encoded) segments for its parameters. */
    private static String fill(String template, Map<String, String> rawSegments) {
        String path = template;
        for (var e : rawSegments.entrySet()) {
            path = path.replace("{" + e.getKey() + "}", e.getValue());
        }
        return path;
    }

    private static Map<String, String> encodedIds(Map<String, String> ids) {
        Map<String, String> raw = new LinkedHashMap<>();
        ids.forEach((k, v) -> raw.put(k, URLEncoder.encode(v, StandardCharsets.UTF_8).replace("+", "%20")));
        return raw;
    }

    static String encodeQuery(Map<String, List<String>> query) {
        StringBuilder sb = new StringBuilder();
        query.forEach((name, values) -> values.forEach(v -> {
            sb.append(sb.isEmpty() ? "" : "&").append(URLEncoder.encode(name, StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(v, StandardCharsets.UTF_8));
        }));
        return sb.toString();
    }

    private static byte[] target(String path, String rawQuery) {
        return (rawQuery == null || rawQuery.isEmpty() ? path : path + "?" + rawQuery).getBytes(StandardCharsets.ISO_8859_1);
    }

    private FuzzInput request(String kind, byte[] target, boolean malformed, Map<String, String> pathParams,
                              Map<String, List<String>> query, String contentType, byte[] body, JsonNode json,
                              Map<String, List<String>> form) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (contentType != null) {
            headers.put("content-type", contentType);
        }
        return new FuzzInput(kind, op.method(), target, headers, body, malformed, pathParams, query, contentType, json, form);
    }

    /** The sample's own body, unchanged, for mutations elsewhere. */
    private FuzzInput withSampleBody(String kind, byte[] target, boolean malformed, Map<String, String> pathParams,
                                     Map<String, List<String>> query) {
        FuzzOperation.Sample s = op.sample();
        byte[] body = s.body() == null ? null : s.body().getBytes(StandardCharsets.UTF_8);
        JsonNode json = s.body() == null || op.isForm() || op.isXml() ? null : JSON.readTree(s.body());
        Map<String, List<String>> form = op.isForm() ? formOf(s.body()) : null;
        return request(kind, target, malformed, pathParams, query, s.contentType(), body, json, form);
    }

    // ---- path ids

    private FuzzInput pathMutation() {
        Map<String, String> ids = new LinkedHashMap<>(op.sample().pathParams());
        List<String> names = new ArrayList<>(ids.keySet());
        String name = names.get(rnd.nextInt(names.size()));
        String[] id = PATH_IDS[rnd.nextInt(PATH_IDS.length)];
        Map<String, String> raw = encodedIds(ids);
        byte[] target;
        boolean malformed = id[1] == null;
        String kind;
        if (rnd.nextInt(PATH_IDS.length + 2) == 0) {
            // raw octets in the request-target: 0xFF is no UTF-8; C3 A9 is "é"
            boolean bad = rnd.nextBoolean();
            raw.put(name, "\u0000RAW\u0000");
            String path = fill(template(), raw);
            String q = encodeQuery(op.sample().query());
            byte[] before = path.substring(0, path.indexOf("\u0000RAW\u0000")).getBytes(StandardCharsets.ISO_8859_1);
            byte[] after = (path.substring(path.indexOf("\u0000RAW\u0000") + 5) + (q.isEmpty() ? "" : "?" + q)).getBytes(StandardCharsets.ISO_8859_1);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.writeBytes(before);
            out.writeBytes(bad ? new byte[] {(byte) 0xFF} : new byte[] {(byte) 0xC3, (byte) 0xA9});
            out.writeBytes(after);
            target = out.toByteArray();
            malformed = bad;
            ids.put(name, "é");
            kind = "path " + name + ": raw " + (bad ? "0xFF" : "UTF-8 é");
        } else {
            raw.put(name, id[0]);
            target = target(fill(template(), raw), encodeQuery(op.sample().query()));
            if (id[1] != null) {
                ids.put(name, id[1]);
            }
            kind = "path " + name + ": " + abbreviate(id[0]);
        }
        return withSampleBody(kind, target, malformed, ids, op.sample().query());
    }

    // ---- query

    private Set<String> queryNames() {
        Set<String> names = new LinkedHashSet<>(op.sample().query().keySet());
        if (op.routeQuery() != null) {
            names.addAll(op.routeQuery());
        }
        op.spec().ifPresent(s -> s.in("query").forEach(p -> names.add(p.name())));
        return names;
    }

    private FuzzInput queryMutation() {
        Map<String, List<String>> q = new LinkedHashMap<>();
        op.sample().query().forEach((k, v) -> q.put(k, new ArrayList<>(v)));
        List<String> names = new ArrayList<>(queryNames());
        String path = fill(template(), encodedIds(op.sample().pathParams()));
        int kind = names.isEmpty() ? 3 : rnd.nextInt(10);
        String name = names.isEmpty() ? "x" : names.get(rnd.nextInt(names.size()));
        switch (kind) {
            case 0, 1, 2, 4 -> {
                String value = QUERY_VALUES[rnd.nextInt(QUERY_VALUES.length)];
                q.put(name, new ArrayList<>(List.of(value)));
                return withSampleBody("query " + name + "=" + abbreviate(value), target(path, encodeQuery(q)), false,
                        op.sample().pathParams(), q);
            }
            case 5, 6 -> {
                String raw = RAW_QUERY_VALUES[rnd.nextInt(RAW_QUERY_VALUES.length)];
                q.remove(name);
                String query = encodeQuery(q);
                String sent = (query.isEmpty() ? "" : query + "&") + URLEncoder.encode(name, StandardCharsets.UTF_8) + "=" + raw;
                return withSampleBody("query " + name + "=" + raw + " (malformed)", target(path, sent), true,
                        op.sample().pathParams(), q);
            }
            case 7 -> {
                List<String> values = new ArrayList<>(q.getOrDefault(name, List.of("a")));
                values.add(values.get(0));
                q.put(name, values);
                return withSampleBody("query " + name + " repeated", target(path, encodeQuery(q)), false, op.sample().pathParams(), q);
            }
            case 8 -> {
                if (q.remove(name) == null) {
                    q.put(name, new ArrayList<>(List.of("")));
                }
                return withSampleBody("query " + name + " dropped/emptied", target(path, encodeQuery(q)), false, op.sample().pathParams(), q);
            }
            default -> {
                String[][] unknown = {{"foo", "1"}, {name.toUpperCase(), "1"}, {"%zz", "1"}, {"", "x"}, {"a" + LONG_300, "1"}};
                String[] u = unknown[rnd.nextInt(unknown.length)];
                boolean malformed = u[0].startsWith("%");
                String query = encodeQuery(q);
                String sent = (query.isEmpty() ? "" : query + "&") + (malformed ? u[0] : URLEncoder.encode(u[0], StandardCharsets.UTF_8)) + "=" + u[1];
                Map<String, List<String>> meant = new LinkedHashMap<>(q);
                if (!malformed) {
                    meant.put(u[0], List.of(u[1]));
                }
                return withSampleBody("query unknown name " + abbreviate(u[0]), target(path, sent), malformed, op.sample().pathParams(), meant);
            }
        }
    }

    // ---- content type

    private FuzzInput contentTypeMutation() {
        String[] types = {"text/plain", "application/xml", null, "application/json-patch+json", "application/merge-patch+json",
                "application/json", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16"};
        String type = types[rnd.nextInt(types.length)];
        if (type != null && type.equals(op.sample().contentType())) {
            type = "text/plain";
        }
        FuzzInput base = withSampleBody("content-type " + type, target(fill(template(), encodedIds(op.sample().pathParams())),
                encodeQuery(op.sample().query())), false, op.sample().pathParams(), op.sample().query());
        return request(base.kind(), base.target(), false, base.pathParams(), base.query(), type, base.body(), base.json(), base.form());
    }

    // ---- JSON body

    private FuzzInput bodyMutation() {
        byte[] target = target(fill(template(), encodedIds(op.sample().pathParams())), encodeQuery(op.sample().query()));
        JsonNode root = JSON.readTree(op.sample().body());
        String type = op.sample().contentType();
        int roll = rnd.nextInt(100);
        if (roll < 12) {
            return byteLevel(target, root, type);
        }
        if (roll < 16) {
            JsonNode[] roots = {NODES.nullNode(), NODES.arrayNode(), NODES.textNode("x"), NODES.numberNode(1), NODES.objectNode(),
                    NODES.booleanNode(true)};
            JsonNode r = roots[rnd.nextInt(roots.length)];
            return request("body root " + r, target, false, op.sample().pathParams(), op.sample().query(), type,
                    JSON.writeValueAsBytes(r), r, null);
        }
        if (points.isEmpty()) {
            return byteLevel(target, root, type);
        }
        Point p = points.get(rnd.nextInt(points.size()));
        String kind;
        if (p.present() && !p.pointer().isEmpty() && rnd.nextInt(4) == 0) {
            remove(root, p.pointer());
            kind = "body " + p.pointer() + " dropped" + (p.required() ? " (required)" : "");
        } else {
            JsonNode value = valueFor(p.type(), p.present() ? root.at(p.pointer()) : null);
            if (value.isString() && value.asString().equals(DEEP)) {
                root = set(root, p.pointer(), value);
                byte[] bytes = new String(JSON.writeValueAsBytes(root), StandardCharsets.UTF_8)
                        .replace("\"" + DEEP + "\"", "[".repeat(3000) + "]".repeat(3000)).getBytes(StandardCharsets.UTF_8);
                // Over the nesting depth parsers guard against (RFC 8259 §9 lets a receiver bound it).
                return request("body " + p.pointer() + " = 3000-deep array", target, true, op.sample().pathParams(),
                        op.sample().query(), type, bytes, null, null);
            }
            root = set(root, p.pointer(), value);
            kind = "body " + (p.pointer().isEmpty() ? "/" : p.pointer()) + (p.present() ? " = " : " added = ") + abbreviate(value.toString());
        }
        return request(kind, target, false, op.sample().pathParams(), op.sample().query(), type, JSON.writeValueAsBytes(root), root, null);
    }

    /** Bodies that are not one JSON text in UTF-8. */
    private FuzzInput byteLevel(byte[] target, JsonNode root, String type) {
        String text = JSON.writeValueAsString(root);
        int k = rnd.nextInt(8);
        byte[] body;
        String kind;
        switch (k) {
            case 0, 1 -> {
                String[] bad = {"C0 AF", "FF", "ED A0 80", "F4 90 80 80", "E0 A4", "80"};
                String pick = bad[rnd.nextInt(bad.length)];
                String marked = markFirstString(root);
                byte[] b = java.util.HexFormat.ofDelimiter(" ").parseHex(pick);
                String[] halves = marked.split(BAD_UTF8, 2);
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                out.writeBytes(halves[0].getBytes(StandardCharsets.UTF_8));
                out.writeBytes(b);
                if (halves.length > 1) {
                    out.writeBytes(halves[1].getBytes(StandardCharsets.UTF_8));
                }
                body = out.toByteArray();
                kind = "body invalid UTF-8 " + pick;
            }
            case 2 -> {
                if (root.isObject() && !root.propertyNames().isEmpty()) {
                    String first = root.propertyNames().iterator().next();
                    body = (text.substring(0, text.length() - 1) + ",\"" + first + "\":" + root.get(first) + "}").getBytes(StandardCharsets.UTF_8);
                } else {
                    body = "{\"a\":1,\"a\":2}".getBytes(StandardCharsets.UTF_8);
                }
                kind = "body duplicate key";
            }
            case 3 -> {
                String[] tails = {"x", "}", " {}", ",", "\u0000"};
                String tail = tails[rnd.nextInt(tails.length)];
                body = (text + tail).getBytes(StandardCharsets.UTF_8);
                kind = "body trailing garbage " + abbreviate(tail);
            }
            case 4 -> {
                body = text.substring(0, Math.max(1, text.length() / 2)).getBytes(StandardCharsets.UTF_8);
                kind = "body truncated";
            }
            case 5 -> {
                body = new byte[0];
                kind = "body empty";
            }
            case 6 -> {
                body = text.replaceFirst("\"", "'").getBytes(StandardCharsets.UTF_8);
                kind = "body single quote";
            }
            default -> {
                body = ("/* a comment */" + text).getBytes(StandardCharsets.UTF_8);
                kind = "body with a comment";
            }
        }
        return request(kind, target, true, op.sample().pathParams(), op.sample().query(), type, body, null, null);
    }

    /** The body text with its first string value replaced by a marker, or one added. */
    private String markFirstString(JsonNode root) {
        String text = JSON.writeValueAsString(root);
        int q = text.indexOf(":\"");
        if (q >= 0) {
            int end = text.indexOf('"', q + 2);
            return text.substring(0, q + 2) + "a" + BAD_UTF8 + "b" + text.substring(end);
        }
        return "{\"x\":\"a" + BAD_UTF8 + "b\"}";
    }

    /** A value for a place of the given schema type: mostly wrong, sometimes an edge of the right type. */
    private JsonNode valueFor(String type, JsonNode current) {
        List<JsonNode> choices = new ArrayList<>(List.of(NODES.nullNode(), NODES.textNode(DEEP)));
        switch (type) {
            case "string" -> choices.addAll(List.of(NODES.textNode(""), NODES.textNode(LONG_300), NODES.textNode(LONG_5000),
                    NODES.textNode("été✓"), NODES.numberNode(1), NODES.booleanNode(true), NODES.objectNode(), NODES.arrayNode(),
                    NODES.textNode(" "), NODES.textNode("%zz")));
            case "integer", "number" -> choices.addAll(List.of(NODES.numberNode(BigInteger.TWO.pow(31)), NODES.numberNode(BigInteger.TWO.pow(63)),
                    NODES.numberNode(BigInteger.TWO.pow(64)), NODES.numberNode(-1), NODES.numberNode(new BigDecimal("1.5")),
                    NODES.textNode("1"), NODES.numberNode(0), NODES.numberNode(new BigDecimal("1e400"))));
            case "boolean" -> choices.addAll(List.of(NODES.textNode("true"), NODES.numberNode(1), NODES.textNode("")));
            case "array" -> {
                ArrayNode huge = NODES.arrayNode();
                JsonNode item = current != null && current.isArray() && !current.isEmpty() ? current.get(0) : NODES.textNode("x");
                for (int i = 0; i < 5000; i++) {
                    huge.add(item);
                }
                ArrayNode withNull = NODES.arrayNode().add(NODES.nullNode());
                ArrayNode wrongItem = NODES.arrayNode().add(item.isString() ? NODES.numberNode(1) : NODES.textNode("x"));
                choices.addAll(List.of(NODES.arrayNode(), huge, withNull, wrongItem, NODES.objectNode(), NODES.textNode("x")));
            }
            case "object" -> {
                ObjectNode extra = current != null && current.isObject() ? (ObjectNode) current.deepCopy() : NODES.objectNode();
                extra.put("unknownAttribute", 1);
                choices.addAll(List.of(NODES.objectNode(), NODES.arrayNode(), NODES.textNode("x"), extra, NODES.numberNode(1)));
            }
            default -> choices.addAll(List.of(NODES.textNode(""), NODES.textNode(LONG_300), NODES.numberNode(BigInteger.TWO.pow(63)),
                    NODES.numberNode(-1), NODES.objectNode(), NODES.arrayNode(), NODES.booleanNode(false)));
        }
        return choices.get(rnd.nextInt(choices.size()));
    }

    // ---- XML body (the Sh cache's Sh-Data)

    /**
     * A mutation of an XML body as text: octets that are not UTF-8, truncation, trailing content, a DTD with an
     * external or expanding entity, another root, and elements dropped, doubled, emptied or given edge values.
     */
    private FuzzInput xmlMutation() {
        byte[] target = target(fill(template(), encodedIds(op.sample().pathParams())), encodeQuery(op.sample().query()));
        String xml = op.sample().body();
        String type = op.sample().contentType();
        int k = rnd.nextInt(12);
        String kind;
        String body;
        boolean malformed = true;
        switch (k) {
            case 0 -> {
                String[] bad = {"C0 AF", "FF", "ED A0 80", "F4 90 80 80", "E0 A4", "80"};
                String pick = bad[rnd.nextInt(bad.length)];
                int at = xml.indexOf('>', xml.indexOf("<Sh-Data")) + 1;
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                out.writeBytes(xml.substring(0, at).getBytes(StandardCharsets.UTF_8));
                out.writeBytes(java.util.HexFormat.ofDelimiter(" ").parseHex(pick));
                out.writeBytes(xml.substring(at).getBytes(StandardCharsets.UTF_8));
                return request("xml invalid UTF-8 " + pick, target, true, op.sample().pathParams(), op.sample().query(), type,
                        out.toByteArray(), null, null);
            }
            case 1 -> {
                body = xml.substring(0, Math.max(1, xml.length() / 2));
                kind = "xml truncated";
            }
            case 2 -> {
                String[] tails = {"x", "<Sh-Data/>", "\u0000", "]]>"};
                String tail = tails[rnd.nextInt(tails.length)];
                body = xml + tail;
                kind = "xml trailing " + abbreviate(tail);
            }
            case 3 -> {
                body = rnd.nextBoolean()
                        ? "<?xml version=\"1.0\"?><!DOCTYPE Sh-Data [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + xml.replaceFirst(">", ">&x;")
                        : "<!DOCTYPE Sh-Data [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>"
                                + xml.replaceFirst(">", ">&b;");
                kind = "xml DTD with an entity";
            }
            case 4 -> {
                body = xml.replace("Sh-Data", "Other");
                kind = "xml another root";
            }
            case 5 -> {
                body = rnd.nextBoolean() ? "" : "{\"Sh-Data\":{}}";
                kind = body.isEmpty() ? "xml empty" : "xml is JSON";
                malformed = !body.isEmpty();
            }
            default -> {
                // an element of the sample dropped, doubled, emptied or given an edge value
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("<([A-Za-z-]+)>([^<]*)</\\1>").matcher(xml);
                List<String[]> leaves = new ArrayList<>();
                while (m.find()) {
                    leaves.add(new String[] {m.group(0), m.group(1)});
                }
                String[] leaf = leaves.isEmpty() ? new String[] {"<Sh-Data>", "Sh-Data"} : leaves.get(rnd.nextInt(leaves.size()));
                String[] values = {"", " ", "-1", "70000", "2147483648", "x", LONG_300, LONG_5000, "été✓", "&amp;", "&lt;a&gt;"};
                int how = rnd.nextInt(4);
                if (how == 0) {
                    body = xml.replace(leaf[0], "");
                    kind = "xml " + leaf[1] + " dropped";
                } else if (how == 1) {
                    body = xml.replace(leaf[0], leaf[0] + leaf[0]);
                    kind = "xml " + leaf[1] + " twice";
                } else {
                    String v = values[rnd.nextInt(values.length)];
                    body = xml.replace(leaf[0], "<" + leaf[1] + ">" + v + "</" + leaf[1] + ">");
                    kind = "xml " + leaf[1] + " = " + abbreviate(v);
                }
                malformed = false;
            }
        }
        return request(kind, target, malformed, op.sample().pathParams(), op.sample().query(), type,
                body.getBytes(StandardCharsets.UTF_8), null, null);
    }

    // ---- form body (the NRF's token endpoint)

    static Map<String, List<String>> formOf(String body) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            form.computeIfAbsent(java.net.URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8), k -> new ArrayList<>())
                    .add(java.net.URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return form;
    }

    private FuzzInput formMutation() {
        byte[] target = target(fill(template(), encodedIds(op.sample().pathParams())), encodeQuery(op.sample().query()));
        Map<String, List<String>> form = new LinkedHashMap<>();
        formOf(op.sample().body()).forEach((k, v) -> form.put(k, new ArrayList<>(v)));
        List<String> names = new ArrayList<>(form.keySet());
        op.spec().flatMap(s -> s.bodies().values().stream().findFirst()).ifPresent(schema -> {
            JsonNode props = spec.resolve(schema).node().path("properties");
            props.propertyNames().forEach(n -> {
                if (!names.contains(n)) {
                    names.add(n);
                }
            });
        });
        String name = names.get(rnd.nextInt(names.size()));
        int k = rnd.nextInt(10);
        String kind;
        if (k < 2) {
            String raw = RAW_QUERY_VALUES[rnd.nextInt(RAW_QUERY_VALUES.length)];
            form.remove(name);
            String sent = encodeQuery(form) + "&" + name + "=" + raw;
            return request("form " + name + "=" + raw + " (malformed)", target, true, op.sample().pathParams(), op.sample().query(),
                    op.sample().contentType(), sent.getBytes(StandardCharsets.ISO_8859_1), null, form);
        } else if (k < 3) {
            form.remove(name);
            kind = "form " + name + " dropped";
        } else if (k < 4) {
            form.computeIfAbsent(name, n -> new ArrayList<>(List.of("x"))).add(form.get(name).get(0));
            kind = "form " + name + " repeated";
        } else if (k < 5) {
            form.put("unknownField", new ArrayList<>(List.of("1")));
            kind = "form unknown field";
        } else {
            String value = QUERY_VALUES[rnd.nextInt(QUERY_VALUES.length)];
            form.put(name, new ArrayList<>(List.of(value)));
            kind = "form " + name + "=" + abbreviate(value);
        }
        return request(kind, target, false, op.sample().pathParams(), op.sample().query(), op.sample().contentType(),
                encodeQuery(form).getBytes(StandardCharsets.ISO_8859_1), null, form);
    }

    // ---- walking the schema or the sample

    private void walkSchema(Spec.Ref schemaRef, JsonNode sample, String pointer, int depth, boolean required, Set<String> seen) {
        Spec.Ref s = spec.resolve(schemaRef);
        JsonNode node = s.node();
        if (node == null || node.isMissingNode() || depth > 8) {
            return;
        }
        String key = s.file() + "#" + s.pointer() + "@" + pointer;
        if (!seen.add(key)) {
            return;
        }
        boolean present = sample != null && !sample.isMissingNode();
        points.add(new Point(pointer, typeOf(node), present, required));
        for (String combinator : List.of("allOf", "oneOf", "anyOf")) {
            JsonNode list = node.get(combinator);
            if (list != null && list.isArray()) {
                for (int i = 0; i < list.size(); i++) {
                    walkSchema(spec.child(s, combinator, Integer.toString(i)), sample, pointer, depth, required, seen);
                }
            }
        }
        if (!present) {
            return;
        }
        Set<String> requiredNames = new LinkedHashSet<>();
        node.path("required").forEach(r -> requiredNames.add(r.asString()));
        JsonNode props = node.get("properties");
        if (props != null && sample.isObject()) {
            for (String name : props.propertyNames()) {
                String childPointer = pointer + "/" + name.replace("~", "~0").replace("/", "~1");
                JsonNode child = sample.get(name);
                if (child != null) {
                    walkSchema(spec.child(s, "properties", name), child, childPointer, depth + 1, requiredNames.contains(name), seen);
                } else {
                    Spec.Ref ps = spec.resolve(spec.child(s, "properties", name));
                    points.add(new Point(childPointer, ps.node() == null ? "any" : typeOf(ps.node()), false, false));
                }
            }
        }
        JsonNode additional = node.get("additionalProperties");
        if (additional != null && additional.isObject() && sample.isObject()) {
            for (String name : sample.propertyNames()) {
                if (props == null || !props.has(name)) {
                    walkSchema(spec.child(s, "additionalProperties"), sample.get(name),
                            pointer + "/" + name.replace("~", "~0").replace("/", "~1"), depth + 1, false, seen);
                }
            }
        }
        if (node.has("items") && sample.isArray() && !sample.isEmpty()) {
            walkSchema(spec.child(s, "items"), sample.get(0), pointer + "/0", depth + 1, true, seen);
        }
    }

    private static String typeOf(JsonNode schema) {
        if (schema.has("type")) {
            return schema.get("type").asString();
        }
        if (schema.has("properties") || schema.has("additionalProperties")) {
            return "object";
        }
        if (schema.has("items")) {
            return "array";
        }
        if (schema.has("enum")) {
            return "string";
        }
        return "any";
    }

    private void walkSample(JsonNode sample, String pointer, int depth) {
        String type = sample.isObject() ? "object" : sample.isArray() ? "array" : sample.isString() ? "string"
                : sample.isIntegralNumber() ? "integer" : sample.isNumber() ? "number" : sample.isBoolean() ? "boolean" : "any";
        points.add(new Point(pointer, type, true, false));
        if (depth > 8) {
            return;
        }
        if (sample.isObject()) {
            for (String name : sample.propertyNames()) {
                walkSample(sample.get(name), pointer + "/" + name.replace("~", "~0").replace("/", "~1"), depth + 1);
            }
        } else if (sample.isArray() && !sample.isEmpty()) {
            walkSample(sample.get(0), pointer + "/0", depth + 1);
        }
    }

    // ---- editing a tree by JSON pointer

    private static JsonNode set(JsonNode root, String pointer, JsonNode value) {
        if (pointer.isEmpty()) {
            return value;
        }
        int slash = pointer.lastIndexOf('/');
        JsonNode parent = root.at(pointer.substring(0, slash));
        String last = pointer.substring(slash + 1).replace("~1", "/").replace("~0", "~");
        if (parent instanceof ObjectNode o) {
            o.set(last, value);
        } else if (parent instanceof ArrayNode a) {
            int i = Integer.parseInt(last);
            if (i < a.size()) {
                a.set(i, value);
            } else {
                a.add(value);
            }
        }
        return root;
    }

    private static void remove(JsonNode root, String pointer) {
        int slash = pointer.lastIndexOf('/');
        JsonNode parent = root.at(pointer.substring(0, slash));
        String last = pointer.substring(slash + 1).replace("~1", "/").replace("~0", "~");
        if (parent instanceof ObjectNode o) {
            o.remove(last);
        } else if (parent instanceof ArrayNode a) {
            a.remove(Integer.parseInt(last));
        }
    }

    static String abbreviate(String s) {
        String clean = s.replace("\u0000", "\\0");
        return clean.length() <= 40 ? clean : clean.substring(0, 20) + "…(" + clean.length() + " chars)";
    }
}
