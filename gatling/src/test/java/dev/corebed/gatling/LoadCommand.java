package dev.corebed.gatling;

import dev.corebed.gatling.chains.LoadParameters;
import dev.corebed.gatling.chains.PolicyRun;
import dev.corebed.gatling.diameter.DiameterLoadRun;
import dev.corebed.gatling.nrf.DiscoveryMix;
import dev.corebed.gatling.nrf.NrfCallModel;
import dev.corebed.gatling.policy.PolicyCallModel;
import dev.corebed.gatling.population.NfProfileGenerator;
import dev.corebed.gatling.report.GatlingStats;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.LoadSummary;
import io.gatling.app.Gatling$;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code ./corebed load}: runs a call model against the cluster (started for the run unless one already
 * answers, or a real NF at {@code --target}), then prints the summary table, and exits non-zero when a
 * message missed its rate or had a failure. Usage: gatling/README.md.
 *
 * <p>Gatling runs in this JVM (its own main, as gatling-maven-plugin runs it), the cluster in a JVM of
 * its own (the launcher's jar), so the two do not share a heap or a garbage collector.
 */
public final class LoadCommand {

    public static final int PASSED = 0;
    public static final int MISSED = 1;
    public static final int USAGE = 2;
    public static final int SET_UP_FAILED = 3;

    /** Call models: the name on the command line, the simulation class. */
    static final Map<String, String> MODELS = new LinkedHashMap<>();

    static {
        MODELS.put("nrf", "dev.corebed.gatling.simulations.Nrf51kSimulation");
        MODELS.put("nrf-51.6k", "dev.corebed.gatling.simulations.Nrf51kSimulation");
        MODELS.put("nrf-5k", "dev.corebed.gatling.simulations.Nrf5kSimulation");
        MODELS.put("bsf-s1", "dev.corebed.gatling.simulations.BsfS1Simulation");
        MODELS.put("bsf-22k", "dev.corebed.gatling.simulations.BsfS1Simulation");
        MODELS.put("bsf-s2", "dev.corebed.gatling.simulations.BsfS2Simulation");
        MODELS.put("bsf-54k", "dev.corebed.gatling.simulations.BsfS2Simulation");
        MODELS.put("bsf-s3", "dev.corebed.gatling.simulations.BsfS3Simulation");
        MODELS.put("bsf-63k", "dev.corebed.gatling.simulations.BsfS3Simulation");
        MODELS.put("shcache", "dev.corebed.gatling.simulations.ShCacheSimulation");
        for (String policy : PolicyCallModel.names()) {
            MODELS.put(policy, "dev.corebed.gatling.simulations.PolicySimulation");
        }
        for (String scp : dev.corebed.gatling.scp.ScpCallModel.MODELS.keySet()) {
            MODELS.put(scp, "dev.corebed.gatling.simulations.Scp" + scp.substring(4).toUpperCase(java.util.Locale.ROOT) + "Simulation");
        }
        MODELS.put("diameter", "(the Diameter driver, no Gatling simulation)");
        MODELS.put("nrf-searches", "(prints the discovery mix's URIs, for h2load -i)");
    }

    private static final Set<String> DIAMETER_OPTIONS = Set.of("rate", "duration", "ramp", "delay", "target", "realm",
            "peer-host", "max-in-flight", "timeout", "max-lag");

    private static final Set<String> OPTIONS = Set.of("port-offset", "scale", "duration", "ramp", "min-rate", "target", "callback-host",
            "sink-port", "slf-admin", "results", "launcher-jar", "grace", "max-lag");
    private static final Set<String> BSF_OPTIONS = Set.of("port-offset", "scale", "duration", "ramp", "min-rate", "target", "population",
            "bsf-admin", "diameter", "diameter-host", "realm", "results", "launcher-jar", "grace", "max-lag");
    private static final Set<String> SHCACHE_OPTIONS = Set.of("port-offset", "scale", "duration", "ramp", "min-rate", "target", "subscribers",
            "shcache-admin", "results", "launcher-jar", "grace", "max-lag");
    private static final Set<String> POLICY_OPTIONS = Set.of("port-offset", "scale", "duration", "ramp", "min-rate", "target", "population",
            "subscribers", "pcf-admin", "udr-admin", "callback-host", "smf-port", "amf-port", "results", "launcher-jar", "grace",
            "max-lag", "diameter", "diameter-host", "realm", "af", "bsf-diameter", "bsf-host", "ocs-admin");
    private static final Set<String> SCP_OPTIONS = Set.of("scale", "duration", "ramp", "min-rate", "target", "scp-admin",
            "producers-admin", "nrf", "subscribers", "results", "launcher-jar", "grace", "max-lag");
    private static final int SCP_RAMP_SECONDS = 30;
    private static final String DEFAULT_SCP_TARGET = "https://127.0.0.1:9082";
    private static final String DEFAULT_SCP_ADMIN = "http://127.0.0.1:10082";
    private static final String DEFAULT_PRODUCERS_ADMIN = "http://127.0.0.1:10096";
    private static final String DEFAULT_TARGET = "https://127.0.0.1:9081";
    private static final String DEFAULT_SLF_ADMIN = "http://127.0.0.1:10085";
    private static final String DEFAULT_BSF_TARGET = "https://127.0.0.1:9084";
    private static final String DEFAULT_BSF_ADMIN = "http://127.0.0.1:10084";
    private static final String DEFAULT_SHCACHE_TARGET = "https://127.0.0.1:9086";
    private static final String DEFAULT_SHCACHE_ADMIN = "http://127.0.0.1:10086";
    private static final String DEFAULT_PCF_TARGET = "https://127.0.0.1:9083";
    private static final String DEFAULT_PCF_ADMIN = "http://127.0.0.1:10083";
    private static final String DEFAULT_UDR_ADMIN = "http://127.0.0.1:10085";
    private static final String DEFAULT_OCS_ADMIN = "http://127.0.0.1:10095";
    /** The cluster a Sh cache run starts: the HSS simulator behind the cache, and the seed's 20-minute TTL. */
    private static final List<String> SHCACHE_CLUSTER = List.of("--peers=hss", "--shcache-stub.stub.shcache.ttl=20m");

    private static final String USAGE_TEXT = """
            usage: ./corebed load MODEL [--scale 0.01] [--duration 60] [--ramp 10] [--min-rate 0.2] [--target URL]
                                        [--slf-admin URL] [--callback-host 127.0.0.1] [--sink-port 0]
              MODEL           nrf (= nrf-51.6k), nrf-5k; diameter (the Diameter driver, options below)
              --scale         1 = the seed's full rates
              --duration      seconds at the target rates, after the ramp
              --ramp          seconds the rates take to rise from 0
              --min-rate      no driven message below this many per second
              --target        the system under test (https:// for HTTP/2); default: the cluster on this machine,
                              started for the run when nothing answers at %s
              --slf-admin     the UDR stub's management apiRoot, to give the SLF its group ranges
                              (default with the local cluster: %s; none with --target)
              --callback-host the address the NRF reaches the notification sink by
              --max-lag       seconds the last answer may come after the schedule with the rates still held
                              (default 1, or 1 %% of the run)
              --results       Gatling's results folder (default target/gatling)
              --port-offset   the local cluster (found or started) on the default ports plus this (a shared machine's
                              default ports may be taken), every model
            ./corebed load bsf-s1|bsf-s2|bsf-s3 [--scale 0.01] [--duration 60] [--ramp 10] [--population N] [--target URL]
                                    [--bsf-admin URL] [--diameter host:port] [--diameter-host bsf.corebed.test] [--realm corebed.test]
              MODEL           bsf-s1 (= bsf-22k), bsf-s2 (= bsf-54k), bsf-s3 (= bsf-63k): the seed BSF's S1, S2, S3
              --population    bindings preloaded (default: the seed's population times the scale, Little's law)
              --target        the BSF's apiRoot (default: the cluster on this machine, %s)
              --bsf-admin     the BSF stub's management apiRoot, for the bulk load (default with the local cluster:
                              %s; none with --target: the population is created over Nbsf_Management)
              --diameter      the BSF's Rx address (default: the target's host, port 3869); --diameter-host its identity
            ./corebed load shcache [--scale 0.1] [--duration 60] [--ramp 10] [--subscribers 200000] [--target URL] [--shcache-admin URL]
              MODEL           shcache: the seed Sh cache's 700 sessions/s (35/35/10/10/10, two requests per session)
              --subscribers   subscribers per scenario (the seed's 200,000), of the HSS simulator's generated population
              --target        the Sh cache's apiRoot (default: the cluster on this machine, %s, started for the run
                              with the HSS simulator and the seed's 20-minute TTL when nothing answers)
              --shcache-admin the cache's management apiRoot, for its hit ratio and Sh rates (default with the local cluster: %s)
            ./corebed load POLICY [--scale 0.01] [--duration 60] [--ramp 10] [--population N] [--subscribers N] [--target URL]
                                  [--pcf-admin URL] [--udr-admin URL] [--callback-host 127.0.0.1] [--smf-port 0] [--amf-port 0]
              POLICY          the policy seed's models: pcf-amue (= policy-3.2.1), policy-3.2.5, policy-3.2.6, policy-3.2.7,
                              pcf-amue-n1n2 (= policy-3.2.9), pcf-sm (= policy-3.2.3), policy-3.2.4, policy-3.2.8, policy-3.2.10,
                              pcf-sm-rx (= policy-3.5.1), pcf-sm-rx-nobinding (= policy-3.5.2), pcf-gx-um (= policy-3.6.1);
                              the PCRF's: pcrf-data (= policy-3.1.1), pcrf-data-sy (= policy-3.1.3), pcrf-voice (= policy-3.1.2),
                              pcrf-voice-9 (= policy-3.1.4, policy-3.3)
              --population    sessions in progress when the schedule starts (default: the seed's times the scale, at most
                              10,000); with the rates it gives the session lifetime (Little's law)
              --subscribers   subscribers bulk-loaded into the UDR (default: the seed's times the scale)
              --target        the PCF's apiRoot (default: the cluster on this machine, %s, started for the run with the
                              CHF simulator and the seed's PCF settings when nothing answers)
              --pcf-admin     the PCF stub's management apiRoot, for its gateway counts (default with the local cluster: %s)
              --udr-admin     the UDR stub's management apiRoot, for the subscribers (default with the local cluster: %s)
              --callback-host the address the PCF reaches the load's SMF and AMF by; --smf-port, --amf-port their ports
              --diameter      the PCRF's Diameter address (default: the target's host, port 3868); --diameter-host its
                              identity (pcf.corebed.test), --realm (corebed.test)
              --af            direct (default), or bsf: the AF's Rx sessions through the BSF at --bsf-diameter (the target's
                              host, port 3869), --bsf-host (bsf.corebed.test)
              --ocs-admin     the OCS simulator's management apiRoot, for 3.1.3's SNRs (default with the local cluster: %s)
            ./corebed load scp-c1|scp-c2|scp-d1|scp-d2|scp-d3|scp-d4|scp-d6|scp-d7 [--scale 0.01] [--duration 60] [--ramp 30]
                                    [--subscribers 1000] [--target URL] [--scp-admin URL] [--producers-admin URL] [--nrf URL]
              MODEL           the SCP seed's scenarios: c1 150K (C-T1), c2 730K (C-T2), d1 186K (D-T1, cache off), d2 400K
                              (D-T1), d3 400K (D-T2), d4 650K (D-T2, cache 30 s; also D5, D8-D10), d6/d7 650K NRF/SCP first
              --target        the SCP's apiRoot (default: the cluster on this machine, %s, started for the run with
                              the NRF, the SCP and the producer simulator in the model's topology when nothing answers)
              --scp-admin     the SCP's management apiRoot, for its counters (default with the local cluster: %s)
              --producers-admin the producer simulator's management apiRoot, for the producers' apiRoots (default %s)
              --nrf           the NRF's apiRoot, for the NF status changes the model drives (default with the local
                              cluster: https://127.0.0.1:9081; none: no changes)
              --subscribers   subscribers per producer set the requests are for (default 1000)
            ./corebed load diameter [--rate 5000] [--duration 20] [--ramp 5] [--delay 0] [--max-in-flight 50000]
                                    [--target host:port --realm corebed.test --peer-host pcrf.corebed.test] [--timeout 5]
              --rate          Gx sessions per second (CCR-I, then CCR-T of the session)
              --delay         ms the in-process answering node waits before each CCA (in flight = rate x delay)
              --target        a Diameter peer serving Gx instead of the in-process node
            ./corebed load nrf-searches [--count 10000] [--target http://127.0.0.1:8081] [--model nrf-5k] > uris.txt
              the discovery mix's searches as URIs, one a line, for h2c runs: h2load -i uris.txt ...""".formatted(DEFAULT_TARGET,
            DEFAULT_SLF_ADMIN, DEFAULT_BSF_TARGET, DEFAULT_BSF_ADMIN, DEFAULT_SHCACHE_TARGET, DEFAULT_SHCACHE_ADMIN, DEFAULT_PCF_TARGET,
            DEFAULT_PCF_ADMIN, DEFAULT_UDR_ADMIN, DEFAULT_OCS_ADMIN, DEFAULT_SCP_TARGET, DEFAULT_SCP_ADMIN, DEFAULT_PRODUCERS_ADMIN);

    private LoadCommand() {}

    public static void main(String[] args) {
        int exit;
        try {
            exit = run(args, System.out);
        } catch (Exception e) {
            e.printStackTrace();
            exit = SET_UP_FAILED;
        }
        System.exit(exit);
    }

    public static int run(String[] args, PrintStream out) throws Exception {
        if (args.length == 0 || !MODELS.containsKey(args[0])) {
            out.println(args.length == 0 ? "no call model given" : "unknown call model " + args[0]);
            out.println(USAGE_TEXT);
            return USAGE;
        }
        String model = args[0];
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i++) {
            String a = args[i];
            if (!a.startsWith("--")) {
                out.println("unexpected argument " + a);
                out.println(USAGE_TEXT);
                return USAGE;
            }
            int eq = a.indexOf('=');
            String name = eq < 0 ? a.substring(2) : a.substring(2, eq);
            Set<String> known = model.equals("diameter") ? DIAMETER_OPTIONS
                    : model.equals("nrf-searches") ? Set.of("count", "target", "model") : isBsf(model) ? BSF_OPTIONS
                    : model.equals("shcache") ? SHCACHE_OPTIONS : isPolicy(model) ? POLICY_OPTIONS : isScp(model) ? SCP_OPTIONS
                    : OPTIONS;
            if (name.equals("launcher-jar") || !known.contains(name) || (eq < 0 && i + 1 >= args.length)) {
                if (name.equals("launcher-jar") && eq < 0 && i + 1 < args.length) {
                    options.put(name, args[++i]);   // from load.sh, for every model
                    continue;
                }
                out.println(known.contains(name) ? "--" + name + " needs a value" : "unknown option --" + name);
                out.println(USAGE_TEXT);
                return USAGE;
            }
            options.put(name, eq < 0 ? args[++i] : a.substring(eq + 1));
        }

        if (model.equals("diameter")) {
            return runDiameter(options, out);
        }
        if (model.equals("nrf-searches")) {
            NrfCallModel m = NrfCallModel.byId(options.getOrDefault("model", "nrf-51.6k"));
            DiscoveryMix mix = new DiscoveryMix(m, NfProfileGenerator.generate());
            String root = options.getOrDefault("target", "http://127.0.0.1:8081");
            int count = Integer.parseInt(options.getOrDefault("count", "10000"));
            for (int i = 0; i < count; i++) {
                out.println(root + mix.next().pathAndQuery());
            }
            return PASSED;
        }
        Process cluster = null;
        // the local cluster on the default ports, or all of them moved by this much (a shared machine's are taken)
        int offset = Integer.parseInt(options.getOrDefault("port-offset", "0"));
        try {
            if (!options.containsKey("target")) {
                boolean sh = model.equals("shcache");
                boolean policy = isPolicy(model);
                boolean scp = isScp(model);
                String target = shift(isBsf(model) ? DEFAULT_BSF_TARGET : sh ? DEFAULT_SHCACHE_TARGET : policy ? DEFAULT_PCF_TARGET
                        : scp ? DEFAULT_SCP_TARGET : DEFAULT_TARGET, offset);
                String producersAdmin = options.getOrDefault("producers-admin", DEFAULT_PRODUCERS_ADMIN);
                if (scp && answers(target) && !answers(producersAdmin)) {
                    // a cluster of our own would find the running one's ports taken
                    out.println("An SCP answers at " + target + " but no producer simulator at " + producersAdmin
                            + ": start the cluster with --peers=producer, or give --producers-admin");
                    return SET_UP_FAILED;
                }
                if (answers(target)) {
                    out.println("Using the cluster already running at " + target);
                    if (policy) {
                        out.println("  (its PCF keeps its own configuration; the seed's run had: "
                                + String.join(", ", PolicyCallModel.byId(model).pcfSettings()) + ")");
                    }
                } else {
                    List<String> extra = new ArrayList<>(sh ? SHCACHE_CLUSTER : List.of());
                    if (policy) {
                        extra = new ArrayList<>(policyCluster(PolicyCallModel.byId(model), options, offset));
                    } else if (scp) {
                        extra = new ArrayList<>(dev.corebed.gatling.scp.ScpCallModel.clusterSettings(
                                dev.corebed.gatling.scp.ScpCallModel.byId(model)));
                    }
                    extra.addAll(ports(offset));
                    cluster = startCluster(options.get("launcher-jar"), extra, out);
                    if (cluster == null) {
                        return SET_UP_FAILED;
                    }
                }
                options.put("target", target);
                if (scp) {
                    options.putIfAbsent("scp-admin", DEFAULT_SCP_ADMIN);
                    options.putIfAbsent("nrf", DEFAULT_TARGET);
                } else if (sh) {
                    options.putIfAbsent("shcache-admin", shift(DEFAULT_SHCACHE_ADMIN, offset));
                } else if (isBsf(model)) {
                    options.putIfAbsent("bsf-admin", shift(DEFAULT_BSF_ADMIN, offset));
                    options.putIfAbsent("diameter", "127.0.0.1:" + (3869 + offset));
                } else if (policy) {
                    options.putIfAbsent("pcf-admin", shift(DEFAULT_PCF_ADMIN, offset));
                    options.putIfAbsent("udr-admin", shift(DEFAULT_UDR_ADMIN, offset));
                    options.putIfAbsent("diameter", "127.0.0.1:" + (3868 + offset));
                    options.putIfAbsent("bsf-diameter", "127.0.0.1:" + (3869 + offset));
                    if (answers(shift(DEFAULT_OCS_ADMIN, offset))) {
                        options.putIfAbsent("ocs-admin", shift(DEFAULT_OCS_ADMIN, offset));
                    }
                } else if (!options.containsKey("slf-admin") && answers(shift(DEFAULT_SLF_ADMIN, offset))) {
                    options.put("slf-admin", shift(DEFAULT_SLF_ADMIN, offset));
                }
            }
            if (isPolicy(model)) {
                options.put("model", model);
            }
            return runSimulation(model, options, out);
        } finally {
            if (cluster != null) {
                out.println("Stopping the cluster started for the run");
                cluster.destroy();
                cluster.waitFor();
            }
        }
    }

    static boolean isPolicy(String model) {
        return PolicyCallModel.names().contains(model);
    }

    /**
     * The cluster a policy run starts: the UDR, NRF, BSF and PCF with the CHF simulator (the SMF and the AMF are the
     * load's, on ports fixed now so that the PCF is told where its AMF is), the PCF configured as the seed's run was:
     * its UDR configured (the seed's runs did not discover it), then the model's own settings.
     */
    static List<String> policyCluster(PolicyCallModel model, Map<String, String> options, int offset) throws IOException {
        options.putIfAbsent("smf-port", Integer.toString(freePort()));
        options.putIfAbsent("amf-port", Integer.toString(freePort()));
        List<String> settings = new ArrayList<>(List.of("--stubs=udr,nrf,bsf,pcf", "--peers=chf,ocs",
                "--pcf-stub.stub.pcf.peers.udr.api-root=http://127.0.0.1:" + (8085 + offset),
                "--pcf-stub.stub.pcf.peers.amf.api-root=http://127.0.0.1:" + options.get("amf-port")));
        model.pcfSettings().forEach(s -> settings.add("--pcf-stub." + s));
        model.clusterSettings().forEach(s -> settings.add("--" + s));
        return settings;
    }

    /** The default ports of the stubs and simulators a load run may start: SBI, TLS, management, Diameter (0: none). */
    static final Map<String, int[]> DEFAULT_PORTS = new LinkedHashMap<>();

    static {
        DEFAULT_PORTS.put("nrf-stub", new int[] {8081, 9081, 10081, 0});
        DEFAULT_PORTS.put("scp-stub", new int[] {8082, 9082, 10082, 0});
        DEFAULT_PORTS.put("pcf-stub", new int[] {8083, 9083, 10083, 3868});
        DEFAULT_PORTS.put("bsf-stub", new int[] {8084, 9084, 10084, 3869});
        DEFAULT_PORTS.put("udr-stub", new int[] {8085, 9085, 10085, 0});
        DEFAULT_PORTS.put("shcache-stub", new int[] {8086, 9086, 10086, 3870});
        DEFAULT_PORTS.put("smf-sim", new int[] {8091, 0, 10091, 0});
        DEFAULT_PORTS.put("amf-sim", new int[] {8092, 0, 10092, 0});
        DEFAULT_PORTS.put("chf-sim", new int[] {8093, 0, 10093, 0});
        DEFAULT_PORTS.put("hss-sim", new int[] {0, 0, 10094, 3874});
        DEFAULT_PORTS.put("ocs-sim", new int[] {0, 0, 10095, 3875});
    }

    /** Every port of the cluster moved by {@code offset} (none for 0). */
    static List<String> ports(int offset) {
        List<String> settings = new ArrayList<>();
        if (offset == 0) {
            return settings;
        }
        String[] keys = {"sbi.port", "sbi.tls-port", "admin.port", "diameter.port"};
        DEFAULT_PORTS.forEach((stub, ports) -> {
            for (int i = 0; i < keys.length; i++) {
                if (ports[i] > 0) {
                    settings.add("--" + stub + "." + keys[i] + "=" + (ports[i] + offset));
                }
            }
        });
        return settings;
    }

    /** The URL with its port moved by {@code offset}. */
    static String shift(String url, int offset) {
        URI u = URI.create(url);
        return offset == 0 ? url : u.getScheme() + "://" + u.getHost() + ":" + (u.getPort() + offset);
    }

    static int freePort() throws IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    static boolean isScp(String model) {
        return model.startsWith("scp-");
    }

    static boolean isBsf(String model) {
        return model.startsWith("bsf-");
    }

    /** Runs the model's simulation with these options, then prints the summary; the exit code. */
    static int runSimulation(String model, Map<String, String> options, PrintStream out) throws Exception {
        Path results = Path.of(options.getOrDefault("results", "target/gatling")).toAbsolutePath();
        Path plan = results.resolve(model + "-plan-" + System.currentTimeMillis() + ".json");
        // the simulation reads its options from system properties: none of an earlier run in this JVM may remain
        System.getProperties().stringPropertyNames().stream().filter(k -> k.startsWith("corebed.")).forEach(System::clearProperty);
        options.forEach((k, v) -> System.setProperty("corebed." + k, v));
        if (isScp(model) && !options.containsKey("ramp")) {
            // the SCP opens its connections to each producer as the load first reaches it (hundreds to a thousand):
            // spread over a ramp, not all in the first second of a cold JVM
            System.setProperty("corebed.ramp", String.valueOf(SCP_RAMP_SECONDS));
        }
        System.setProperty("corebed.plan", plan.toString());
        if (isPolicy(model) && PolicyCallModel.byId(model).flows().stream().allMatch(f -> f.steps().stream().allMatch(st -> st.op().diameter()))) {
            // a PCRF model: Diameter only, on the load's own driver, no Gatling
            out.printf("The Diameter driver: %s against %s%n", PolicyCallModel.byId(model).title(),
                    options.getOrDefault("diameter", URI.create(options.get("target")).getHost() + ":3868"));
            try {
                new PolicyRun(LoadParameters.fromSystemProperties(model)).runWithoutGatling(out);
            } catch (RuntimeException e) {
                out.println("The run did not start: " + e.getMessage());
                return SET_UP_FAILED;
            }
            return LoadSummary.print(LoadPlan.read(plan), null, out).passed() ? PASSED : MISSED;
        }
        String simulation = MODELS.get(model);
        out.printf("Gatling: %s against %s, results in %s%n", simulation.substring(simulation.lastIndexOf('.') + 1),
                options.get("target"), results);
        int gatling;
        try {
            gatling = Gatling$.MODULE$.fromArgs(new String[] {"-s", simulation, "-rf", results.toString(),
                    "-rd", model + " scale " + options.getOrDefault("scale", "0.01"), "-l", "corebed"});
        } catch (RuntimeException e) {
            // the simulation's set-up failed (it removed what it had created): say why, as a run that did not start
            out.println("The simulation did not start: " + e.getMessage());
            return SET_UP_FAILED;
        }
        if (!Files.exists(plan)) {
            out.println("The simulation did not run (Gatling exit " + gatling + "): see above.");
            return SET_UP_FAILED;
        }
        Optional<Path> report = GatlingStats.newestReport(results);
        GatlingStats stats = report.isPresent() ? GatlingStats.read(report.get()) : null;
        LoadSummary.Verdict verdict = LoadSummary.print(LoadPlan.read(plan), stats, out);
        if (gatling != 0 && verdict.passed()) {
            out.println("Gatling's own assertions failed (exit " + gatling + "): see its report.");
            return MISSED;
        }
        return verdict.passed() ? PASSED : MISSED;
    }

    /** The Diameter driver against the in-process answering node or --target; the exit code. */
    static int runDiameter(Map<String, String> o, PrintStream out) throws Exception {
        DiameterLoadRun run = new DiameterLoadRun(
                Double.parseDouble(o.getOrDefault("rate", "5000")),
                Double.parseDouble(o.getOrDefault("ramp", "5")),
                Double.parseDouble(o.getOrDefault("duration", "20")),
                o.get("target"),
                o.getOrDefault("realm", "corebed.test"),
                o.getOrDefault("peer-host", "pcrf.corebed.test"),
                Duration.ofMillis(Long.parseLong(o.getOrDefault("delay", "0"))),
                Integer.parseInt(o.getOrDefault("max-in-flight", "50000")),
                Duration.ofMillis((long) (Double.parseDouble(o.getOrDefault("timeout", "5")) * 1000)),
                Double.parseDouble(o.getOrDefault("max-lag", "0")));
        return run.run(out) ? PASSED : MISSED;
    }

    /** Whether something accepts TCP connections at the URI's host and port. */
    static boolean answers(String uri) {
        URI u = URI.create(uri);
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(u.getHost(), u.getPort()), 500);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The cluster in a JVM of its own: the launcher's jar, default ports, a fresh embedded database under
     * target/load-cluster (so no subscription of an earlier run counts against the NRF's limit), and the model's
     * {@code extra} settings (the Sh cache's: the HSS simulator beside it, the seed's TTL).
     */
    static Process startCluster(String launcherJar, List<String> extra, PrintStream out) throws IOException, InterruptedException {
        Path jar = Path.of(launcherJar == null ? "../launcher/target/corebed-launcher.jar" : launcherJar).toAbsolutePath().normalize();
        if (!Files.isRegularFile(jar)) {
            out.println("No launcher jar at " + jar + ": build it (./mvnw -pl launcher -am package -DskipTests) or give --target");
            return null;
        }
        Path dir = Path.of("target", "load-cluster").toAbsolutePath();
        deleteTree(dir);
        Files.createDirectories(dir);
        // A copy of the jar: a build while the run lasts would rewrite it under the cluster's JVM.
        jar = Files.copy(jar, dir.resolve("corebed-launcher.jar"));
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--enable-native-access=ALL-UNNAMED", "-XX:+UseParallelGC", "-Xms1g", "-Xmx1g", "-jar", jar.toString(),
                "--sbi.bind-address=127.0.0.1", "--db.embedded.port=0", "--db.embedded.data-dir=" + dir.resolve("db"),
                "--sbi.tls.self-signed-dir=" + dir.resolve("tls")));
        cmd.addAll(extra);
        File log = dir.resolve("cluster.log").toFile();
        out.println("Starting the cluster: " + String.join(" ", cmd) + " (log " + log + ")");
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log).start();
        long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
        while (System.nanoTime() < deadline) {
            if (!p.isAlive()) {
                out.println("The cluster stopped while starting; its log:");
                out.println(Files.readString(log.toPath()));
                return null;
            }
            if (Files.readString(log.toPath()).contains("corebed cluster up")) {
                out.println(Files.readString(log.toPath()).lines().filter(l -> l.startsWith("  ") || l.startsWith("corebed"))
                        .reduce("", (a, b) -> a + b + "\n"));
                return p;
            }
            Thread.sleep(250);
        }
        p.destroy();
        out.println("The cluster did not come up within 120 s; see " + log);
        return null;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
