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
import java.util.TreeSet;
import org.yaml.snakeyaml.Yaml;

/**
 * docs/management-api.yaml against what a management port serves: every route of the port is described
 * there, and every operation described for this stub (tag {@code common} or the stub's nf) is served.
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
    @SuppressWarnings("unchecked")
    public static Set<String> described(Set<String> tags) {
        Map<String, Object> doc;
        try (Reader r = Files.newBufferedReader(document())) {
            doc = new Yaml().load(r);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        assertThat(String.valueOf(doc.get("openapi"))).startsWith("3.0.");
        Set<String> out = new TreeSet<>();
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
                out.add(key(method, path));
            }
        }));
        return out;
    }

    /** Asserts that the routes a stub's management port serves are exactly those the document gives it. */
    public static void assertDescribes(String nf, List<Route> served) {
        Set<String> actual = new TreeSet<>();
        for (Route r : served) {
            actual.add(key(r.method(), r.pathTemplate()));
        }
        assertThat(actual).as("the routes " + nf + "'s management port serves, against docs/management-api.yaml")
                .isEqualTo(described(Set.of("common", nf)));
    }

    private static String key(String method, String path) {
        return method.toUpperCase(Locale.ROOT) + " " + path.replaceAll("\\{[^}]*}", "{}");
    }
}
