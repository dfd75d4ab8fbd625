package dev.corebed.launcher.fuzz;

import com.networknt.schema.ExecutionContext;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The Rel-17 OpenAPI files of the services the stubs serve, read where {@value #SETTING} (or the
 * environment variable {@value #ENV}) points, by default {@code ../shared/3gpp/rel-17} beside the
 * project. Finds a route's operation, its parameters and request body schemas, follows {@code $ref}s
 * across files, and validates values with networknt's OpenAPI 3.0 dialect ({@code nullable} honoured,
 * formats asserted).
 */
public final class Spec {

    public static final String SETTING = "corebed.3gpp.dir";
    public static final String ENV = "COREBED_3GPP_DIR";
    /** Never fetched: the registry reads every document under it from the directory. */
    private static final String BASE = "https://rel-17.3gpp.invalid/";

    /** The yaml of each service the stubs serve (service name as in the routes). */
    static final Map<String, String> FILES = Map.of(
            "nnrf-nfm", "TS29510_Nnrf_NFManagement.yaml",
            "nnrf-disc", "TS29510_Nnrf_NFDiscovery.yaml",
            "nnrf-oauth2", "TS29510_Nnrf_AccessToken.yaml",
            "nudr-dr", "TS29504_Nudr_DR.yaml",
            "nudr-group-id-map", "TS29504_Nudr_GroupIDmap.yaml",
            "nbsf-management", "TS29521_Nbsf_Management.yaml",
            "npcf-smpolicycontrol", "TS29512_Npcf_SMPolicyControl.yaml",
            "npcf-am-policy-control", "TS29507_Npcf_AMPolicyControl.yaml",
            "npcf-ue-policy-control", "TS29525_Npcf_UEPolicyControl.yaml",
            "npcf-policyauthorization", "TS29514_Npcf_PolicyAuthorization.yaml");

    private static final YAMLMapper YAML = YAMLMapper.builder().build();

    private final Path dir;
    private final Map<String, JsonNode> files = new ConcurrentHashMap<>();
    private final Map<String, Schema> schemas = new ConcurrentHashMap<>();
    private final SchemaRegistry registry;

    private Spec(Path dir) {
        this.dir = dir;
        this.registry = SchemaRegistry.withDialect(Dialects.getOpenApi30(), b -> b
                .schemaRegistryConfig(SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build())
                .schemas(iri -> iri.startsWith(BASE) ? read(iri.substring(BASE.length())) : null));
    }

    /** Where the setting points (or the default), whether or not the files are there. */
    public static Path directory(Path projectRoot) {
        String set = System.getProperty(SETTING);
        if (set == null || set.isBlank()) {
            set = System.getenv(ENV);
        }
        return set == null || set.isBlank() ? projectRoot.resolve("../shared/3gpp/rel-17").normalize() : Path.of(set);
    }

    /** The files, or empty when the directory lacks them. */
    public static Optional<Spec> load(Path dir) {
        for (String f : FILES.values()) {
            if (!Files.isRegularFile(dir.resolve(f))) {
                return Optional.empty();
            }
        }
        return Optional.of(new Spec(dir));
    }

    private String read(String file) {
        try {
            return Files.readString(dir.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    JsonNode file(String name) {
        return files.computeIfAbsent(name, n -> YAML.readTree(read(n)));
    }

    /** A node of a file, by JSON pointer. */
    public record Ref(String file, String pointer, JsonNode node) {}

    Ref at(String file, String pointer) {
        return new Ref(file, pointer, file(file).at(pointer));
    }

    /** Follows {@code $ref} until a node without one. */
    Ref resolve(Ref ref) {
        for (int i = 0; i < 20 && ref.node() != null && ref.node().has("$ref"); i++) {
            String target = ref.node().get("$ref").asString();
            int hash = target.indexOf('#');
            String file = hash == 0 ? ref.file() : hash < 0 ? target : target.substring(0, hash);
            String pointer = hash < 0 ? "" : URLDecoder.decode(target.substring(hash + 1), StandardCharsets.UTF_8);
            ref = at(file, pointer);
        }
        return ref;
    }

    Ref child(Ref parent, String... names) {
        String pointer = parent.pointer();
        JsonNode node = parent.node();
        for (String n : names) {
            pointer += "/" + n.replace("~", "~0").replace("/", "~1");
            node = node == null ? null : node.isArray() ? node.get(Integer.parseInt(n)) : node.get(n);
        }
        return new Ref(parent.file(), pointer, node);
    }

    /** One parameter of an operation. */
    public record Param(String name, String in, boolean required, Ref schema, boolean json) {}

    /** The yaml operation of a route. */
    public record Operation(String file, String path, String operationId, List<Param> params, Map<String, Ref> bodies,
                            boolean bodyRequired, Ref ref) {
        List<Param> in(String where) {
            return params.stream().filter(p -> p.in().equals(where)).toList();
        }
    }

    /**
     * The operation the yaml of the route's service defines for its method and path, if any. Path
     * templates are compared with the parameter names ignored; the apiRoot's service and version segments
     * ("/nudr-dr/v1") are those of the yaml's server URL, whatever version the route serves.
     */
    public Optional<Operation> operation(String service, String method, String routePath) {
        String file = FILES.get(service);
        if (file == null) {
            return Optional.empty();
        }
        String relative = routePath;
        String prefix = "/" + service + "/v";
        if (relative.startsWith(prefix)) {
            int slash = relative.indexOf('/', prefix.length());
            relative = slash < 0 ? "" : relative.substring(slash);
        }
        JsonNode paths = file(file).get("paths");
        String want = normalize(relative);
        for (String key : paths.propertyNames()) {
            if (!normalize(key).equals(want)) {
                continue;
            }
            Ref item = resolve(child(at(file, ""), "paths", key));
            Ref op = child(item, method.toLowerCase(Locale.ROOT));
            if (op.node() == null || op.node().isMissingNode()) {
                return Optional.empty();
            }
            List<Param> params = new ArrayList<>();
            addParams(params, child(item, "parameters"));
            addParams(params, child(op, "parameters"));
            Map<String, Ref> bodies = new LinkedHashMap<>();
            boolean required = false;
            Ref body = resolve(child(op, "requestBody"));
            if (body.node() != null && !body.node().isMissingNode()) {
                required = body.node().path("required").asBoolean(false);
                JsonNode content = body.node().path("content");
                for (String type : content.propertyNames()) {
                    bodies.put(type, child(body, "content", type, "schema"));
                }
            }
            return Optional.of(new Operation(op.file(), key, op.node().path("operationId").asString(), params, bodies, required, op));
        }
        return Optional.empty();
    }

    /** Every operation the service's yaml defines, as "METHOD path". */
    public List<String> operations(String service) {
        String file = FILES.get(service);
        List<String> all = new ArrayList<>();
        JsonNode paths = file(file).get("paths");
        for (String key : paths.propertyNames()) {
            Ref item = resolve(child(at(file, ""), "paths", key));
            for (String m : List.of("get", "put", "post", "patch", "delete", "options")) {
                if (item.node().has(m)) {
                    all.add(m.toUpperCase(Locale.ROOT) + " " + key);
                }
            }
        }
        return all;
    }

    /**
     * The media types, with their schemas, the operation defines for an error answer of this status (its
     * own status, else 4XX, else default); empty when it defines none.
     */
    public Map<String, Ref> errorTypes(Operation op, int status) {
        for (String key : List.of(Integer.toString(status), status / 100 + "XX", "default")) {
            Ref response = resolve(child(op.ref(), "responses", key));
            if (response.node() != null && !response.node().isMissingNode()) {
                Map<String, Ref> types = new LinkedHashMap<>();
                response.node().path("content").propertyNames().forEach(t -> types.put(t, child(response, "content", t, "schema")));
                return types;
            }
        }
        return Map.of();
    }

    static String normalize(String path) {
        return path.replaceAll("\\{[^}]*}", "{}");
    }

    private void addParams(List<Param> params, Ref list) {
        if (list.node() == null || !list.node().isArray()) {
            return;
        }
        for (int i = 0; i < list.node().size(); i++) {
            Ref p = resolve(child(list, Integer.toString(i)));
            String name = p.node().path("name").asString();
            params.removeIf(q -> q.name().equals(name)); // an operation's parameter overrides the path item's
            Ref schema = child(p, "schema");
            boolean json = false;
            if (schema.node() == null || schema.node().isMissingNode()) {
                schema = child(p, "content", "application/json", "schema");
                json = true;
            }
            params.add(new Param(name, p.node().path("in").asString(), p.node().path("required").asBoolean(false), schema, json));
        }
    }

    /** Schema errors of a value (empty: valid). */
    public List<String> validate(Ref schema, JsonNode value) {
        Schema s = schemas.computeIfAbsent(schema.file() + "#" + schema.pointer(),
                k -> registry.getSchema(SchemaLocation.of(BASE + schema.file() + "#" + encodeFragment(schema.pointer()))));
        // readOnly: a request, where readOnly properties are not required (OpenAPI 3.0) and must not be sent
        try {
            return validate(s, value);
        } catch (RuntimeException e) {
            // the validator cannot compare the value (1e400 against a minimum): no peer can use it either
            return List.of("not evaluable: " + e.getMessage());
        }
    }

    private static List<String> validate(Schema s, JsonNode value) {
        List<com.networknt.schema.Error> errors = s.validate(value, (java.util.function.Consumer<ExecutionContext>) ctx ->
                ctx.executionConfig(c -> c.readOnly(true).formatAssertionsEnabled(true)));
        // An ambiguous oneOf is dropped with what its branches reported (they are evaluated below its path).
        List<String> ambiguous = errors.stream().filter(Spec::ambiguousOneOf).map(e -> e.getEvaluationPath().toString()).toList();
        return errors.stream().filter(e -> ambiguous.stream().noneMatch(a -> e.getEvaluationPath().toString().startsWith(a)))
                .map(Object::toString).toList();
    }

    /**
     * A value that more than one branch of a {@code oneOf} accepts. The Rel-17 files use oneOf where any one
     * branch is meant, some with overlapping branches (OperatorSpecificDataContainer's value: oneOf string,
     * integer, number, ...: every integer is also a number): the value is one the yaml means to allow.
     */
    private static boolean ambiguousOneOf(com.networknt.schema.Error e) {
        String message = e.getMessage();
        return "oneOf".equals(e.getKeyword()) && message != null && message.matches("(?s).*but [2-9][0-9]* are valid.*");
    }

    private static String encodeFragment(String pointer) {
        StringBuilder sb = new StringBuilder();
        for (byte b : pointer.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~!$&'()*+,;=:@/".indexOf(c) >= 0) {
                sb.append(c);
            } else {
                sb.append('%').append(String.format("%02X", (int) c));
            }
        }
        return sb.toString();
    }
}
