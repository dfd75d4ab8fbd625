package dev.corebed.nrf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.sbi.test.ThreeGppFiles;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.Yaml;
import tools.jackson.databind.JsonNode;

/**
 * Checks a SearchResult body against TS29510_Nnrf_NFDiscovery.yaml (found by {@link ThreeGppFiles}):
 * required attributes present, no attribute the schema does not define (so the NRF-only attributes of
 * NFManagement's NFProfile, such as heartBeatTimer or allowedNfTypes, never leak). Without the yaml the
 * check is skipped, and the tests' other assertions still run.
 */
final class DiscoverySchema {

    static final String YAML = "TS29510_Nnrf_NFDiscovery.yaml";
    private static final Map<String, Object> SCHEMAS = ThreeGppFiles.find(YAML).map(DiscoverySchema::load).orElse(null);

    private DiscoverySchema() {}

    @SuppressWarnings("unchecked")
    private static Map<String, Object> load(Path yaml) {
        try (Reader r = Files.newBufferedReader(yaml)) {
            Map<String, Object> doc = new Yaml().load(r);
            return (Map<String, Object>) ((Map<String, Object>) doc.get("components")).get("schemas");
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Skips the calling test (with the one-line reason) when the yaml is absent. */
    static void assumeAvailable() {
        ThreeGppFiles.require(YAML);
    }

    @SuppressWarnings("unchecked")
    private static Set<String> properties(String schema) {
        return ((Map<String, Object>) ((Map<String, Object>) SCHEMAS.get(schema)).get("properties")).keySet();
    }

    @SuppressWarnings("unchecked")
    private static List<String> required(String schema) {
        Object r = ((Map<String, Object>) SCHEMAS.get(schema)).get("required");
        return r == null ? List.of() : (List<String>) r;
    }

    /** A no-op without the yaml. */
    static void assertSearchResult(JsonNode body) {
        if (SCHEMAS == null) {
            return;
        }
        assertObject(body, "SearchResult");
        assertThat(body.get("nfInstances").isArray()).isTrue();
        if (body.has("validityPeriod")) {
            assertThat(body.get("validityPeriod").isIntegralNumber()).isTrue();
        }
        for (JsonNode profile : body.get("nfInstances")) {
            assertObject(profile, "NFProfile");
            List<JsonNode> services = new ArrayList<>();
            profile.path("nfServices").forEach(services::add);
            services.addAll(profile.path("nfServiceList").values());
            for (JsonNode service : services) {
                assertObject(service, "NFService");
            }
        }
    }

    private static void assertObject(JsonNode node, String schema) {
        assertThat(node.isObject()).as(schema + " is an object").isTrue();
        assertThat(node.propertyNames()).as(schema + " attributes").isSubsetOf(properties(schema));
        assertThat(node.propertyNames()).as(schema + " required attributes").containsAll(required(schema));
    }
}
