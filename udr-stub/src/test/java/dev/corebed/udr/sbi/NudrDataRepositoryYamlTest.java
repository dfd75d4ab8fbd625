package dev.corebed.udr.sbi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.test.ThreeGppFiles;
import java.io.Reader;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The policy data routes against TS29519_Policy_Data.yaml (found by {@link ThreeGppFiles}; skipped without it):
 * every route is an operation of the yaml with its operationId, accepts exactly the query parameters that
 * operation defines and the media type of its request body; both API versions serve the same operations.
 */
class NudrDataRepositoryYamlTest {

    @SuppressWarnings("unchecked")
    static Map<String, Object> paths() throws Exception {
        try (Reader r = Files.newBufferedReader(ThreeGppFiles.require("TS29519_Policy_Data.yaml"))) {
            Map<String, Object> doc = new Yaml().load(r);
            return (Map<String, Object>) doc.get("paths");
        }
    }

    @SuppressWarnings("unchecked")
    static Set<String> queryParams(Map<String, Object> pathItem, Map<String, Object> operation) {
        Set<String> names = new TreeSet<>();
        List<Object> all = new ArrayList<>();
        all.addAll((List<Object>) pathItem.getOrDefault("parameters", List.of()));
        all.addAll((List<Object>) operation.getOrDefault("parameters", List.of()));
        for (Object p : all) {
            Map<String, Object> param = (Map<String, Object>) p;
            if ("query".equals(param.get("in"))) {
                names.add((String) param.get("name"));
            }
        }
        return names;
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyRouteIsAnOperationOfTheYamlWithItsQueryParametersAndMediaType() throws Exception {
        Map<String, Object> paths = paths();
        List<Route> routes = new NudrDataRepositoryRoutes(new NudrDataRepositoryHandler(null, null, null)).routes();
        Set<String> v2 = new HashSet<>();
        Set<String> v1 = new HashSet<>();
        for (Route route : routes) {
            String version = route.pathTemplate().substring(0, "/nudr-dr/v2".length());
            String path = route.pathTemplate().substring(version.length());
            (version.equals("/nudr-dr/v2") ? v2 : v1).add(route.method() + " " + path + " " + route.operation());
            Map<String, Object> item = (Map<String, Object>) paths.get(path);
            assertThat(item).as(path).isNotNull();
            Map<String, Object> op = (Map<String, Object>) item.get(route.method().toLowerCase());
            assertThat(op).as(route.method() + " " + path).isNotNull();
            assertThat(route.operation()).isEqualTo(op.get("operationId"));
            assertThat(route.queryParams()).as(route.operation()).containsExactlyInAnyOrderElementsOf(queryParams(item, op));
            Map<String, Object> body = (Map<String, Object>) op.get("requestBody");
            Set<String> mediaTypes = body == null ? Set.of() : ((Map<String, Object>) body.get("content")).keySet();
            assertThat(route.consumes()).as(route.operation()).containsExactlyInAnyOrderElementsOf(mediaTypes);
        }
        assertThat(v1).isEqualTo(v2);
        assertThat(v2).hasSize(17);
    }
}
