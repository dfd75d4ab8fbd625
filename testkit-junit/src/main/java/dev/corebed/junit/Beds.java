package dev.corebed.junit;

import dev.corebed.dbtier.EmbeddedDatabase;
import dev.corebed.launcher.StubCluster;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The started sets of stubs of a test run, and the embedded database they share.
 *
 * <ul>
 *   <li>The database starts with the first set, on a free port, in a data directory of this run
 *       ({@code target/corebed-junit/run-...}, or under {@code -Dcorebed.junit.data-dir}), and stops when the test
 *       run ends; the directory is deleted then.</li>
 *   <li>A set is started once and reused by every class that asks for the same stubs and settings. Each set has
 *       schemas of its own ({@code corebed_nrf_2}...), so two sets never see each other's data.</li>
 *   <li>At most {@code -Dcorebed.junit.max-clusters} sets (default 3) are kept; past that the one used least
 *       recently, and not in use, is stopped.</li>
 *   <li>A set that is not shared ({@code @CorebedTest(shared = false)}) is started for its class and stopped
 *       after it; it does not count against that limit.</li>
 * </ul>
 */
final class Beds implements AutoCloseable {

    static final String MAX_CLUSTERS = "corebed.junit.max-clusters";
    static final String DATA_DIR = "corebed.junit.data-dir";

    private final Path runDir;
    private final Map<BedConfig.Key, Bed> beds = new LinkedHashMap<>(16, 0.75f, true);
    /** The sets of one class each, still running. */
    private final List<Bed> own = new ArrayList<>();
    private final int maxBeds;
    private EmbeddedDatabase.Lease database;
    private int started;

    Beds() {
        Path base = Path.of(System.getProperty(DATA_DIR, "target/corebed-junit")).toAbsolutePath().normalize();
        this.runDir = base.resolve("run-" + ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8));
        this.maxBeds = Integer.getInteger(MAX_CLUSTERS, 3);
    }

    /** The set for this configuration, started if needed; the caller {@link #release}s it when its class is done. */
    synchronized Bed acquire(BedConfig config) {
        Bed bed = config.shared() ? beds.get(config.key()) : null;
        if (bed == null) {
            if (config.shared()) {
                evict();
            }
            bed = start(config);
            if (config.shared()) {
                beds.put(config.key(), bed);
            } else {
                own.add(bed);
            }
        }
        bed.users++;
        return bed;
    }

    /** A class is done with its set: a set of its own stops; a shared one is put back as it was started. */
    synchronized void release(Bed bed) {
        if (--bed.users > 0) {
            return;
        }
        if (bed.key().owner() != null) {
            own.remove(bed);
            bed.close();
        } else {
            bed.idle();
        }
    }

    private void evict() {
        Iterator<Bed> it = beds.values().iterator();
        while (beds.size() >= maxBeds && it.hasNext()) {
            Bed oldest = it.next();
            if (oldest.users == 0) {
                it.remove();
                oldest.close();
            }
        }
    }

    private Bed start(BedConfig config) {
        BedConfig.Key key = config.key();
        Map<String, String> settings = settings(key, ++started);
        long t0 = System.nanoTime();
        long dbMillis = -1;
        if (database == null && settings.getOrDefault("db.url", "").isBlank()) {
            // Held for the whole run, so that stopping one set of stubs never stops the database.
            database = EmbeddedDatabase.shared(new EmbeddedDatabase.Config(0, runDir.resolve("db"), null));
            dbMillis = (System.nanoTime() - t0) / 1_000_000;
        }
        List<String> names = key.stubs().stream().map(StubType::stubName).toList();
        Map<String, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers = new LinkedHashMap<>();
        config.initializers().forEach((type, list) -> initializers.put(type.stubName(), list));
        StubCluster cluster = StubCluster.start(settings, names, initializers);
        long millis = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("corebed: started " + String.join(", ", names) + (config.shared() ? "" : " for " + key.owner())
                + " in " + millis + " ms"
                + (dbMillis >= 0 ? " (the embedded database " + dbMillis + " ms of it)" : ""));
        return new Bed(key, cluster);
    }

    /**
     * The cluster settings of one set: loopback, every port free, the run's database and certificate directory,
     * schemas of its own, no registration with the NRF; then the test's own settings, which win.
     */
    Map<String, String> settings(BedConfig.Key key, int n) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("db.embedded.port", "0");
        s.put("db.embedded.data-dir", runDir.resolve("db").toString());
        s.put("sbi.bind-address", StubHandle.HOST);
        s.put("admin.bind-address", StubHandle.HOST);
        s.put("diameter.bind-address", StubHandle.HOST);
        s.put("sbi.tls.self-signed-dir", runDir.resolve("tls").toString());
        // Each stub is a peer of the NF under test, not of the others: their NRF agents would fill the NRF's
        // journal and lose their registration at each reset. "<stub>.nrf.agent.enabled=true" brings one back.
        s.put("nrf.agent.enabled", "false");
        // A few connections per stub: a run keeps several sets of stubs on one database (151 connections by default).
        s.put("db.pool-size", "4");
        // A functional test waits for a busy data tier rather than being shed: admission by queue delay is for load
        // (bench/overload-bench.sh); the request deadline still bounds every wait.
        s.put("db.queue-delay-target", "0s");
        s.put("db.max-queue-delay", "3s");
        for (StubType type : key.stubs()) {
            String p = type.stubName() + ".";
            for (String port : List.of("sbi.port", "sbi.tls-port", "admin.port", "diameter.port")) {
                s.put(p + port, "0");
            }
            if (!type.simulator()) {
                s.put(p + "db.schema", "corebed_" + type.name().toLowerCase(java.util.Locale.ROOT) + "_" + n);
            }
        }
        if (key.stubs().contains(StubType.PRODUCER_SIM)) {
            // each producer instance has a loopback address of its own (127.1.x.y): its one port listens on all of them
            s.put("producer-sim.sbi.bind-address", "0.0.0.0");
        }
        s.putAll(key.properties());
        return s;
    }

    /** Stops every set, then the database, and deletes the run's data. */
    @Override
    public synchronized void close() {
        List<Bed> all = new ArrayList<>(beds.values());
        all.addAll(own);
        beds.clear();
        own.clear();
        RuntimeException failure = null;
        for (Bed bed : all) {
            try {
                bed.close();
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        if (database != null) {
            database.close();
            database = null;
        }
        delete(runDir);
        if (failure != null) {
            throw failure;
        }
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete " + dir, e);
        }
    }
}
