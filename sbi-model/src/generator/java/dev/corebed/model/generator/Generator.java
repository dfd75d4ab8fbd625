package dev.corebed.model.generator;

import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Generates the model records and operation descriptors of {@code dev.corebed.model.ts*} from the 3GPP
 * Rel-17 OpenAPI files, for the schemas and APIs listed in the roots file. The mapping is described in
 * the module's README. Arguments: project root, 3GPP directory setting (may be empty), roots file, output
 * source directory.
 */
public final class Generator {

    static final String BASE_PACKAGE = "dev.corebed.model";
    /** Where the generated files go, relative to the module. */
    static final String SOURCES = "src/main/java/";
    static final String NOTES = "src/main/model/approximations.txt";

    public static void main(String[] args) throws IOException {
        Path dir = threeGppDir(args[1], Path.of(args[0]));
        if (dir == null) {
            throw new IllegalStateException(MISSING);
        }
        Map<String, String> files = generate(dir, Path.of(args[2]));
        write(files, Path.of(args[3]));
        System.out.println("generated " + files.size() + " files from " + dir);
    }

    /** What a check says when the yaml files are not there. */
    public static final String MISSING = "3GPP Rel-17 OpenAPI files not found: set corebed.3gpp.dir (or COREBED_3GPP_DIR) "
            + "to a directory holding TS29571_CommonData.yaml";

    /**
     * The 3GPP directory: the setting if given, else the environment's COREBED_3GPP_DIR, else
     * ../shared/3gpp/rel-17 beside the project root; null when it holds no TS29571_CommonData.yaml.
     */
    public static Path threeGppDir(String setting, Path projectRoot) {
        String env = System.getenv("COREBED_3GPP_DIR");
        Path dir;
        if (setting != null && !setting.isBlank() && !setting.startsWith("${")) {
            dir = Path.of(setting);
        } else if (env != null && !env.isBlank()) {
            dir = Path.of(env);
        } else {
            dir = projectRoot.resolve("../shared/3gpp/rel-17").normalize();
        }
        return Files.isRegularFile(dir.resolve("TS29571_CommonData.yaml")) ? dir : null;
    }

    /** Generates every file: path relative to the source root → content. */
    public static Map<String, String> generate(Path yamlDir, Path rootsFile) throws IOException {
        Generator g = new Generator(yamlDir);
        for (String line : Files.readAllLines(rootsFile)) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] w = l.split("\\s+");
            switch (w[0]) {
                case "schema" -> g.schemaRoot(w[1], w[2]);
                case "api" -> g.apis.add(new Api(w[1], w[2], w.length > 3 ? w[3] : ""));
                default -> throw new IllegalArgumentException("roots file: unknown entry " + l);
            }
        }
        for (Api api : g.apis) {
            g.operations(api);
        }
        g.drain();
        return g.render();
    }

    /** Replaces the generated packages of the module at {@code module} with {@code files}. */
    public static void write(Map<String, String> files, Path module) throws IOException {
        Path out = module;
        Path base = module.resolve(SOURCES).resolve(BASE_PACKAGE.replace('.', '/'));
        if (Files.isDirectory(base)) {
            try (Stream<Path> s = Files.list(base)) {
                for (Path p : s.filter(p -> p.getFileName().toString().startsWith("ts")).toList()) {
                    try (Stream<Path> w = Files.walk(p)) {
                        for (Path f : w.sorted(Comparator.reverseOrder()).toList()) {
                            Files.delete(f);
                        }
                    }
                }
            }
        }
        for (Map.Entry<String, String> e : files.entrySet()) {
            Path f = out.resolve(e.getKey());
            Files.createDirectories(f.getParent());
            Files.writeString(f, e.getValue());
        }
    }

    // ---------------------------------------------------------------- yaml access

    private final Path dir;
    private final Map<String, Map<String, Object>> docs = new HashMap<>();
    final List<Api> apis = new ArrayList<>();

    private Generator(Path dir) {
        this.dir = dir;
    }

    record Api(String file, String className, String pathPrefix) {}

    /** A schema node and the file it was read from (for relative references). */
    record Node(String file, Map<String, Object> map) {
        Object get(String k) {
            return map.get(k);
        }

        boolean has(String k) {
            return map.containsKey(k);
        }
    }

    @SuppressWarnings("unchecked")
    Map<String, Object> doc(String file) {
        return docs.computeIfAbsent(file, f -> {
            LoaderOptions o = new LoaderOptions();
            o.setCodePointLimit(64 * 1024 * 1024);
            try (InputStream in = Files.newInputStream(dir.resolve(f))) {
                return (Map<String, Object>) new Yaml(new SafeConstructor(o)).load(in);
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + f, e);
            }
        });
    }

    /** The target of a $ref (file-relative), as file + JSON pointer fragment. */
    static String[] target(String file, String ref) {
        int hash = ref.indexOf('#');
        String f = hash == 0 ? file : ref.substring(0, hash);
        return new String[] {f, ref.substring(hash + 1)};
    }

    @SuppressWarnings("unchecked")
    Node at(String file, String pointer) {
        Object n = doc(file);
        for (String token : pointer.substring(1).split("/")) {
            String t = URLDecoder.decode(token, StandardCharsets.UTF_8).replace("~1", "/").replace("~0", "~");
            n = ((Map<String, Object>) n).get(t);
            if (n == null) {
                throw new IllegalArgumentException("no " + pointer + " in " + file);
            }
        }
        return new Node(file, (Map<String, Object>) n);
    }

    Node deref(Node n) {
        while (n.has("$ref")) {
            String[] t = target(n.file(), (String) n.get("$ref"));
            n = at(t[0], t[1]);
        }
        return n;
    }

    @SuppressWarnings("unchecked")
    static Node child(Node parent, Object value) {
        return new Node(parent.file(), (Map<String, Object>) value);
    }

    @SuppressWarnings("unchecked")
    static List<Object> list(Object o) {
        return o == null ? List.of() : (List<Object>) o;
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> map(Object o) {
        return o == null ? Map.of() : (Map<String, Object>) o;
    }

    static String packageOf(String file) {
        return BASE_PACKAGE + "." + file.substring(0, file.indexOf('_')).toLowerCase();
    }

    static String specOf(String file) {
        String ts = file.substring(2, file.indexOf('_'));
        return "TS " + ts.substring(0, 2) + "." + ts.substring(2);
    }

    // ---------------------------------------------------------------- the model being built

    /** A record to generate: top-level for a named schema, nested for an inline object. */
    static final class Rec {
        final String pkg;
        final String name;
        final Rec outer;
        final String source; // file#/components/schemas/X or a description of the inline place
        final List<Prop> props = new ArrayList<>();
        final List<String> presence = new ArrayList<>();
        final List<Rec> nested = new ArrayList<>();
        Node node;
        boolean built;

        Rec(String pkg, String name, Rec outer, String source) {
            this.pkg = pkg;
            this.name = name;
            this.outer = outer;
            this.source = source;
        }

        Rec top() {
            return outer == null ? this : outer.top();
        }

        String fqn() {
            return outer == null ? pkg + "." + name : outer.fqn() + "." + name;
        }
    }

    record Prop(String json, String java, JType type, boolean required) {}

    /**
     * A Java type for a schema, with the constraints on a value of it. {@code rec} or {@code raw} names the
     * type; {@code args} are List/Map element types.
     */
    static final class JType {
        String raw; // String, Long, Integer, java.math.BigInteger, Double, Boolean, JsonNode, List, Map
        Rec rec;
        final List<JType> args = new ArrayList<>();
        final List<String> annos = new ArrayList<>();
        boolean nullable;

        static JType of(String raw) {
            JType t = new JType();
            t.raw = raw;
            return t;
        }

        static JType of(Rec rec) {
            JType t = new JType();
            t.rec = rec;
            t.annos.add("@Valid");
            return t;
        }

        boolean cascades() {
            return rec != null || args.stream().anyMatch(JType::cascades);
        }
    }

    private final Map<String, Rec> named = new LinkedHashMap<>();
    private final java.util.ArrayDeque<Rec> pending = new java.util.ArrayDeque<>();
    final Map<String, List<Rec>> topLevel = new TreeMap<>();
    final Map<String, String> descriptors = new TreeMap<>();
    /** Schemas the generator could not map faithfully, with what it did instead. */
    final Set<String> approximations = new LinkedHashSet<>();

    void schemaRoot(String file, String name) {
        JType t = type(new Node(file, Map.of("$ref", "#/components/schemas/" + name)), null, name);
        if (t.rec == null) {
            throw new IllegalArgumentException("root " + file + "#" + name + " is not an object schema");
        }
    }

    void drain() {
        while (!pending.isEmpty()) {
            build(pending.poll());
        }
    }

    // ---------------------------------------------------------------- schema → type

    /** Whether a schema (after its own $ref) is presence-only: required/not/properties-with-enum, no type. */
    boolean presenceOnly(Node n) {
        if (n.has("$ref") || n.has("type")) {
            return false;
        }
        for (String k : n.map().keySet()) {
            if (!Set.of("required", "not", "properties", "oneOf", "anyOf", "allOf", "description").contains(k)) {
                return false;
            }
        }
        for (String comb : List.of("oneOf", "anyOf", "allOf")) {
            for (Object a : list(n.get(comb))) {
                if (!presenceOnly(child(n, a))) {
                    return false;
                }
            }
        }
        if (n.has("not") && !presenceOnly(child(n, n.get("not")))) {
            return false;
        }
        return true;
    }

    /** Whether a schema maps to a record (an object with properties, or allOf of such). */
    boolean objectLike(Node n) {
        n = deref(n);
        if (n.has("properties")) {
            return true;
        }
        if ("object".equals(n.get("type")) && !n.has("additionalProperties")
                && !n.has("oneOf") && !n.has("anyOf")) {
            return true; // an object with presence rules only, or an empty object
        }
        if (Boolean.FALSE.equals(n.get("additionalProperties"))) {
            return true;
        }
        if (n.has("allOf")) {
            for (Object a : list(n.get("allOf"))) {
                Node an = child(n, a);
                if (objectLike(an)) {
                    return true;
                }
            }
        }
        return false;
    }

    boolean isNullValue(Node n) {
        Node d = deref(n);
        List<Object> e = list(d.get("enum"));
        return e.size() == 1 && e.get(0) == null;
    }

    /**
     * The type of a schema. {@code owner} is the record an inline object nests in, {@code name} the name an
     * inline object gets.
     */
    JType type(Node n, Rec owner, String name) {
        if (n.has("$ref")) {
            String[] t = target(n.file(), (String) n.get("$ref"));
            Node target = at(t[0], t[1]);
            String schemaName = t[1].substring(t[1].lastIndexOf('/') + 1);
            JType result;
            if (objectLike(target) && !target.has("$ref")) {
                result = JType.of(named(t[0], t[1], schemaName, target));
            } else {
                result = type(target, owner, name);
            }
            if (Boolean.TRUE.equals(target.get("nullable"))) {
                result.nullable = true;
            }
            return result;
        }
        JType t = inline(n, owner, name);
        if (Boolean.TRUE.equals(n.get("nullable"))) {
            t.nullable = true;
        }
        return t;
    }

    Rec named(String file, String pointer, String schemaName, Node target) {
        String key = file + "#" + pointer;
        Rec r = named.get(key);
        if (r == null) {
            r = new Rec(packageOf(file), typeName(schemaName), null, specOf(file) + " " + schemaName + " (" + file + ")");
            r.node = target;
            named.put(key, r);
            topLevel.computeIfAbsent(r.pkg, k -> new ArrayList<>()).add(r);
            pending.add(r);
        }
        return r;
    }

    JType inline(Node n, Rec owner, String name) {
        if (n.has("oneOf") || n.has("anyOf")) {
            if (!objectLike(n)) {
                return union(n, owner, name);
            }
        }
        if (n.has("allOf") && !objectLike(n)) {
            return allOfScalar(n, owner, name);
        }
        if (objectLike(n)) {
            Rec r = nested(owner, name, n);
            return JType.of(r);
        }
        Object type = n.get("type");
        if (type == null) {
            if (n.has("enum")) {
                type = "string";
            } else {
                return JType.of("JsonNode"); // any JSON value
            }
        }
        switch ((String) type) {
            case "object": {
                Object ap = n.get("additionalProperties");
                JType t = JType.of("Map");
                t.args.add(ap instanceof Map<?, ?> ? type(child(n, ap), owner, name + "Value") : JType.of("JsonNode"));
                if (n.has("minProperties") || n.has("maxProperties")) {
                    t.annos.add(size(n.get("minProperties"), n.get("maxProperties")));
                }
                return t;
            }
            case "array": {
                JType t = JType.of("List");
                t.args.add(type(child(n, n.get("items")), owner, name + "Item"));
                if (Boolean.TRUE.equals(n.get("uniqueItems"))) {
                    approximations.add(n.file() + " " + (owner == null ? name : owner.name + "." + name)
                            + ": uniqueItems not checked in a body");
                }
                if (n.has("minItems") || n.has("maxItems")) {
                    t.annos.add(size(n.get("minItems"), n.get("maxItems")));
                }
                return t;
            }
            case "string":
                return string(n);
            case "integer":
                return integer(n);
            case "number": {
                JType t = JType.of("Double");
                if (n.has("minimum")) {
                    t.annos.add("@DecimalMin(value = \"" + n.get("minimum") + "\""
                            + (Boolean.TRUE.equals(n.get("exclusiveMinimum")) ? ", inclusive = false" : "") + ")");
                }
                if (n.has("maximum")) {
                    t.annos.add("@DecimalMax(value = \"" + n.get("maximum") + "\""
                            + (Boolean.TRUE.equals(n.get("exclusiveMaximum")) ? ", inclusive = false" : "") + ")");
                }
                return t;
            }
            case "boolean": {
                JType t = JType.of("Boolean");
                if (n.has("enum")) {
                    t.annos.add(values(list(n.get("enum"))));
                }
                return t;
            }
            default:
                throw new IllegalArgumentException("unknown type " + type + " in " + n.file());
        }
    }

    JType string(Node n) {
        JType t = JType.of("String");
        for (String p : patterns(n)) {
            t.annos.add("@Pattern(regexp = " + literal(p) + ")");
        }
        if (n.has("minLength") || n.has("maxLength")) {
            t.annos.add(size(n.get("minLength"), n.get("maxLength")));
        }
        if (n.has("enum")) {
            t.annos.add(values(list(n.get("enum"))));
        }
        String kind = formatKind(n.get("format"));
        if (kind != null) {
            t.annos.add("@Format(Format.Kind." + kind + ")");
        }
        return t;
    }

    static String formatKind(Object format) {
        if (format == null) {
            return null;
        }
        return switch ((String) format) {
            case "uuid" -> "UUID";
            case "date-time" -> "DATE_TIME";
            case "date" -> "DATE";
            case "ipv4" -> "IPV4";
            case "ipv6" -> "IPV6";
            case "uri" -> "URI";
            case "byte" -> "BYTE";
            default -> null;
        };
    }

    /** A string schema's patterns, including those of an allOf of patterns. */
    List<String> patterns(Node n) {
        List<String> out = new ArrayList<>();
        if (n.has("pattern")) {
            out.add((String) n.get("pattern"));
        }
        for (Object a : list(n.get("allOf"))) {
            out.addAll(patterns(deref(child(n, a))));
        }
        return out;
    }

    JType integer(Node n) {
        java.math.BigInteger min = n.has("minimum") ? new java.math.BigInteger(n.get("minimum").toString()) : null;
        java.math.BigInteger max = n.has("maximum") ? new java.math.BigInteger(n.get("maximum").toString()) : null;
        if (Boolean.TRUE.equals(n.get("exclusiveMinimum")) && min != null) {
            min = min.add(java.math.BigInteger.ONE);
        }
        if (Boolean.TRUE.equals(n.get("exclusiveMaximum")) && max != null) {
            max = max.subtract(java.math.BigInteger.ONE);
        }
        JType t;
        boolean big = max != null && max.bitLength() > 63;
        if (big) {
            t = JType.of("java.math.BigInteger");
            if (min != null) {
                t.annos.add("@DecimalMin(\"" + min + "\")");
            }
            t.annos.add("@DecimalMax(\"" + max + "\")");
            return t;
        }
        boolean int32 = "int32".equals(n.get("format"))
                && (min == null || min.bitLength() < 32) && (max == null || max.bitLength() < 32);
        t = JType.of(int32 ? "Integer" : "Long");
        if (min != null) {
            t.annos.add("@Min(" + min + (t.raw.equals("Long") ? "L" : "") + ")");
        }
        if (max != null) {
            t.annos.add("@Max(" + max + (t.raw.equals("Long") ? "L" : "") + ")");
        }
        if (n.has("enum")) {
            t.annos.add(values(list(n.get("enum"))));
        }
        return t;
    }

    /** allOf on a non-object: a string with several patterns, or one schema with added descriptions. */
    JType allOfScalar(Node n, Rec owner, String name) {
        List<Object> parts = list(n.get("allOf"));
        if ("string".equals(n.get("type")) || parts.stream().allMatch(p -> child(n, p).has("pattern"))) {
            return string(n);
        }
        List<Node> typed = new ArrayList<>();
        for (Object p : parts) {
            Node pn = child(n, p);
            if (pn.has("$ref") || pn.has("type") || pn.has("oneOf") || pn.has("anyOf")) {
                typed.add(pn);
            }
        }
        if (typed.size() == 1) {
            return type(typed.get(0), owner, name);
        }
        approximations.add(n.file() + " " + name + ": allOf of " + typed.size() + " non-object schemas, only the first is checked");
        return type(typed.get(0), owner, name);
    }

    /** oneOf/anyOf that is not an object's presence rule: a nullable type, an extensible enum, or a union. */
    JType union(Node n, Rec owner, String name) {
        boolean exactlyOne = n.has("oneOf");
        List<Node> alts = new ArrayList<>();
        boolean nullable = false;
        for (Object a : list(n.get(exactlyOne ? "oneOf" : "anyOf"))) {
            Node an = child(n, a);
            if (isNullValue(an)) {
                nullable = true;
            } else {
                alts.add(an);
            }
        }
        JType t = union(n, alts, exactlyOne, owner, name);
        t.nullable |= nullable;
        return t;
    }

    JType union(Node n, List<Node> alts, boolean exactlyOne, Rec owner, String name) {
        if (alts.size() == 1) {
            return type(alts.get(0), owner, name);
        }
        List<Node> resolved = alts.stream().map(this::deref).toList();
        // Extensible enumeration (TS 29.501 §5.2.3): any string is valid.
        if (resolved.stream().allMatch(a -> "string".equals(a.get("type")) || isStringUnion(a))) {
            List<String> regexes = new ArrayList<>();
            for (Node a : resolved) {
                String r = stringRegex(a);
                if (r == null) {
                    return JType.of("String");
                }
                regexes.add(r);
            }
            JType t = JType.of("String");
            t.annos.add("@Pattern(regexp = " + literal(String.join("|", regexes)) + ")");
            return t;
        }
        // anyOf [X, EmptyObject] where X accepts {} too: X.
        if (!exactlyOne && resolved.size() == 2) {
            for (int i = 0; i < 2; i++) {
                Node other = resolved.get(1 - i);
                if (isEmptyObject(resolved.get(i)) && objectLike(other) && list(other.get("required")).isEmpty()) {
                    return type(alts.get(1 - i), owner, name);
                }
            }
        }
        Set<String> jsonTypes = new LinkedHashSet<>();
        List<String> classes = new ArrayList<>();
        for (int i = 0; i < alts.size(); i++) {
            Node a = resolved.get(i);
            if (objectLike(a)) {
                JType at = type(alts.get(i), owner, name + "Alt" + (i + 1));
                classes.add(at.rec.fqn() + ".class");
                jsonTypes.add("object");
            } else {
                Object type = a.get("type");
                if (type == null) {
                    approximations.add(n.file() + " " + name + ": alternative without a type, any value accepted");
                    return JType.of("JsonNode");
                }
                jsonTypes.add((String) type);
                if (a.has("pattern") || a.has("enum") || a.has("minimum") || a.has("maximum") || a.has("items")) {
                    approximations.add(n.file() + " " + name + ": the constraints of a " + type
                            + " alternative are not checked, only its JSON type");
                }
                classes.add(switch ((String) type) {
                    case "string" -> "String.class";
                    case "integer" -> "Long.class";
                    case "number" -> "Double.class";
                    case "boolean" -> "Boolean.class";
                    case "array" -> "List.class";
                    default -> "Map.class";
                });
            }
        }
        JType t = JType.of("JsonNode");
        if (jsonTypes.containsAll(List.of("string", "integer", "number", "boolean", "object", "array"))) {
            if (exactlyOne) {
                approximations.add(n.file() + " " + name + ": oneOf of every JSON type (an integer is also a number): "
                        + "any non-null value accepted");
            }
            return t;
        }
        if (exactlyOne && jsonTypes.contains("integer") && jsonTypes.contains("number")) {
            approximations.add(n.file() + " " + name + ": oneOf of integer and number checked as anyOf");
            exactlyOne = false;
        }
        t.annos.add("@Alternatives(value = {" + String.join(", ", classes) + "}, exactlyOne = " + exactlyOne + ")");
        return t;
    }

    boolean isStringUnion(Node a) {
        for (String comb : List.of("anyOf", "oneOf")) {
            if (a.has(comb) && !a.has("type")) {
                return list(a.get(comb)).stream().map(x -> deref(child(a, x)))
                        .allMatch(x -> "string".equals(x.get("type")) || isNullValue(x));
            }
        }
        return false;
    }

    /** The regex one string alternative allows, or null for any string. */
    String stringRegex(Node a) {
        if (isStringUnion(a)) {
            List<String> parts = new ArrayList<>();
            for (Object x : list(a.get(a.has("anyOf") ? "anyOf" : "oneOf"))) {
                Node xn = deref(child(a, x));
                if (isNullValue(xn)) {
                    continue;
                }
                String r = stringRegex(xn);
                if (r == null) {
                    return null;
                }
                parts.add(r);
            }
            return String.join("|", parts);
        }
        if (a.has("enum")) {
            StringBuilder sb = new StringBuilder("(?:");
            List<Object> values = list(a.get("enum"));
            for (int i = 0; i < values.size(); i++) {
                sb.append(i == 0 ? "" : "|").append(java.util.regex.Pattern.quote(String.valueOf(values.get(i))));
            }
            return sb.append(")").toString();
        }
        List<String> ps = patterns(a);
        if (a.has("format") || a.has("minLength") || a.has("maxLength")) {
            approximations.add(a.file() + ": a string alternative's format or length is not checked in its union");
        }
        if (ps.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder("(?:");
        for (int i = 0; i < ps.size() - 1; i++) {
            sb.append("(?=").append(ps.get(i)).append(')');
        }
        return sb.append(ps.get(ps.size() - 1)).append(')').toString();
    }

    boolean isEmptyObject(Node n) {
        return Boolean.FALSE.equals(n.get("additionalProperties")) && !n.has("properties");
    }

    Rec nested(Rec owner, String name, Node n) {
        if (owner == null) {
            throw new IllegalArgumentException("inline object without an owner: " + name);
        }
        String simple = capitalize(javaName(name));
        Rec top = owner.top();
        Set<String> taken = new java.util.HashSet<>();
        collectNames(top, taken);
        String unique = simple;
        for (int i = 2; taken.contains(unique); i++) {
            unique = simple + i;
        }
        Rec r = new Rec(owner.pkg, unique, owner, owner.source + ", inline " + name);
        r.node = n;
        owner.nested.add(r);
        pending.add(r);
        return r;
    }

    static void collectNames(Rec r, Set<String> out) {
        out.add(r.name);
        for (Rec n : r.nested) {
            collectNames(n, out);
        }
    }

    /** Fills a record's properties from its schema (merging allOf) and its presence rules. */
    void build(Rec r) {
        if (r.built) {
            return;
        }
        r.built = true;
        Map<String, Node> props = new LinkedHashMap<>();
        Set<String> required = new LinkedHashSet<>();
        collect(r, r.node, props, required);
        for (Map.Entry<String, Node> e : props.entrySet()) {
            JType t = type(e.getValue(), r, e.getKey());
            // OpenAPI 3.0: a required readOnly attribute is required in responses only; the model checks requests.
            boolean req = required.contains(e.getKey()) && !Boolean.TRUE.equals(e.getValue().get("readOnly"))
                    && !Boolean.TRUE.equals(deref(e.getValue()).get("readOnly"));
            if (req && t.nullable) {
                approximations.add(r.source + ": " + e.getKey() + " is required and nullable; presence is not checked");
                req = false;
            }
            r.props.add(new Prop(e.getKey(), javaName(e.getKey()), t, req));
        }
        // An attribute a presence rule names but the schema does not define (NfTypeCond: not nfGroupId) is
        // still read, as any JSON value, so the rule can see it.
        for (String rule : r.presence) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:has|in)\\(([^,)]+)").matcher(rule);
            while (m.find()) {
                String name = m.group(1);
                if (!props.containsKey(name) && r.props.stream().noneMatch(p -> p.json().equals(name))) {
                    r.props.add(new Prop(name, javaName(name), JType.of("JsonNode"), false));
                }
            }
        }
        for (String q : required) {
            if (!props.containsKey(q)) {
                approximations.add(r.source + ": required " + q + " has no schema; not checked");
            }
        }
    }

    void collect(Rec r, Node n, Map<String, Node> props, Set<String> required) {
        n = deref(n);
        for (Map.Entry<String, Object> e : map(n.get("properties")).entrySet()) {
            props.putIfAbsent(e.getKey(), child(n, e.getValue()));
        }
        for (Object q : list(n.get("required"))) {
            required.add((String) q);
        }
        for (Object a : list(n.get("allOf"))) {
            Node an = child(n, a);
            if (presenceOnly(an)) {
                addPresence(r, an);
            } else {
                collect(r, an, props, required);
            }
        }
        for (String comb : List.of("oneOf", "anyOf")) {
            if (n.has(comb)) {
                Node whole = new Node(n.file(), Map.of(comb, n.get(comb)));
                if (presenceOnly(whole)) {
                    addPresence(r, whole);
                } else {
                    approximations.add(r.source + ": " + comb + " of an object with properties mixes types; not checked");
                }
            }
        }
        if (n.has("not")) {
            Node whole = new Node(n.file(), Map.of("not", n.get("not")));
            if (presenceOnly(whole)) {
                addPresence(r, whole);
            } else {
                approximations.add(r.source + ": not of a typed schema; not checked");
            }
        }
    }

    void addPresence(Rec r, Node n) {
        String e = presenceExpr(n);
        if (e != null && !r.presence.contains(e)) {
            r.presence.add(e);
        }
    }

    /** The {@code @Presence} expression of a presence-only schema, or null when it constrains nothing. */
    String presenceExpr(Node n) {
        List<String> parts = new ArrayList<>();
        List<Object> req = list(n.get("required"));
        for (Object q : req) {
            parts.add("has(" + q + ")");
        }
        for (Map.Entry<String, Object> p : map(n.get("properties")).entrySet()) {
            Node pn = deref(child(n, p.getValue()));
            List<Object> values = list(pn.get("enum"));
            if (!values.isEmpty()) {
                StringBuilder sb = new StringBuilder("in(").append(p.getKey());
                for (Object v : values) {
                    sb.append(',').append(v);
                }
                parts.add(sb.append(')').toString());
            }
        }
        for (String comb : List.of("oneOf", "anyOf", "allOf")) {
            if (n.has(comb)) {
                List<String> alts = new ArrayList<>();
                for (Object a : list(n.get(comb))) {
                    String e = presenceExpr(child(n, a));
                    alts.add(e == null ? "all()" : e);
                }
                String op = comb.equals("oneOf") ? "one" : comb.equals("anyOf") ? "any" : "all";
                parts.add(op + "(" + String.join(",", alts) + ")");
            }
        }
        if (n.has("not")) {
            String e = presenceExpr(child(n, n.get("not")));
            if (e != null) {
                parts.add("not(" + e + ")");
            }
        }
        if (parts.isEmpty()) {
            return null;
        }
        return parts.size() == 1 ? parts.get(0) : "all(" + String.join(",", parts) + ")";
    }

    // ---------------------------------------------------------------- operations

    void operations(Api api) {
        Map<String, Object> d = doc(api.file());
        String base = "";
        for (Object s : list(d.get("servers"))) {
            String url = (String) map(s).get("url");
            base = url.replace("{apiRoot}", "");
        }
        StringBuilder consts = new StringBuilder();
        Set<String> constNames = new LinkedHashSet<>();
        for (Map.Entry<String, Object> p : map(d.get("paths")).entrySet()) {
            if (!p.getKey().startsWith(api.pathPrefix())) {
                continue;
            }
            Node item = deref(new Node(api.file(), map(p.getValue())));
            List<Object> common = list(item.get("parameters"));
            for (String method : List.of("get", "put", "post", "patch", "delete", "options")) {
                if (!item.has(method)) {
                    continue;
                }
                Node op = child(item, item.get(method));
                String opId = (String) op.get("operationId");
                if (opId == null) {
                    continue;
                }
                List<String> params = new ArrayList<>();
                Map<String, Object> all = new LinkedHashMap<>();
                for (Object o : common) {
                    Node pn = deref(child(item, o));
                    all.put(pn.get("in") + ":" + pn.get("name"), pn);
                }
                for (Object o : list(op.get("parameters"))) {
                    Node pn = deref(child(op, o));
                    all.put(pn.get("in") + ":" + pn.get("name"), pn);
                }
                for (Object o : all.values()) {
                    Node pn = (Node) o;
                    String in = (String) pn.get("in");
                    if (!in.equals("query") && !in.equals("path")) {
                        continue;
                    }
                    String schema = paramSchema(pn, api);
                    String pname = literal((String) pn.get("name"));
                    params.add(in.equals("path") ? "Parameter.path(" + pname + ", " + schema + ")"
                            : "Parameter.query(" + pname + ", " + Boolean.TRUE.equals(pn.get("required")) + ", " + schema + ")");
                }
                String constName = constant(opId);
                if (!constNames.add(constName)) {
                    throw new IllegalArgumentException("two operations named " + constName + " in " + api.file());
                }
                consts.append("\n    public static final Operation ").append(constName).append(" = new Operation(")
                        .append(literal(method.toUpperCase())).append(", ").append(literal(base + p.getKey())).append(", ")
                        .append(literal(opId)).append(", List.of(");
                for (int i = 0; i < params.size(); i++) {
                    consts.append(i == 0 ? "\n            " : ",\n            ").append(params.get(i));
                }
                consts.append("));\n");
            }
        }
        descriptors.put(packageOf(api.file()) + "." + api.className(), api.file() + "\n" + consts);
    }

    String paramSchema(Node p, Api api) {
        if (p.has("content")) {
            Map<String, Object> content = map(p.get("content"));
            Object json = content.get("application/json");
            if (json == null) {
                return "new ParamSchema.Any()";
            }
            return "new ParamSchema.Json(" + jsonParameter(api, p, child(p, map(json).get("schema"))).fqn() + ".class)";
        }
        Node s = child(p, p.get("schema"));
        Node d = deref(s);
        if ("object".equals(d.get("type"))) {
            // An object in form style (TS 29.510's nsacf-capability): read as JSON of its schema, the form every
            // other structured query parameter of these APIs has (content application/json).
            return "new ParamSchema.Json(" + jsonParameter(api, p, s).fqn() + ".class)";
        }
        if ("array".equals(d.get("type"))) {
            boolean explode = !Boolean.FALSE.equals(p.get("explode"));
            return "new ParamSchema.Array(" + scalarParam(child(d, d.get("items")), p) + ", " + explode + ", "
                    + d.get("minItems") + ", " + d.get("maxItems") + ", " + Boolean.TRUE.equals(d.get("uniqueItems")) + ")";
        }
        return scalarParam(s, p);
    }

    /** Per API, the record {@code <Api>Parameters} nesting the holder of each query parameter with JSON content. */
    private final Map<String, Rec> parameterHolders = new HashMap<>();
    /** The holders made, by API, parameter name, file and schema. */
    private final Map<String, Rec> parameterHolder = new HashMap<>();

    /**
     * The holder of a query parameter with JSON content: a record whose one (required) component {@code value}
     * has the parameter's schema, so the value is bound and validated as a body attribute of that schema is,
     * array bounds, maps and unions included. One holder per parameter name and schema in an API.
     */
    Rec jsonParameter(Api api, Node p, Node schema) {
        Rec top = parameterHolders.computeIfAbsent(api.className(), k -> {
            String pkg = packageOf(api.file());
            Rec r = new Rec(pkg, api.className() + "Parameters", null, specOf(api.file()) + " " + api.className()
                    + ": its query parameters with JSON content, each the value of a record (" + api.file() + ")");
            r.node = new Node(api.file(), Map.of("type", "object"));
            topLevel.computeIfAbsent(pkg, x -> new ArrayList<>()).add(r);
            pending.add(r);
            return r;
        });
        Map<String, Object> holder = Map.of("type", "object", "required", List.of("value"),
                "properties", Map.of("value", schema.map()));
        String key = api.className() + " " + p.get("name") + " " + schema.file() + " " + holder;
        return parameterHolder.computeIfAbsent(key, k -> nested(top, (String) p.get("name"), new Node(schema.file(), holder)));
    }

    String scalarParam(Node s, Node p) {
        Node d = deref(s);
        if (d.has("anyOf") || d.has("oneOf")) {
            JType t = type(s, null, "param");
            if (t.raw != null && t.raw.equals("String")) {
                String pattern = t.annos.isEmpty() ? null : t.annos.get(0);
                return pattern == null ? "new ParamSchema.Text(List.of(), List.of(), null, null, null)"
                        : "new ParamSchema.Text(List.of(" + pattern.substring("@Pattern(regexp = ".length(), pattern.length() - 1)
                        + "), List.of(), null, null, null)";
            }
            approximations.add(p.file() + " parameter " + p.get("name") + ": a union of non-strings, any value accepted");
            return "new ParamSchema.Any()";
        }
        Object type = d.get("type");
        if (type == null) {
            return "new ParamSchema.Any()";
        }
        switch ((String) type) {
            case "string": {
                List<String> ps = patterns(d);
                List<String> values = list(d.get("enum")).stream().map(String::valueOf).toList();
                String kind = formatKind(d.get("format"));
                return "new ParamSchema.Text(" + listOf(ps) + ", " + listOf(values) + ", " + d.get("minLength") + ", "
                        + d.get("maxLength") + ", " + (kind == null ? "null" : "Format.Kind." + kind) + ")";
            }
            case "integer":
                return "new ParamSchema.Int(" + longOrNull(d.get("minimum")) + ", " + longOrNull(d.get("maximum")) + ")";
            case "number":
                return "new ParamSchema.Num(" + (d.has("minimum") ? d.get("minimum") + "d" : "null") + ", "
                        + (d.has("maximum") ? d.get("maximum") + "d" : "null") + ")";
            case "boolean":
                return "new ParamSchema.Bool()";
            default:
                approximations.add(p.file() + " parameter " + p.get("name") + ": " + type + " in form style, any value accepted");
                return "new ParamSchema.Any()";
        }
    }

    static String longOrNull(Object o) {
        if (o == null) {
            return "null";
        }
        java.math.BigInteger b = new java.math.BigInteger(o.toString());
        return b.bitLength() > 63 ? "null" : b + "L";
    }

    static String listOf(List<String> values) {
        if (values.isEmpty()) {
            return "List.of()";
        }
        StringBuilder sb = new StringBuilder("List.of(");
        for (int i = 0; i < values.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(literal(values.get(i)));
        }
        return sb.append(')').toString();
    }

    /** SearchNFInstances → SEARCH_NF_INSTANCES. */
    static String constant(String operationId) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < operationId.length(); i++) {
            char c = operationId.charAt(i);
            if (i > 0 && Character.isUpperCase(c)) {
                char prev = operationId.charAt(i - 1);
                boolean nextLower = i + 1 < operationId.length() && Character.isLowerCase(operationId.charAt(i + 1));
                if (Character.isLowerCase(prev) || Character.isDigit(prev) || (Character.isUpperCase(prev) && nextLower)) {
                    sb.append('_');
                }
            }
            sb.append(Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- rendering

    Map<String, String> render() {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, List<Rec>> e : topLevel.entrySet()) {
            for (Rec r : e.getValue()) {
                out.put(SOURCES + r.fqn().replace('.', '/') + ".java", new Renderer(this, r).file());
            }
        }
        for (Map.Entry<String, String> e : descriptors.entrySet()) {
            String fqn = e.getKey();
            String[] v = e.getValue().split("\n", 2);
            out.put(SOURCES + fqn.replace('.', '/') + ".java", Renderer.descriptor(this, fqn, v[0], v[1]));
        }
        StringBuilder notes = new StringBuilder("# Generated: where the generator could not map a schema faithfully, and what it does instead.\n");
        for (String a : approximations) {
            notes.append(a).append('\n');
        }
        out.put(NOTES, notes.toString());
        return out;
    }

    static String size(Object min, Object max) {
        if (min != null && max != null) {
            return "@Size(min = " + min + ", max = " + max + ")";
        }
        return min != null ? "@Size(min = " + min + ")" : "@Size(max = " + max + ")";
    }

    static String values(List<Object> values) {
        StringBuilder sb = new StringBuilder("@Values({");
        for (int i = 0; i < values.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(literal(String.valueOf(values.get(i))));
        }
        return sb.append("})").toString();
    }

    static String literal(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case", "catch", "char",
            "class", "const", "continue", "default", "do", "double", "else", "enum", "extends", "final", "finally", "float",
            "for", "goto", "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new",
            "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
            "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false",
            "null", "var", "record", "yield", "sealed", "permits", "hashCode", "toString", "getClass", "notify",
            "notifyAll", "wait", "clone", "finalize", "equals");

    /** A Java identifier for a JSON name: invalid characters start a new word; a leading digit gets '_'. */
    static String javaName(String json) {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (char c : json.toCharArray()) {
            if (Character.isLetterOrDigit(c) && c < 0x80) {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = sb.length() > 0;
            }
        }
        String s = sb.length() == 0 ? "value" : sb.toString();
        if (Character.isDigit(s.charAt(0))) {
            s = "_" + s;
        }
        return KEYWORDS.contains(s) ? s + "_" : s;
    }

    /** A class name for a schema name: itself when a Java identifier, else made one ("5GDdnmfInfo" → "_5GDdnmfInfo"). */
    static String typeName(String schema) {
        String s = schema.replaceAll("[^A-Za-z0-9_]", "_");
        return Character.isDigit(s.charAt(0)) ? "_" + s : s;
    }

    static String capitalize(String s) {
        String t = s.startsWith("_") ? s.substring(1) : s;
        return Character.toUpperCase(t.charAt(0)) + t.substring(1);
    }
}
