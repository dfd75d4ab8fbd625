package dev.corebed.sbi.test;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Route;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.yaml.snakeyaml.Yaml;

/**
 * docs/management-api.yaml against what a management port serves: every route of the port is described
 * there, and every operation described for this stub (tag {@code common} or the stub's nf) is served, with
 * the query parameters described for it.
 * Path parameter names do not count ({@code /x/{id}} is {@code /x/{ueId}}).
 */
public final class ManagementApiSpec {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch", "options", "head");

    private ManagementApiSpec() {}

    /** The document, found from the module's directory up. */
    public static Path document() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path doc = dir.resolve("docs").resolve("management-api.yaml");
            if (Files.isRegularFile(doc)) {
                return doc;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("docs/management-api.yaml not found above " + Path.of("").toAbsolutePath());
    }

    /** "GET /admin/v1/faults/{}" for every operation of the document tagged with one of {@code tags}. */
    public static Set<String> described(Set<String> tags) {
        return new TreeSet<>(operations(tags).keySet());
    }

    /** Each operation tagged with one of {@code tags}, as {@link #described}, with the names of its query parameters. */
    @SuppressWarnings("unchecked")
    static Map<String, Set<String>> operations(Set<String> tags) {
        Map<String, Object> doc;
        try (Reader r = Files.newBufferedReader(document())) {
            doc = new Yaml().load(r);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        assertThat(String.valueOf(doc.get("openapi"))).startsWith("3.0.");
        Map<String, Object> components = (Map<String, Object>) doc.getOrDefault("components", Map.of());
        Map<String, Map<String, Object>> shared = (Map<String, Map<String, Object>>) components.getOrDefault("parameters", Map.of());
        Map<String, Set<String>> out = new TreeMap<>();
        Map<String, Map<String, Object>> paths = (Map<String, Map<String, Object>>) doc.get("paths");
        paths.forEach((path, item) -> item.forEach((method, op) -> {
            if (!METHODS.contains(method)) {
                return;
            }
            Map<String, Object> operation = (Map<String, Object>) op;
            List<String> opTags = (List<String>) operation.get("tags");
            assertThat(opTags).as(method + " " + path + " has a tag").isNotNull().hasSize(1);
            assertThat(operation).as(method + " " + path + " has responses").containsKey("responses");
            if (tags.contains(opTags.get(0))) {
                Set<String> query = new TreeSet<>();
                for (Object listed : List.of(item.getOrDefault("parameters", List.of()), operation.getOrDefault("parameters", List.of()))) {
                    for (Map<String, Object> param : (List<Map<String, Object>>) listed) {
                        Object ref = param.get("$ref");
                        Map<String, Object> p = ref == null ? param
                                : shared.get(String.valueOf(ref).substring(String.valueOf(ref).lastIndexOf('/') + 1));
                        assertThat(p).as(method + " " + path + ": parameter " + ref).isNotNull();
                        if ("query".equals(p.get("in"))) {
                            query.add(String.valueOf(p.get("name")));
                        }
                    }
                }
                out.put(key(method, path), query);
            }
        }));
        return out;
    }

    /**
     * Asserts that the routes a stub's management port serves are exactly those the document gives it, and
     * that each takes the query parameters the document lists (a route that takes any query is not compared).
     */
    public static void assertDescribes(String nf, List<Route> served) {
        Map<String, Set<String>> described = operations(Set.of("common", nf));
        Set<String> actual = new TreeSet<>();
        Map<String, Set<String>> actualQueries = new TreeMap<>();
        Map<String, Set<String>> describedQueries = new TreeMap<>();
        for (Route r : served) {
            String key = key(r.method(), r.pathTemplate());
            actual.add(key);
            if (r.queryParams() != null && described.containsKey(key)) {
                actualQueries.put(key, new TreeSet<>(r.queryParams()));
                describedQueries.put(key, described.get(key));
            }
        }
        assertThat(actual).as("the routes " + nf + "'s management port serves, against docs/management-api.yaml")
                .isEqualTo(described.keySet());
        assertThat(actualQueries).as("the query parameters of " + nf + "'s management routes, against docs/management-api.yaml")
                .isEqualTo(describedQueries);
    }

    private static String key(String method, String path) {
        return method.toUpperCase(Locale.ROOT) + " " + path.replaceAll("\\{[^}]*}", "{}");
    }
}
