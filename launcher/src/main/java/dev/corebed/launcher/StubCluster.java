package dev.corebed.launcher;

import dev.corebed.bsf.BsfStubApplication;
import dev.corebed.dbtier.EmbeddedDatabase;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.nrf.NrfStubApplication;
import dev.corebed.peersim.hss.HssSimulator;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.shcache.ShCacheStubApplication;
import dev.corebed.udr.UdrStubApplication;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

/**
 * Every stub, each in its own Spring context, in one JVM, on one embedded database (unless
 * {@code db.url} names an external SQL node). Stubs talk to each other only over the wire.
 *
 * <p>Settings: a plain key ({@code db.embedded.data-dir}) applies to every stub; a key prefixed with a
 * stub name ({@code nrf-stub.sbi.port}) applies to that stub only.
 *
 * <p>The UDR starts before the NRF, and the NRF's SLF ({@code stub.nrf.slf.api-root}) is the UDR stub's
 * Nudr_GroupIDmap unless the settings name one.
 *
 * <p>{@code peers} (the launcher's {@code --peers=hss}, or {@code all}) starts peer simulators beside the stubs, after
 * them, each in its own context with the plain settings and those prefixed with its name ({@code hss-sim.admin.port});
 * the stubs that use a simulator are pointed at it (the Sh cache's Diameter peer is the HSS simulator, wherever it
 * listens) unless the settings say otherwise.
 */
public final class StubCluster implements AutoCloseable {

    /** A stub the cluster runs: its name, Spring Boot application class and properties file name. */
    public record Stub(String name, Class<?> application, String configName) {}

    public static final List<Stub> STUBS = List.of(
            new Stub("udr-stub", UdrStubApplication.class, UdrStubApplication.CONFIG_NAME),
            new Stub("nrf-stub", NrfStubApplication.class, NrfStubApplication.CONFIG_NAME),
            new Stub("bsf-stub", BsfStubApplication.class, BsfStubApplication.CONFIG_NAME),
            new Stub("shcache-stub", ShCacheStubApplication.class, ShCacheStubApplication.CONFIG_NAME));

    /** The peer simulators {@code peers} can start, by the name {@code --peers} gives them without "-sim" (peersim/README.md). */
    public static final List<Stub> PEERS = List.of(
            new Stub("hss-sim", HssSimulator.class, HssSimulator.CONFIG_NAME));

    /** The setting that names the peer simulators to start: comma-separated names without "-sim", or "all". */
    public static final String PEERS_SETTING = "peers";

    static final String NRF_SLF_API_ROOT = "nrf-stub.stub.nrf.slf.api-root";
    static final String SHCACHE_HSS_PEER = "shcache-stub.diameter.peers[0].uri";

    /** Where one running stub or simulator listens; -1 for a port it does not have. */
    public record Endpoints(String stub, int sbiPort, int tlsPort, int adminPort, int diameterPort) {}

    private final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
    private final List<Endpoints> endpoints = new ArrayList<>();
    private EmbeddedDatabase.Lease database;

    private StubCluster() {}

    public static StubCluster start(Map<String, String> settings) {
        StubCluster cluster = new StubCluster();
        try {
            Map<String, String> effective = new LinkedHashMap<>(settings);
            List<Stub> peers = peers(effective.remove(PEERS_SETTING));
            cluster.startDatabase(effective);
            registerWithClusterNrf(effective);
            boolean hss = peers.stream().anyMatch(p -> p.name().equals("hss-sim"));
            if (hss) {
                pointShCacheAtHss(effective);
            }
            for (Stub stub : STUBS) {
                if (stub.name().equals("nrf-stub") && !effective.containsKey(NRF_SLF_API_ROOT)
                        && !effective.containsKey("stub.nrf.slf.api-root")) {
                    // The UDR stub is the SLF of the cluster's NRF: discovery with a SUPI/GPSI asks it for the group.
                    effective.put(NRF_SLF_API_ROOT, "http://" + loopback(effective) + ":" + cluster.endpoints("udr-stub").sbiPort());
                }
                cluster.startStub(stub, effective);
            }
            for (Stub peer : peers) {
                cluster.startStub(peer, effective);
            }
            if (hss) {
                cluster.awaitShCacheConnected(effective);
            }
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /** The simulators a {@code peers} value names ({@code hss}, {@code all}); none for null, empty or "none". */
    static List<Stub> peers(String value) {
        if (value == null || value.isBlank() || value.strip().equals("none")) {
            return List.of();
        }
        if (value.strip().equals("all")) {
            return PEERS;
        }
        Set<Stub> chosen = new LinkedHashSet<>();
        for (String name : value.split(",")) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            if (n.isEmpty()) {
                continue;
            }
            String simulator = n.endsWith("-sim") ? n : n + "-sim";
            chosen.add(PEERS.stream().filter(p -> p.name().equals(simulator)).findFirst().orElseThrow(() ->
                    new IllegalArgumentException("--peers: no simulator " + name.strip() + " (" + String.join(", ",
                            PEERS.stream().map(p -> p.name().replace("-sim", "")).toList()) + " or all)")));
        }
        return List.copyOf(chosen);
    }

    /**
     * The Sh cache's HSS is the cluster's HSS simulator (unless the settings name another): its Diameter port is fixed
     * now when it would be a free port, as the simulator starts after the stubs; the cache connects within its
     * reconnect timer.
     */
    static void pointShCacheAtHss(Map<String, String> settings) {
        if (settings.containsKey(SHCACHE_HSS_PEER)) {
            return;
        }
        String port = settings.getOrDefault("hss-sim.diameter.port", settings.getOrDefault("diameter.port", "3874"));
        if (port.equals("0")) {
            try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
                port = String.valueOf(socket.getLocalPort());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("no free port for the HSS simulator", e);
            }
            settings.put("hss-sim.diameter.port", port);
        }
        String host = settings.getOrDefault("hss-sim.diameter.origin-host", "hss.corebed.test");
        settings.put(SHCACHE_HSS_PEER, "aaa://" + host + ":" + port);
        settings.put("shcache-stub.diameter.peers[0].address", loopback(settings));
        settings.putIfAbsent("shcache-stub.diameter.peers[0].realm",
                settings.getOrDefault("hss-sim.diameter.origin-realm", settings.getOrDefault("diameter.origin-realm", "corebed.test")));
    }

    /** So that the cluster a user starts with the HSS simulator answers at once: the Sh cache's CER/CEA done. */
    private void awaitShCacheConnected(Map<String, String> settings) {
        String uri = settings.getOrDefault(SHCACHE_HSS_PEER, "");
        String hss = uri.startsWith("aaa://") ? uri.substring(6).replaceFirst("[:;/].*$", "") : "";
        try {
            if (!context("shcache-stub").getBean(DiameterNode.class).awaitOpen(hss, Duration.ofSeconds(15))) {
                org.slf4j.LoggerFactory.getLogger(StubCluster.class).warn(
                        "the Sh cache is not connected to the HSS {} yet; it retries every diameter.reconnect-timer", hss);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Every other stub registers with the cluster's NRF (sbi-core's NRF agent) unless the settings name an
     * NRF. The UDR starts before the NRF, so the NRF's port is fixed now when it would be a free port; the
     * agent retries until the NRF answers.
     */
    static void registerWithClusterNrf(Map<String, String> settings) {
        if (settings.containsKey("nrf.api-root")) {
            return;
        }
        String nrfPort = settings.getOrDefault("nrf-stub.sbi.port", settings.getOrDefault("sbi.port", "8081"));
        if (nrfPort.equals("0")) {
            try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
                nrfPort = String.valueOf(socket.getLocalPort());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("no free port for the NRF", e);
            }
            settings.put("nrf-stub.sbi.port", nrfPort);
        }
        for (Stub stub : STUBS) {
            if (!stub.name().equals("nrf-stub")) {
                settings.putIfAbsent(stub.name() + ".nrf.api-root", "http://" + loopback(settings) + ":" + nrfPort);
            }
        }
    }

    /** Where a stub of this JVM is reached: its bind address, or the loopback when it binds every address. */
    static String loopback(Map<String, String> settings) {
        String host = settings.getOrDefault("udr-stub.sbi.bind-address", settings.getOrDefault("sbi.bind-address", ""));
        if (host.isBlank() || host.equals("0.0.0.0") || host.equals("::")) {
            return "127.0.0.1";
        }
        return host.contains(":") ? "[" + host + "]" : host;
    }

    /** The embedded database starts first, once, so its address can be shown and every stub reuses it. */
    private void startDatabase(Map<String, String> settings) {
        if (settings.getOrDefault("db.url", "").isBlank()) {
            var env = new StandardEnvironment();
            env.getPropertySources().addFirst(new MapPropertySource("launcher", new LinkedHashMap<>(settings)));
            EmbeddedDatabase.Config config = Binder.get(env).bind("db.embedded", EmbeddedDatabase.Config.class)
                    .orElseGet(EmbeddedDatabase.Config::defaults);
            database = EmbeddedDatabase.shared(config);
        }
    }

    private void startStub(Stub stub, Map<String, String> settings) {
        ConfigurableApplicationContext ctx = startContext(stub.name(), stub.application(), stub.configName(), settings);
        contexts.add(ctx);
        endpoints.add(endpoints(stub.name(), ctx));
    }

    /** A stub's or simulator's context: the plain settings and those prefixed with its name, none of the others'. */
    private ConfigurableApplicationContext startContext(String name, Class<?> application, String configName,
                                                       Map<String, String> settings) {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("spring.config.name", configName);
        String prefix = name + ".";
        settings.forEach((k, v) -> {
            if (k.startsWith(prefix)) {
                props.put(k.substring(prefix.length()), v);
            } else if (STUBS.stream().noneMatch(s -> k.startsWith(s.name() + "."))
                    && PEERS.stream().noneMatch(p -> k.startsWith(p.name() + "."))) {
                props.put(k, v);
            }
        });
        // As command-line arguments, settings outrank the stub's own properties file (default properties would not).
        String[] args = props.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new);
        return new SpringApplicationBuilder(application)
                .registerShutdownHook(false)
                .run(args);
    }

    private static Endpoints endpoints(String name, ConfigurableApplicationContext ctx) {
        SbiEndpoints ep = ctx.getBean(SbiEndpoints.class);
        DiameterNode node = ctx.getBeanProvider(DiameterNode.class).getIfAvailable();
        return new Endpoints(name, ep.sbiPort(), ep.tlsPort(), ep.adminPort(), node == null ? -1 : node.port());
    }

    /** The stubs and then the simulators, in the order they started. */
    public List<Endpoints> endpoints() {
        return List.copyOf(endpoints);
    }

    /** A stub's endpoints, or a simulator's ({@code hss-sim}). */
    public Endpoints endpoints(String stub) {
        return endpoints.stream().filter(e -> e.stub().equals(stub)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no stub or simulator " + stub + " in this cluster"));
    }

    /** A running stub's (or simulator's) Spring context, for tools that look inside the cluster (its route tables, its schema). */
    public ConfigurableApplicationContext context(String stub) {
        for (int i = 0; i < endpoints.size(); i++) {
            if (endpoints.get(i).stub().equals(stub)) {
                return contexts.get(i);
            }
        }
        throw new IllegalArgumentException("no stub or simulator " + stub + " in this cluster");
    }

    /** The embedded database, or null when the stubs use an external SQL node. */
    public EmbeddedDatabase database() {
        return database == null ? null : database.database();
    }

    /**
     * Stops the simulators and the stubs in reverse order, the NRF last so that the others can still deregister from
     * it, then the embedded database.
     */
    @Override
    public void close() {
        int nrf = -1;
        for (int i = contexts.size() - 1; i >= 0; i--) {
            if (i < endpoints.size() && endpoints.get(i).stub().equals("nrf-stub")) {
                nrf = i;
            } else {
                contexts.get(i).close();
            }
        }
        if (nrf >= 0) {
            contexts.get(nrf).close();
        }
        contexts.clear();
        endpoints.clear();
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
