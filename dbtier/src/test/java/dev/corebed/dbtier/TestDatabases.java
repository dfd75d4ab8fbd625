package dev.corebed.dbtier;

import java.nio.file.Path;

/** Embedded databases for tests: one unpacked base dir for the whole build, a data dir per test. */
final class TestDatabases {

    /** Unpacked once (330 MB) and reused by every test and every later build. */
    static final Path BASE_DIR = Path.of("target", "mariadb-base").toAbsolutePath();

    private TestDatabases() {
    }

    static EmbeddedDatabase.Config config(Path dataDir) {
        return new EmbeddedDatabase.Config(0, dataDir, BASE_DIR);
    }
}
