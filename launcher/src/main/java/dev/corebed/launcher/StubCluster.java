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
 * <p>{@code peers} starts peer simulators beside the stubs, before them ({@code --peers=hss}, {@code --peers=all}):
 * each in its own context, with the plain settings and those prefixed with its name ({@code hss-sim.admin.port});
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

    /**
     * The peer simulators {@code --peers} may start (peersim): the name on the command line ({@code hss}), the
     * context's name and settings prefix ({@code hss-sim}), its application class and properties file.
     */
    public record Peer(String option, String name, Class<?> application, String configName) {}

    public static final List<Peer> PEERS = List.of(
            new Peer("hss", "hss-sim", HssSimulator.class, HssSimulator.CONFIG_NAME));

    /** The setting that names the simulators to start: {@code all}, or their names comma-separated. */
    public static final String PEERS_SETTING = "peers";

    static final String NRF_SLF_API_ROOT = "nrf-stub.stub.nrf.slf.api-root";
    static final String SHCACHE_HSS_PEER = "shcache-stub.diameter.peers[0].uri";

    /** Where one running stub or simulator listens; -1 for a port it does not have. */
    public record Endpoints(String stub, int sbiPort, int tlsPort, int adminPort, int diameterPort) {}

    private final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
    private final List<Endpoints> endpoints = new ArrayList<>();
    private final List<ConfigurableApplicationContext> peerContexts = new ArrayList<>();
    private final List<Endpoints> peerEndpoints = new ArrayList<>();
    private EmbeddedDatabase.Lease database;

    private StubCluster() {}

    public static StubCluster start(Map<String, String> settings) {
        StubCluster cluster = new StubCluster();
        try {
            Map<String, String> effective = new LinkedHashMap<>(settings);
            Set<Peer> peers = peers(effective.remove(PEERS_SETTING));
            cluster.startDatabase(effective);
            registerWithClusterNrf(effective);
            for (Peer peer : peers) {
                ConfigurableApplicationContext ctx = cluster.startContext(peer.name(), peer.application(), peer.configName(), effective);
                cluster.peerContexts.add(ctx);
                cluster.peerEndpoints.add(endpoints(peer.name(), ctx));
                if (peer.option().equals("hss") && !effective.containsKey(SHCACHE_HSS_PEER)) {
                    // The Sh cache's HSS is this simulator, at whatever port it got.
                    DiameterNode hss = ctx.getBean(DiameterNode.class);
                    effective.put(SHCACHE_HSS_PEER, "aaa://" + hss.originHost() + ":" + hss.port());
                    effective.put("shcache-stub.diameter.peers[0].address", loopback(effective));
                    effective.put("shcache-stub.diameter.peers[0].realm", hss.originRealm());
                }
            }
            for (Stub stub : STUBS) {
                if (stub.name().equals("nrf-stub") && !effective.containsKey(NRF_SLF_API_ROOT)
                        && !effective.containsKey("stub.nrf.slf.api-root")) {
                    // The UDR stub is the SLF of the cluster's NRF: discovery with a SUPI/GPSI asks it for the group.
                    effective.put(NRF_SLF_API_ROOT, "http://" + loopback(effective) + ":" + cluster.endpoints("udr-stub").sbiPort());
                }
                cluster.startStub(stub, effective);
            }
            if (peers.stream().anyMatch(p -> p.option().equals("hss"))) {
                cluster.awaitShCacheConnected();
            }
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /** The simulators a {@code peers} setting names; empty when it is absent or empty. */
    static Set<Peer> peers(String setting) {
        Set<Peer> out = new LinkedHashSet<>();
        if (setting == null || setting.isBlank()) {
            return out;
        }
        for (String name : setting.split(",")) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            if (n.equals("all")) {
                out.addAll(PEERS);
                continue;
            }
            Peer peer = PEERS.stream().filter(p -> p.option().equals(n) || p.name().equals(n)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("--peers: no simulator " + name.strip() + "; known: all, "
                            + String.join(", ", PEERS.stream().map(Peer::option).toList())));
            out.add(peer);
        }
        return out;
    }

    /** So that the cluster a user starts with the HSS simulator answers at once: the Sh cache's CER/CEA done. */
    private void awaitShCacheConnected() {
        DiameterNode cache = context("shcache-stub").getBean(DiameterNode.class);
        String hss = URI_HOST.apply(context("shcache-stub").getEnvironment().getProperty("diameter.peers[0].uri", ""));
        try {
            if (!cache.awaitOpen(hss, Duration.ofSeconds(15))) {
                org.slf4j.LoggerFactory.getLogger(StubCluster.class).warn(
                        "the Sh cache is not connected to the HSS simulator {} yet; it retries every diameter.reconnect-timer", hss);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static final java.util.function.UnaryOperator<String> URI_HOST = uri -> {
        try {
            String host = java.net.URI.create(uri).getHost();
            return host == null ? "" : host;
        } catch (IllegalArgumentException e) {
            return "";
        }
    };

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

    /** The stubs, in the order they started. */
    public List<Endpoints> endpoints() {
        return List.copyOf(endpoints);
    }

    /** A stub's endpoints, or a simulator's ({@code hss-sim}). */
    public Endpoints endpoints(String stub) {
        return java.util.stream.Stream.concat(endpoints.stream(), peerEndpoints.stream()).filter(e -> e.stub().equals(stub))
                .findFirst().orElseThrow(() -> new IllegalArgumentException("no stub or simulator " + stub + " in this cluster"));
    }

    /** The peer simulators started beside the stubs. */
    public List<Endpoints> peerEndpoints() {
        return List.copyOf(peerEndpoints);
    }

    /** A running stub's (or simulator's) Spring context, for tools that look inside the cluster (its route tables, its schema). */
    public ConfigurableApplicationContext context(String stub) {
        for (int i = 0; i < endpoints.size(); i++) {
            if (endpoints.get(i).stub().equals(stub)) {
                return contexts.get(i);
            }
        }
        for (int i = 0; i < peerEndpoints.size(); i++) {
            if (peerEndpoints.get(i).stub().equals(stub)) {
                return peerContexts.get(i);
            }
        }
        throw new IllegalArgumentException("no stub or simulator " + stub + " in this cluster");
    }

    /** The embedded database, or null when the stubs use an external SQL node. */
    public EmbeddedDatabase database() {
        return database == null ? null : database.database();
    }

    /**
     * Stops the stubs in reverse order, the NRF last so that the others can still deregister from it, then the
     * simulators, then the embedded database.
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
        for (int i = peerContexts.size() - 1; i >= 0; i--) {
            peerContexts.get(i).close();
        }
        peerContexts.clear();
        peerEndpoints.clear();
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
