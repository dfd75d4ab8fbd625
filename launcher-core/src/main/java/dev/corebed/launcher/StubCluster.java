package dev.corebed.launcher;

import dev.corebed.dbtier.EmbeddedDatabase;
import dev.corebed.diameter.DiameterNode;
import dev.corebed.sbi.config.SbiEndpoints;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.context.logging.LoggingApplicationListener;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.StandardEnvironment;

/**
 * Every stub, or the ones named, each in its own Spring context, in one JVM, on one embedded database
 * (unless {@code db.url} names an external SQL node). Stubs talk to each other only over the wire.
 *
 * <p>Stubs are found on the classpath by class name, so this module depends on none of them: the launcher
 * puts all of them on its classpath, a test only those it starts (the test kit's JUnit extension starts
 * them through this class).
 *
 * <p>Settings: a plain key ({@code db.embedded.data-dir}) applies to every stub; a key prefixed with a
 * stub name ({@code nrf-stub.sbi.port}) applies to that stub only.
 *
 * <p>The UDR starts before the NRF, and the NRF's SLF ({@code stub.nrf.slf.api-root}) is the UDR stub's
 * Nudr_GroupIDmap unless the settings name one.
 *
 * <p>Peer simulators ({@link #PEERS}, module peersim) start after the stubs when named: in the names given, or by
 * the setting {@code peers} (the launcher's {@code --peers=chf,amf,smf}, or {@code all}). They register with the
 * cluster's NRF as the stubs do, so the PCF discovers the CHF and the AMF. The setting {@code stubs}
 * ({@code --stubs=udr,nrf}) starts only the stubs it names (all by default). With the HSS simulator, the Sh cache's
 * Diameter peer is the simulator, wherever it listens, unless the settings name another HSS. With the BSF, the PCF
 * connects to the BSF's Diameter port (the BSF relays the AF's Rx sessions to the PCF its bindings name); with the OCS
 * simulator, to the simulator (Sy).
 */
public final class StubCluster implements AutoCloseable {

    /**
     * A stub the cluster runs: its name (also its artifact's), its Spring Boot application class and the
     * properties file it reads.
     */
    public record Stub(String name, String applicationClass, String configName) {

        /** The application class, from the classpath. */
        public Class<?> application() {
            try {
                return Class.forName(applicationClass, true, StubCluster.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException(name + " is not on the classpath: add the dependency dev.corebed:" + name, e);
            }
        }
    }

    /** In start order: the UDR before the NRF (the NRF's SLF); the NRF stops last. A new stub is one line here. */
    public static final List<Stub> STUBS = List.of(
            new Stub("udr-stub", "dev.corebed.udr.UdrStubApplication", "udr-stub"),
            new Stub("nrf-stub", "dev.corebed.nrf.NrfStubApplication", "nrf-stub"),
            new Stub("scp-stub", "dev.corebed.scp.ScpStubApplication", "scp-stub"),
            new Stub("bsf-stub", "dev.corebed.bsf.BsfStubApplication", "bsf-stub"),
            new Stub("pcf-stub", "dev.corebed.pcf.PcfStubApplication", "pcf-stub"),
            new Stub("shcache-stub", "dev.corebed.shcache.ShCacheStubApplication", "shcache-stub"));

    /** The peer simulators the cluster can start beside the stubs, after them (peersim/README.md). */
    public static final List<Stub> PEERS = List.of(
            new Stub("chf-sim", "dev.corebed.peersim.chf.ChfSimulator", "chf-sim"),
            new Stub("amf-sim", "dev.corebed.peersim.amf.AmfSimulator", "amf-sim"),
            new Stub("smf-sim", "dev.corebed.peersim.smf.SmfSimulator", "smf-sim"),
            new Stub("hss-sim", "dev.corebed.peersim.hss.HssSimulator", "hss-sim"),
            new Stub("ocs-sim", "dev.corebed.peersim.ocs.OcsSimulator", "ocs-sim"),
            new Stub("producer-sim", "dev.corebed.peersim.producer.ProducerSimulator", "producer-sim"));

    /** The setting that names the peer simulators to start: comma-separated names without "-sim", or "all". */
    public static final String PEERS_SETTING = "peers";
    /** The setting that names the stubs to start (comma-separated, with or without "-stub"); absent: all of them. */
    public static final String STUBS_SETTING = "stubs";

    static final String NRF_SLF_API_ROOT = "nrf-stub.stub.nrf.slf.api-root";
    static final String SHCACHE_HSS_PEER = "shcache-stub.diameter.peers[0].uri";
    /** The PCF's Diameter peers the cluster adds: the BSF (which relays Rx sessions to it), the OCS (its Sy peer). */
    static final String PCF_PEERS = "pcf-stub.diameter.peers[";

    /** Where one running stub listens; {@code diameter} is null when the stub has no Diameter node. */
    public record Endpoints(String stub, int sbiPort, int tlsPort, int adminPort, Diameter diameter) {}

    /** A stub's Diameter node: its port, its identity (Origin-Host) and realm (Origin-Realm). */
    public record Diameter(int port, String originHost, String originRealm) {}

    private final List<Instance> instances = new ArrayList<>();
    /** The settings every stub was started with, the links between stubs included. */
    private final Map<String, String> settings = new LinkedHashMap<>();
    private final Map<String, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers;
    private EmbeddedDatabase.Lease database;

    private StubCluster(Map<String, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers) {
        this.initializers = initializers;
    }

    /** Every stub of {@link #STUBS}, or those the setting {@code stubs} names, and the simulators {@code peers} names. */
    public static StubCluster start(Map<String, String> settings) {
        Map<String, String> s = new LinkedHashMap<>(settings);
        List<String> names = new ArrayList<>(stubs(s.remove(STUBS_SETTING)).stream().map(Stub::name).toList());
        peers(s.remove(PEERS_SETTING)).forEach(p -> names.add(p.name()));
        return start(s, names);
    }

    /**
     * The named stubs ({@code "nrf-stub"}...) in the order of {@link #STUBS}, then the named simulators
     * ({@code "chf-sim"}...) of {@link #PEERS}. The links between stubs (registration with the cluster's NRF, the
     * NRF's SLF, the Sh cache's HSS) are made only between stubs and simulators it starts.
     *
     * @throws IllegalArgumentException naming a stub that {@link #STUBS} and {@link #PEERS} do not know
     * @throws IllegalStateException    when a named stub is not on the classpath
     */
    public static StubCluster start(Map<String, String> settings, Collection<String> stubs) {
        return start(settings, stubs, Map.of());
    }

    /**
     * As {@link #start(Map, Collection)}, with initializers run on a stub's Spring context before it refreshes
     * (each time the stub starts): for tests of a stub that replace one of its beans.
     */
    public static StubCluster start(Map<String, String> settings, Collection<String> stubs,
                                    Map<String, List<ApplicationContextInitializer<ConfigurableApplicationContext>>> initializers) {
        List<Stub> chosen = new ArrayList<>(STUBS.stream().filter(s -> stubs.contains(s.name())).toList());
        chosen.addAll(PEERS.stream().filter(s -> stubs.contains(s.name())).toList());
        if (chosen.size() != stubs.stream().distinct().count()) {
            throw new IllegalArgumentException("unknown stub in " + stubs + "; known: "
                    + java.util.stream.Stream.concat(STUBS.stream(), PEERS.stream()).map(Stub::name).collect(Collectors.joining(", ")));
        }
        chosen.forEach(Stub::application); // a missing stub fails before the database starts
        boolean shCacheOnHss = chosen.stream().anyMatch(s -> s.name().equals("hss-sim"))
                && chosen.stream().anyMatch(s -> s.name().equals("shcache-stub"));
        boolean pcf = chosen.stream().anyMatch(s -> s.name().equals("pcf-stub"));
        boolean pcfOnBsf = pcf && chosen.stream().anyMatch(s -> s.name().equals("bsf-stub"));
        boolean pcfOnOcs = pcf && chosen.stream().anyMatch(s -> s.name().equals("ocs-sim"));
        StubCluster cluster = new StubCluster(Map.copyOf(initializers));
        try {
            cluster.startDatabase(settings);
            Map<String, String> effective = cluster.settings;
            effective.putAll(settings);
            registerWithClusterNrf(effective, chosen);
            if (shCacheOnHss) {
                pointShCacheAtHss(effective);
            }
            List<String> pcfPeers = new ArrayList<>();
            if (pcfOnOcs) {
                pcfPeers.add(pointPcfAtOcs(effective));
            }
            boolean udr = chosen.stream().anyMatch(s -> s.name().equals("udr-stub"));
            for (Stub stub : chosen) {
                if (udr && stub.name().equals("nrf-stub") && !effective.containsKey(NRF_SLF_API_ROOT)
                        && !effective.containsKey("stub.nrf.slf.api-root")) {
                    // The UDR stub is the SLF of the cluster's NRF: discovery with a SUPI/GPSI asks it for the group.
                    effective.put(NRF_SLF_API_ROOT, "http://" + loopback(effective) + ":" + cluster.endpoints("udr-stub").sbiPort());
                }
                if (pcfOnBsf && stub.name().equals("pcf-stub") && pointPcfAtBsf(effective, cluster.endpoints("bsf-stub").diameter())) {
                    pcfPeers.add(cluster.endpoints("bsf-stub").diameter().originHost());
                }
                Instance instance = cluster.new Instance(stub, settingsOf(stub, effective),
                        cluster.initializers.getOrDefault(stub.name(), List.of()));
                cluster.instances.add(instance);
                instance.start();
            }
            if (shCacheOnHss) {
                cluster.awaitShCacheConnected(effective);
            }
            for (String host : pcfPeers) {
                cluster.awaitPcfConnected(host);
            }
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * The simulators a {@code peers} value names ({@code chf,amf}, {@code all}); none for null, empty or "none". {@code all}
     * is the peers of the stubs (chf, amf, smf, hss), not the SCP's producers: their population of CHFs, PCFs, UDRs... in
     * the NRF would answer the PCF's discoveries too; they start when named ({@code producer}).
     */
    static List<Stub> peers(String value) {
        if (value == null || value.isBlank() || value.trim().equals("none")) {
            return List.of();
        }
        if (value.trim().equals("all")) {
            return PEERS.stream().filter(p -> !p.name().equals("producer-sim")).toList();
        }
        LinkedHashSet<Stub> chosen = new LinkedHashSet<>();
        for (String name : Arrays.stream(value.split(",")).map(String::trim).filter(n -> !n.isEmpty()).toList()) {
            String simulator = name.endsWith("-sim") ? name : name + "-sim";
            chosen.add(PEERS.stream().filter(p -> p.name().equals(simulator)).findFirst().orElseThrow(() ->
                    new IllegalArgumentException("--peers: no simulator " + name + " (" + String.join(", ",
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

    /**
     * The PCF's Diameter peers (unless the settings name its peers): the BSF, so that the BSF's Rx proxy reaches the PCF
     * named in the bindings it registers (the BSF started before it, on a port now known), and the OCS simulator (Sy).
     * Both are added as peers the PCF connects to, after any it is given by index.
     */
    static boolean pointPcfAtBsf(Map<String, String> settings, Diameter bsf) {
        if (bsf == null) {
            return false;
        }
        addPcfPeer(settings, "aaa://" + bsf.originHost() + ":" + bsf.port(), bsf.originRealm());
        return true;
    }

    /**
     * The OCS simulator starts after the stubs: its Diameter port is fixed now when it would be a free port.
     *
     * @return the OCS's Diameter identity
     */
    static String pointPcfAtOcs(Map<String, String> settings) {
        String port = settings.getOrDefault("ocs-sim.diameter.port", settings.getOrDefault("diameter.port", "3875"));
        if (port.equals("0")) {
            port = String.valueOf(freePort("the OCS simulator"));
            settings.put("ocs-sim.diameter.port", port);
        }
        String host = settings.getOrDefault("ocs-sim.diameter.origin-host", "ocs.corebed.test");
        addPcfPeer(settings, "aaa://" + host + ":" + port,
                settings.getOrDefault("ocs-sim.diameter.origin-realm", settings.getOrDefault("diameter.origin-realm", "corebed.test")));
        return host;
    }

    private static void addPcfPeer(Map<String, String> settings, String uri, String realm) {
        int i = 0;
        while (settings.containsKey(PCF_PEERS + i + "].uri")) {
            if (settings.get(PCF_PEERS + i + "].uri").equals(uri)) {
                return;
            }
            i++;
        }
        settings.put(PCF_PEERS + i + "].uri", uri);
        settings.put(PCF_PEERS + i + "].address", loopback(settings));
        settings.put(PCF_PEERS + i + "].realm", realm);
    }

    private static int freePort(String what) {
        try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("no free port for " + what, e);
        }
    }

    /** So that the PCF is open with its BSF and OCS when the cluster is up (the OCS simulator starts after it). */
    private void awaitPcfConnected(String host) {
        try {
            if (!context("pcf-stub").getBean(DiameterNode.class).awaitOpen(host, Duration.ofSeconds(15))) {
                org.slf4j.LoggerFactory.getLogger(StubCluster.class).warn(
                        "the PCF is not connected to its peer {} yet; it retries every diameter.reconnect-timer", host);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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

    /** The stubs a {@code stubs} value names ({@code udr,nrf}); every stub for null, empty or "all". */
    static List<Stub> stubs(String value) {
        if (value == null || value.isBlank() || value.trim().equals("all")) {
            return STUBS;
        }
        LinkedHashSet<String> wanted = new LinkedHashSet<>();
        for (String name : value.split(",")) {
            String n = name.trim();
            if (!n.isEmpty()) {
                String stub = n.endsWith("-stub") ? n : n + "-stub";
                if (STUBS.stream().noneMatch(s -> s.name().equals(stub))) {
                    throw new IllegalArgumentException("--stubs: no stub " + n + " (" + String.join(", ",
                            STUBS.stream().map(x -> x.name().replace("-stub", "")).toList()) + " or all)");
                }
                wanted.add(stub);
            }
        }
        return STUBS.stream().filter(s -> wanted.contains(s.name())).toList(); // in the cluster's order: the UDR before the NRF
    }

    /**
     * Another instance of a stub this cluster runs, on the same data tier (the same database and schema, as two
     * instances behind a load balancer), on free ports; {@code overrides} ({@code key=value}, plain keys) are
     * its own settings. The initializers the cluster was started with are not run on it. It stops with the
     * cluster, or before with {@link Instance#stop()}.
     */
    public Instance startInstance(String stub, Map<String, String> overrides) {
        Instance first = instance(stub);
        Map<String, Object> props = new LinkedHashMap<>(first.settings);
        for (String port : List.of("sbi.port", "sbi.tls-port", "admin.port", "diameter.port")) {
            props.computeIfPresent(port, (k, v) -> v.equals("-1") ? v : "0"); // a port the first has off stays off
            props.putIfAbsent(port, "0");
        }
        props.putAll(overrides);
        Instance instance = new Instance(first.stub, props, List.of());
        synchronized (this) {
            instances.add(instance);
        }
        instance.start();
        return instance;
    }

    /**
     * One running Spring context of a stub. Stopping it keeps the data tier (the cluster holds the database); it
     * starts again on the ports it had, so a client of it sees a peer restart, not a peer move.
     */
    public final class Instance {

        private final Stub stub;
        private final Map<String, Object> settings;
        private final List<ApplicationContextInitializer<ConfigurableApplicationContext>> initializers;
        private volatile ConfigurableApplicationContext context;
        private volatile Endpoints endpoints;

        private Instance(Stub stub, Map<String, Object> settings,
                         List<ApplicationContextInitializer<ConfigurableApplicationContext>> initializers) {
            this.stub = stub;
            this.settings = settings;
            this.initializers = initializers;
        }

        public String stub() {
            return stub.name();
        }

        /** Where it listens (also while it is stopped: where it listened, and will again). */
        public Endpoints endpoints() {
            return endpoints;
        }

        /** Its Spring context, or null while it is stopped. */
        public ConfigurableApplicationContext context() {
            return context;
        }

        public boolean running() {
            return context != null;
        }

        /** Starts it again, on the ports it had; a no-op when it runs. */
        public synchronized void start() {
            if (context != null) {
                return;
            }
            Map<String, Object> props = new LinkedHashMap<>(settings);
            Endpoints had = endpoints;
            if (had != null) {
                props.put("sbi.port", String.valueOf(had.sbiPort()));
                props.put("sbi.tls-port", String.valueOf(had.tlsPort()));
                props.put("admin.port", String.valueOf(had.adminPort()));
                if (had.diameter() != null) {
                    props.put("diameter.port", String.valueOf(had.diameter().port()));
                }
            }
            // As command-line arguments, settings outrank the stub's own properties file (default properties would not).
            String[] args = props.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new);
            SpringApplicationBuilder app = new SpringApplicationBuilder(stub.application()).registerShutdownHook(false);
            initializers.forEach(i -> app.initializers(i));
            app.application().setListeners(app.application().getListeners().stream()
                    .map(l -> l instanceof LoggingApplicationListener ? new SerialLoggingListener() : l).toList());
            ConfigurableApplicationContext ctx = app.run(args);
            SbiEndpoints ep = ctx.getBean(SbiEndpoints.class);
            DiameterNode node = ctx.getBeanProvider(DiameterNode.class).getIfAvailable();
            Diameter diameter = node == null || node.port() < 0 ? null
                    : new Diameter(node.port(), node.originHost(), node.originRealm());
            endpoints = new Endpoints(stub.name(), ep.sbiPort(), ep.tlsPort(), ep.adminPort(), diameter);
            context = ctx;
        }

        /** Stops it (its connections close, its NRF agent deregisters); the data tier stays. */
        public synchronized void stop() {
            ConfigurableApplicationContext ctx = context;
            context = null;
            if (ctx != null) {
                ctx.close();
            }
        }

        public void restart() {
            stop();
            start();
        }

        @Override
        public String toString() {
            return stub.name() + (endpoints == null ? "" : " (SBI port " + endpoints.sbiPort() + ")");
        }
    }

    /**
     * Every other stub registers with the cluster's NRF (sbi-core's NRF agent) unless the settings name an
     * NRF. The UDR starts before the NRF, so the NRF's port is fixed now when it would be a free port; the
     * agent retries until the NRF answers.
     */
    static void registerWithClusterNrf(Map<String, String> settings, List<Stub> stubs) {
        if (settings.containsKey("nrf.api-root") || stubs.stream().noneMatch(s -> s.name().equals("nrf-stub"))) {
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
        for (Stub stub : stubs) {
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

    /** A stub's settings: a plain key, or one prefixed with its name (the later wins); its own properties file by name. */
    private static Map<String, Object> settingsOf(Stub stub, Map<String, String> settings) {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("spring.config.name", stub.configName());
        String prefix = stub.name() + ".";
        settings.forEach((k, v) -> {
            if (k.startsWith(prefix)) {
                props.put(k.substring(prefix.length()), v);
            } else if (STUBS.stream().noneMatch(s -> k.startsWith(s.name() + "."))
                    && PEERS.stream().noneMatch(s -> k.startsWith(s.name() + "."))) {
                props.put(k, v);
            }
        });
        return props;
    }

    /** Where each stub listens (its first instance), in start order. */
    public List<Endpoints> endpoints() {
        List<Instance> all;
        synchronized (this) {
            all = List.copyOf(instances);
        }
        return all.stream().filter(i -> all.stream().filter(o -> o.stub == i.stub).findFirst().orElseThrow() == i)
                .map(Instance::endpoints).toList();
    }

    public Endpoints endpoints(String stub) {
        return instance(stub).endpoints();
    }

    /** A running stub's Spring context, for tools that look inside the cluster (its route tables, its schema). */
    public ConfigurableApplicationContext context(String stub) {
        return instance(stub).context();
    }

    /** The first instance of a stub, the one the cluster started. */
    public synchronized Instance instance(String stub) {
        return instances.stream().filter(i -> i.stub().equals(stub)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no stub " + stub + " in this cluster"));
    }

    /** The embedded database, or null when the stubs use an external SQL node. */
    public EmbeddedDatabase database() {
        return database == null ? null : database.database();
    }

    /**
     * Stops the stubs in reverse order, the NRF last so that the others can still deregister from it, then the
     * embedded database.
     */
    @Override
    public void close() {
        List<Instance> all;
        synchronized (this) {
            all = new ArrayList<>(instances);
            instances.clear();
        }
        java.util.Collections.reverse(all);
        all.stream().filter(i -> !i.stub().equals("nrf-stub")).forEach(Instance::stop);
        all.stream().filter(i -> i.stub().equals("nrf-stub")).forEach(Instance::stop);
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
