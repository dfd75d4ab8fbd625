package dev.corebed.sbi.test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the tests find 3GPP's Rel-17 OpenAPI files (TS29510_Nnrf_NFDiscovery.yaml...), which the project
 * does not ship: the system property {@value #PROPERTY}, else the environment variable {@value #ENV},
 * else {@value #DEFAULT} beside the checkout. A relative setting is taken from the project root (the
 * directory holding {@code .mvn}), whatever module directory the test runs in. Tests that check the
 * stubs against these files skip those checks where the files are absent, and say so once.
 */
public final class ThreeGppFiles {

    public static final String PROPERTY = "corebed.3gpp.dir";
    public static final String ENV = "COREBED_3GPP_DIR";
    public static final String DEFAULT = "../shared/3gpp/rel-17";

    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private ThreeGppFiles() {}

    /** The file, when the configured directory holds it. */
    public static Optional<Path> find(String file) {
        Path path = dir().resolve(file);
        if (Files.isRegularFile(path)) {
            return Optional.of(path);
        }
        if (REPORTED.add(file)) {
            System.out.println(skipMessage(file));
        }
        return Optional.empty();
    }

    /** The file, or the calling test is skipped (a JUnit assumption) with the one-line reason. */
    public static Path require(String file) {
        Optional<Path> path = find(file);
        Assumptions.assumeTrue(path.isPresent(), () -> skipMessage(file));
        return path.orElseThrow();
    }

    public static String skipMessage(String file) {
        return "3GPP checks skipped: " + file + " is not in " + dir() + "; point -D" + PROPERTY + " (or " + ENV
                + ") at a Rel-17 copy of 3GPP's OpenAPI files";
    }

    static Path dir() {
        String configured = System.getProperty(PROPERTY);
        if (configured == null || configured.isBlank()) {
            configured = System.getenv(ENV);
        }
        if (configured == null || configured.isBlank()) {
            configured = DEFAULT;
        }
        return projectRoot().resolve(configured).normalize();
    }

    private static Path projectRoot() {
        Path start = Path.of("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(".mvn"))) {
                return dir;
            }
        }
        return start;
    }
}
