package dev.corebed.model;

import static org.assertj.core.api.Assertions.assertThat;

import dev.corebed.model.generator.Generator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The committed generated sources are what the generator makes from the yaml files today. */
class GeneratedSourcesTest {

    @Test
    void committedSourcesMatchTheGenerator() throws IOException {
        Path module = Path.of("").toAbsolutePath();
        String root = System.getProperty("corebed.project.root", module.getParent().toString());
        Path dir = Generator.threeGppDir(System.getProperty("corebed.3gpp.dir"), Path.of(root));
        Assumptions.assumeTrue(dir != null, Generator.MISSING);

        Map<String, String> generated = Generator.generate(dir, module.resolve("src/main/model/roots.txt"));
        Path out = module.resolve("target/regenerated");
        Generator.write(generated, out);

        Map<String, String> committed = new TreeMap<>();
        Path base = module.resolve("src/main/java/dev/corebed/model");
        try (Stream<Path> s = Files.walk(base)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) {
                String rel = module.relativize(f).toString();
                if (base.relativize(f).toString().startsWith("ts")) {
                    committed.put(rel, Files.readString(f));
                }
            }
        }
        committed.put("src/main/model/approximations.txt", Files.readString(module.resolve("src/main/model/approximations.txt")));
        assertThat(committed.keySet()).as("generated files (regenerate: see README)").isEqualTo(new TreeMap<>(generated).keySet());
        for (Map.Entry<String, String> e : generated.entrySet()) {
            assertThat(committed.get(e.getKey())).as(e.getKey() + " differs from the generator's output in target/regenerated")
                    .isEqualTo(e.getValue());
        }
    }
}
