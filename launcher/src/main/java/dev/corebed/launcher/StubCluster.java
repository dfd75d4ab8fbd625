package dev.corebed.launcher;

import dev.corebed.bsf.BsfStubApplication;
import dev.corebed.dbtier.EmbeddedDatabase;
import dev.corebed.nrf.NrfStubApplication;
import dev.corebed.pcf.PcfStubApplication;
import dev.corebed.peersim.amf.AmfSimulator;
import dev.corebed.peersim.chf.ChfSimulator;
import dev.corebed.peersim.smf.SmfSimulator;
import dev.corebed.sbi.config.SbiEndpoints;
import dev.corebed.udr.UdrStubApplication;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * <p>{@code peers} (the launcher's {@code --peers=chf,amf,smf}, or {@code all}) starts peer simulators beside the stubs,
 * after them: they register with the cluster's NRF as the stubs do, so the PCF discovers the CHF and the AMF.
 * {@code stubs} ({@code --stubs=udr,nrf}) starts only the stubs named (all by default).
 */
public final class StubCluster implements AutoCloseable {

    /** A stub the cluster runs: its name, Spring Boot application class and properties file name. */
    public record Stub(String name, Class<?> application, String configName) {}

    public static final List<Stub> STUBS = List.of(
            new Stub("udr-stub", UdrStubApplication.class, UdrStubApplication.CONFIG_NAME),
            new Stub("nrf-stub", NrfStubApplication.class, NrfStubApplication.CONFIG_NAME),
            new Stub("bsf-stub", BsfStubApplication.class, BsfStubApplication.CONFIG_NAME),
            new Stub("pcf-stub", PcfStubApplication.class, PcfStubApplication.CONFIG_NAME));

    /** The peer simulators {@code peers} can start, by the name {@code --peers} gives them (peersim/README.md). */
    public static final List<Stub> PEERS = List.of(
            new Stub("chf-sim", ChfSimulator.class, ChfSimulator.CONFIG_NAME),
            new Stub("amf-sim", AmfSimulator.class, AmfSimulator.CONFIG_NAME),
            new Stub("smf-sim", SmfSimulator.class, SmfSimulator.CONFIG_NAME));

    /** The setting that names the peer simulators to start: comma-separated names without "-sim", or "all". */
    public static final String PEERS_SETTING = "peers";
    /** The setting that names the stubs to start (comma-separated, with or without "-stub"); absent: all of them. */
    public static final String STUBS_SETTING = "stubs";

    static final String NRF_SLF_API_ROOT = "nrf-stub.stub.nrf.slf.api-root";

    /** Where one running stub listens. */
    public record Endpoints(String stub, int sbiPort, int tlsPort, int adminPort) {}

    private final List<ConfigurableApplicationContext> contexts = new ArrayList<>();
    private final List<Endpoints> endpoints = new ArrayList<>();
    private EmbeddedDatabase.Lease database;

    private StubCluster() {}

    public static StubCluster start(Map<String, String> settings) {
        StubCluster cluster = new StubCluster();
        try {
            cluster.startDatabase(settings);
            Map<String, String> effective = new LinkedHashMap<>(settings);
            List<Stub> peers = peers(effective.remove(PEERS_SETTING));
            List<Stub> stubs = stubs(effective.remove(STUBS_SETTING));
            registerWithClusterNrf(effective, peers);
            for (Stub stub : stubs) {
                if (stub.name().equals("nrf-stub") && stubs.stream().anyMatch(s -> s.name().equals("udr-stub"))
                        && !effective.containsKey(NRF_SLF_API_ROOT)
                        && !effective.containsKey("stub.nrf.slf.api-root")) {
                    // The UDR stub is the SLF of the cluster's NRF: discovery with a SUPI/GPSI asks it for the group.
                    effective.put(NRF_SLF_API_ROOT, "http://" + loopback(effective) + ":" + cluster.endpoints("udr-stub").sbiPort());
                }
                cluster.startStub(stub, effective);
            }
            for (Stub peer : peers) {
                cluster.startStub(peer, effective);
            }
            return cluster;
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
    }

    /**
     * Every other stub registers with the cluster's NRF (sbi-core's NRF agent) unless the settings name an
     * NRF. The UDR starts before the NRF, so the NRF's port is fixed now when it would be a free port; the
     * agent retries until the NRF answers.
     */
    /** The simulators a {@code peers} value names ({@code chf,amf}, {@code all}); none for null or empty. */
    static List<Stub> peers(String value) {
        if (value == null || value.isBlank() || value.equals("none")) {
            return List.of();
        }
        if (value.trim().equals("all")) {
            return PEERS;
        }
        LinkedHashSet<Stub> chosen = new LinkedHashSet<>();
        for (String name : Arrays.stream(value.split(",")).map(String::trim).filter(n -> !n.isEmpty()).toList()) {
            String simulator = name.endsWith("-sim") ? name : name + "-sim";
            chosen.add(PEERS.stream().filter(p -> p.name().equals(simulator)).findFirst().orElseThrow(() ->
                    new IllegalArgumentException("--peers: no simulator " + name + " (chf, amf, smf or all)")));
        }
        return List.copyOf(chosen);
    }

    /** The stubs a {@code stubs} value names ({@code udr,nrf}); every stub for null or empty. */
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
                    throw new IllegalArgumentException("--stubs: no stub " + n + " (udr, nrf, bsf, pcf or all)");
                }
                wanted.add(stub);
            }
        }
        return STUBS.stream().filter(s -> wanted.contains(s.name())).toList(); // in the cluster's order: the UDR before the NRF
    }

    static void registerWithClusterNrf(Map<String, String> settings) {
        registerWithClusterNrf(settings, List.of());
    }

    static void registerWithClusterNrf(Map<String, String> settings, List<Stub> peers) {
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
        for (Stub peer : peers) {
            settings.putIfAbsent(peer.name() + ".nrf.api-root", "http://" + loopback(settings) + ":" + nrfPort);
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
        // As command-line arguments, settings outrank the stub's own properties file (default properties would not).
        String[] args = props.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new);
        ConfigurableApplicationContext ctx = new SpringApplicationBuilder(stub.application())
                .registerShutdownHook(false)
                .run(args);
        contexts.add(ctx);
        SbiEndpoints ep = ctx.getBean(SbiEndpoints.class);
        endpoints.add(new Endpoints(stub.name(), ep.sbiPort(), ep.tlsPort(), ep.adminPort()));
    }

    public List<Endpoints> endpoints() {
        return List.copyOf(endpoints);
    }

    public Endpoints endpoints(String stub) {
        return endpoints.stream().filter(e -> e.stub().equals(stub)).findFirst().orElseThrow();
    }

    /** A running stub's Spring context, for tools that look inside the cluster (its route tables, its schema). */
    public ConfigurableApplicationContext context(String stub) {
        for (int i = 0; i < endpoints.size(); i++) {
            if (endpoints.get(i).stub().equals(stub)) {
                return contexts.get(i);
            }
        }
        throw new IllegalArgumentException("no stub " + stub + " in this cluster");
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
