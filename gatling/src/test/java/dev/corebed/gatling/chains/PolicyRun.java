package dev.corebed.gatling.chains;

import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.load.PacedSessions;
import dev.corebed.gatling.policy.Pacing;
import dev.corebed.gatling.policy.PcfCounters;
import dev.corebed.gatling.policy.PolicyDiameter;
import dev.corebed.gatling.policy.PolicyBodies;
import dev.corebed.gatling.policy.PolicyCallModel;
import dev.corebed.gatling.policy.PolicyFlow;
import dev.corebed.gatling.policy.PolicyKeyspace;
import dev.corebed.gatling.policy.PolicyStep;
import dev.corebed.gatling.policy.PolicyStep.Op;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.peersim.amf.AmfSimulator;
import dev.corebed.peersim.smf.SmfSimulator;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import dev.corebed.sbi.config.SbiEndpoints;
import java.io.IOException;
import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Queue;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The state one policy call-model run shares between its set-up, its Gatling chains and its end.
 *
 * <p>The load plays the PCF's clients: the SMF (N7) and the AMF (N15, UE policy) send from Gatling, and their
 * servers run in this JVM: peersim's SMF simulator takes the PCF's N7 callbacks, its AMF simulator the N1N2 messages
 * and the AM/UE policy callbacks (and answers a UE policy container with the UE's MANAGE UE POLICY COMPLETE). The
 * subscribers are bulk-loaded into the UDR (one keyspace for every interface, {@link PolicyKeyspace}).
 *
 * <p>Each session sends its steps at fixed points of its lifetime ({@link Pacing}); the sessions in progress that
 * Little's law gives are created before the schedule, each with its age, so every message runs at its rate from the
 * start. At the end of the schedule the sessions still in progress stop, and the clean-up deletes them, removes the
 * run's subscribers from the UDR and stops the SMF and AMF: on every exit path ({@link RunCleanup}).
 */
public final class PolicyRun implements CallModelRun {

    public static final String SM_POLICIES = "/npcf-smpolicycontrol/v1/sm-policies";
    public static final String AM_POLICIES = "/npcf-am-policy-control/v1/policies";
    public static final String UE_POLICIES = "/npcf-ue-policy-control/v1/policies";
    /** Sessions in progress created by default at most: more take minutes to create before the run. */
    static final long DEFAULT_MAX_IN_PROGRESS = 10_000;
    private static final HttpClient ADMIN = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /**
     * Policy parameters, from system properties as {@link LoadParameters}' ({@code corebed.population}...).
     *
     * @param model        the call model's name ({@code pcf-sm}, {@code policy-3.2.4})
     * @param population   sessions in progress at the start (0: the seed's times the scale, at most 10,000)
     * @param subscribers  subscribers loaded into the UDR (0: the seed's times the scale, at least the sessions in progress)
     * @param pcfAdmin     the PCF stub's management apiRoot, for its counts (empty: counted from the load's side)
     * @param udrAdmin     the UDR stub's management apiRoot, for the subscribers' bulk load (empty: not loaded)
     * @param callbackHost the address the PCF reaches the load's SMF and AMF by
     * @param smfPort      the SMF's port (0: any free one)
     * @param amfPort      the AMF's port (0: any free one)
     * @param diameter     the PCRF's Diameter address, host:port (the PCEF's peer, and the AF's when it goes direct)
     * @param diameterHost the PCRF's Diameter identity
     * @param realm        the Diameter realm of the PCRF, the BSF and the load's roles
     * @param afViaBsf     whether the AF sends its Rx sessions through the BSF (which relays them by the binding)
     * @param bsfDiameter  the BSF's Diameter address, host:port, and {@code bsfHost} its identity
     * @param ocsAdmin     the OCS simulator's management apiRoot, for its SNR rate (3.1.3); empty: none sent
     */
    public record Options(String model, long population, long subscribers, String pcfAdmin, String udrAdmin, String callbackHost,
                          int smfPort, int amfPort, String diameter, String diameterHost, String realm, boolean afViaBsf,
                          String bsfDiameter, String bsfHost, String ocsAdmin) {
        public static Options fromSystemProperties(LoadParameters params) {
            String host = params.target().getHost();
            String af = prop("af", "direct");
            if (!af.equals("direct") && !af.equals("bsf")) {
                throw new IllegalArgumentException("--af: direct or bsf, not " + af);
            }
            return new Options(prop("model", "pcf-sm"), Long.parseLong(prop("population", "0")), Long.parseLong(prop("subscribers", "0")),
                    trim(prop("pcf-admin", "")), trim(prop("udr-admin", "")), prop("callback-host", "127.0.0.1"),
                    Integer.parseInt(prop("smf-port", "0")), Integer.parseInt(prop("amf-port", "0")),
                    prop("diameter", host + ":3868"), prop("diameter-host", "pcf.corebed.test"), prop("realm", "corebed.test"),
                    af.equals("bsf"), prop("bsf-diameter", host + ":3869"), prop("bsf-host", "bsf.corebed.test"),
                    trim(prop("ocs-admin", "")));
        }

        private static String prop(String name, String dflt) {
            String v = System.getProperty("corebed." + name);
            return v == null || v.isBlank() ? dflt : v.trim();
        }

        private static String trim(String s) {
            return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
        }
    }

    /** One session of a flow: its subscriber and UE address, when it (virtually) started, what the PCF gave it. */
    public static final class Live {
        static final Live NONE = new Live(null, -1, -1, null, 0, Integer.MAX_VALUE);
        final PolicyFlow flow;
        final long number;
        final long subscriber;
        final String address;
        /** Seconds from the schedule's start the session started: negative for those in progress when it began. */
        final double start;
        /** The first step still to send (those before it were sent before the schedule, or skipped). */
        final int firstStep;
        volatile String smPolicyId;
        volatile String amId;
        volatile String ueId;
        /** Its Diameter state (Rx sessions on its UE address), for the steps the Diameter driver sends. */
        final OpenLoad.Chain chain;
        /** A Diameter step of it failed: the ones after it are not sent (its N7 steps go on). */
        volatile boolean diameterFailed;
        private final AtomicLong updates = new AtomicLong();

        Live(PolicyFlow flow, long number, long subscriber, Inet4Address ue, double start, int firstStep) {
            this.flow = flow;
            this.number = number;
            this.subscriber = subscriber;
            this.address = ue == null ? null : ue.getHostAddress();
            this.start = start;
            this.firstStep = firstStep;
            this.chain = flow == null ? null : PolicyDiameter.chain(number, subscriber, ue);
        }

        String notificationKey() {
            return flow.name() + "-" + number;
        }
    }

    private final PolicyCallModel model;
    private final LoadParameters params;
    private final Options options;
    private final List<PolicyFlow> flows;
    private final Pacing pacing;
    private final PolicyKeyspace keys;
    private final long inProgressTotal;
    private final Map<String, Queue<Live>> inProgress = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> numbers = new ConcurrentHashMap<>();
    private final AtomicLong addresses = new AtomicLong();
    private final Set<Live> alive = ConcurrentHashMap.newKeySet();
    private final Map<String, Map<String, LongAdder>> outcomes = new ConcurrentHashMap<>();
    private final AtomicLong lastEnd = new AtomicLong();
    private final List<String> notes = new ArrayList<>();
    /** The schedule's start: when Gatling starts its first virtual user (0 until then). */
    private final AtomicLong started = new AtomicLong();
    private volatile long startNanos;
    private volatile long endNanos = Long.MAX_VALUE;
    private volatile long startMillis;
    private String loadAtStart = "";
    private RunCleanup cleanup;
    private ConfigurableApplicationContext smf;
    private ConfigurableApplicationContext amf;
    private String smfRoot;
    private String amfRoot;
    private String smfAdmin;
    private String amfAdmin;
    private boolean udrLoaded;
    private PolicyDiameter diameter;
    /** The Diameter steps of each flow, by step index (null for an SBI step), and their driver. */
    private final Map<String, OpenLoad.Step[]> diameterSteps = new ConcurrentHashMap<>();
    private PacedSessions paced;
    /** Sessions of the flows with no SBI step (the PCRF's), in progress when the schedule starts: the driver's. */
    private final List<PacedSessions.Session> pacedInProgress = new ArrayList<>();
    private PacedSessions.Result pacedResult;
    private boolean snrStarted;
    private PcfCounters counters;
    private PcfCounters.Snapshot before;
    private long clusterPid = -1;
    private List<Long> databasePids = List.of();
    private long[] cpuBefore;
    private Map<String, Double> smfBefore = Map.of();
    private Map<String, Double> amfBefore = Map.of();

    public PolicyRun(LoadParameters params) {
        this.params = params;
        this.options = Options.fromSystemProperties(params);
        this.model = PolicyCallModel.byId(options.model());
        List<PolicyFlow> scaled = new ArrayList<>();
        for (PolicyFlow f : model.flows()) {
            scaled.add(f.withRate(Math.max(f.rate() * params.scale(), params.minRate())));
        }
        this.flows = List.copyOf(scaled);
        double createRate = flows.stream().mapToDouble(PolicyFlow::rate).sum();
        long seedInProgress = Math.round(model.sessions() * params.scale());
        long wanted = options.population() > 0 ? options.population() : Math.min(seedInProgress, DEFAULT_MAX_IN_PROGRESS);
        // Little's law: the lifetime that holds that many sessions in progress at these rates
        this.pacing = new Pacing(params.rampSeconds(), params.durationSeconds(), Math.max(wanted, 1) / createRate);
        this.inProgressTotal = flows.stream().mapToLong(f -> pacing.inProgress(f.rate())).sum();
        long maxPerFlow = flows.stream().mapToLong(f -> pacing.inProgress(f.rate())).max().orElse(0);
        long subscribers = options.subscribers() > 0 ? options.subscribers()
                : Math.max(Math.round(model.subscribers() * params.scale()), 1000);
        if (subscribers < maxPerFlow) {
            // a subscriber's next session of a flow must start after its last one ended
            subscribers = maxPerFlow;
        }
        this.keys = PolicyKeyspace.of(subscribers);
        for (PolicyFlow f : flows) {
            inProgress.put(f.name(), new ConcurrentLinkedQueue<>());
            numbers.put(f.name(), new AtomicLong());
        }
    }

    public PolicyCallModel model() {
        return model;
    }

    @Override
    public String title() {
        return model.title();
    }

    public LoadParameters params() {
        return params;
    }

    /** The model's flows at this run's rates. */
    public List<PolicyFlow> flows() {
        return flows;
    }

    /** Sessions of a flow in progress when the schedule starts. */
    public int inProgressCount(PolicyFlow flow) {
        return pacing.inProgress(flow.rate());
    }

    /** Whether the flow has anything for Gatling to send (its SBI steps). */
    public boolean drivenByGatling(PolicyFlow flow) {
        return flow.steps().stream().anyMatch(s -> !s.op().diameter());
    }

    // ------------------------------------------------------------------ before the load

    /**
     * Starts the SMF and the AMF, loads the subscribers into the UDR, creates the sessions in progress, and reads the
     * PCF's counters; what it made is undone by {@link #tearDown}, by this method when it fails, or at JVM exit.
     */
    @Override
    public void setUp(PrintStream out) throws Exception {
        cleanup = new RunCleanup("policy-run", this::cleanUp);
        try {
            startPeers(out);
            loadSubscribers(out);
            startDiameter(out);
            createInProgress(out);
            measureFrom(out);
            startSnr(out);
        } catch (Exception | Error e) {
            cleanup.run(out);
            throw e;
        }
        loadAtStart = Host.loadAverage();
    }

    /**
     * The schedule starts with Gatling's first virtual user (Gatling starts injecting a moment after {@code before()}):
     * every due time counts from it, so the open model's sessions and the paced steps share one clock.
     */
    private void markStart() {
        if (started.get() == 0) {
            long now = System.nanoTime();
            if (started.compareAndSet(0, now)) {
                startMillis = System.currentTimeMillis();
                startNanos = now;
                endNanos = now + (long) (pacing.end() * 1e9);
                if (paced != null) {
                    paced.startClock();
                }
            }
        }
    }

    /** peersim's SMF and AMF in this JVM: the PCF's callbacks and N1N2 messages come here (none for a PCRF model). */
    private void startPeers(PrintStream out) {
        if (flows.stream().noneMatch(this::drivenByGatling)) {
            return;
        }
        String bind = options.callbackHost().equals("127.0.0.1") || options.callbackHost().equals("localhost") ? "127.0.0.1" : "0.0.0.0";
        smf = new SpringApplicationBuilder(SmfSimulator.class).properties(Map.of("spring.config.name", SmfSimulator.CONFIG_NAME))
                .run("--sbi.port=" + options.smfPort(), "--sbi.tls-port=-1", "--admin.port=0", "--sbi.bind-address=" + bind,
                        "--admin.bind-address=127.0.0.1", "--peer.smf.received-capacity=100", "--logging.level.root=warn");
        amf = new SpringApplicationBuilder(AmfSimulator.class).properties(Map.of("spring.config.name", AmfSimulator.CONFIG_NAME))
                .run("--sbi.port=" + options.amfPort(), "--sbi.tls-port=-1", "--admin.port=0", "--sbi.bind-address=" + bind,
                        "--admin.bind-address=127.0.0.1", "--nrf.agent.enabled=false", "--peer.amf.received-capacity=100",
                        "--logging.level.root=warn");
        SbiEndpoints s = smf.getBean(SbiEndpoints.class);
        SbiEndpoints a = amf.getBean(SbiEndpoints.class);
        smfRoot = "http://" + options.callbackHost() + ":" + s.sbiPort();
        amfRoot = "http://" + options.callbackHost() + ":" + a.sbiPort();
        smfAdmin = "http://127.0.0.1:" + s.adminPort();
        amfAdmin = "http://127.0.0.1:" + a.adminPort();
        String line = "Peers played by the load: SMF (N7 callbacks) at " + smfRoot + ", AMF (Namf_Communication, AM/UE policy"
                + " callbacks) at " + amfRoot;
        out.println(line);
        notes.add(line);
    }

    /** The run's subscribers into the UDR stub, in one bulk load; without its management port, a note. */
    private void loadSubscribers(PrintStream out) throws IOException, InterruptedException {
        if (options.udrAdmin().isEmpty()) {
            String line = String.format(Locale.ROOT, "Subscribers: %,d expected in the PCF's UDR (%s..%s, GPSI %s..): not loaded (no"
                    + " --udr-admin)", keys.subscribers(), keys.supi(0), keys.lastSupi(), keys.gpsi(0));
            out.println(line);
            notes.add(line);
            return;
        }
        long t0 = System.nanoTime();
        HttpResponse<String> r = ADMIN.send(HttpRequest.newBuilder(URI.create(options.udrAdmin() + "/admin/v1/udr/policy-data/bulk"))
                .header("content-type", "application/json").timeout(Duration.ofMinutes(30))
                .POST(HttpRequest.BodyPublishers.ofString(PolicyBodies.udrBulk(keys))).build(), HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 201) {
            throw new IllegalStateException("the UDR's bulk load failed: " + r.statusCode() + " " + r.body());
        }
        udrLoaded = true;
        double seconds = (System.nanoTime() - t0) / 1e9;
        String line = String.format(Locale.ROOT, "Subscribers: %,d bulk-loaded into the UDR at %s in %.1f s (%,.0f/s): %s..%s, GPSI"
                        + " %s.., am-data, UE policy set, sm-data of %s, operator-specific data", keys.subscribers(), options.udrAdmin(),
                seconds, keys.subscribers() / seconds, keys.supi(0), keys.lastSupi(), keys.gpsi(0), String.join(", ", PolicyBodies.DNNS));
        out.println(line);
        notes.add(line);
    }

    /**
     * The PCEF and the AF, connected to the PCRF (the AF to the BSF when it goes through it), the Diameter steps of
     * every flow, and their driver; nothing when the model has no Diameter step.
     */
    private void startDiameter(PrintStream out) throws InterruptedException {
        paced = new PacedSessions(params.rampSeconds(), params.durationSeconds(), pacing.lifetime(), 50_000, params.graceSeconds());
        if (!model.diameter()) {
            return;
        }
        PolicyDiameter.Endpoints e = new PolicyDiameter.Endpoints(options.diameter(), options.diameterHost(),
                options.afViaBsf() ? options.bsfDiameter() : options.diameter(), options.afViaBsf() ? options.bsfHost() : options.diameterHost(),
                options.realm(), Duration.ofSeconds(10));
        diameter = new PolicyDiameter(model, e, keys, "um-session");
        List<String> names = new ArrayList<>();
        for (PolicyFlow f : flows) {
            OpenLoad.Step[] steps = new OpenLoad.Step[f.steps().size()];
            for (int i = 0; i < steps.length; i++) {
                PolicyStep step = f.steps().get(i);
                if (step.op().diameter()) {
                    steps[i] = diameter.step(f, step);
                    if (!names.contains(step.name())) {
                        names.add(step.name());
                    }
                }
            }
            diameterSteps.put(f.name(), steps);
        }
        paced.declare(names);
        String line = String.format(Locale.ROOT, "Diameter: %s%s, realm %s", diameter.pcef() == null ? ""
                        : "PCEF " + diameter.pcef().node().originHost() + " on Gx to " + options.diameterHost() + " at " + options.diameter(),
                diameter.af() == null ? "" : (diameter.pcef() == null ? "" : "; ") + "AF " + diameter.af().node().originHost() + " on Rx to "
                        + (options.afViaBsf() ? "the BSF " + options.bsfHost() + " at " + options.bsfDiameter() + " (relaying to the PCRF)"
                        : options.diameterHost() + " at " + options.diameter()), options.realm());
        out.println(line);
        notes.add(line + "; both answer the PCRF's requests 2001 at once");
    }

    /** 3.1.3: the OCS simulator sends its SNRs at the seed's share of the run's rates. */
    private void startSnr(PrintStream out) throws IOException, InterruptedException {
        if (model.snrRate() <= 0) {
            return;
        }
        double rate = model.snrRate() * effectiveScale();
        if (options.ocsAdmin().isEmpty()) {
            notes.add(String.format(Locale.ROOT, "Sy SNR: not asked for (no --ocs-admin): the seed's %.0f/s (%.2f/s at this scale) must"
                    + " come from the OCS", model.snrRate(), rate));
            return;
        }
        HttpResponse<String> r = ADMIN.send(HttpRequest.newBuilder(URI.create(options.ocsAdmin() + "/admin/v1/ocs/snr/rate"))
                .header("content-type", "application/json").timeout(Duration.ofSeconds(10))
                .PUT(HttpRequest.BodyPublishers.ofString(String.format(Locale.ROOT, "{\"rate\":%.4f}", rate))).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IllegalStateException("the OCS refused its SNR rate: " + r.statusCode() + " " + r.body());
        }
        snrStarted = true;
        String line = String.format(Locale.ROOT, "Sy SNR: the OCS simulator at %s sends %.2f SNRs/s to random Sy sessions (the seed's"
                + " 450 of 11,520 TPS), each of which the PCRF turns into a Gx RAR", options.ocsAdmin(), rate);
        out.println(line);
        notes.add(line);
    }

    /** The run's rates over the seed's: the scale, unless --min-rate lifted some flows. */
    private double effectiveScale() {
        return flows.stream().mapToDouble(PolicyFlow::rate).sum() / model.createRate();
    }

    /**
     * The sessions Little's law says are in progress when the schedule starts: each created now (with what it did
     * before its age: its creates, not its updates), 64 in flight; the Gatling chains send the rest of their steps.
     */
    private void createInProgress(PrintStream out) throws InterruptedException {
        if (inProgressTotal == 0) {
            return;
        }
        long t0 = System.nanoTime();
        LongAdder failed = new LongAdder();
        List<String> failures = new ArrayList<>();
        Semaphore window = new Semaphore(64);
        try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(2, 4096))) {
            for (PolicyFlow flow : flows) {
                int n = pacing.inProgress(flow.rate());
                boolean driven = drivenByGatling(flow);
                for (int j = 0; j < n; j++) {
                    double age = pacing.age(j, n);
                    int first = 0;
                    while (first < flow.steps().size() && pacing.offset(flow.steps().get(first).position()) <= age) {
                        first++;
                    }
                    long number = numbers.get(flow.name()).getAndIncrement();
                    Live l = new Live(flow, number, keys.subscriberOf(number), nextAddress(), -age, first);
                    window.acquire();
                    establish(client, l).whenComplete((ok, t) -> {
                        if (t != null || !ok) {
                            failed.increment();
                            synchronized (failures) {
                                if (failures.size() < 3) {
                                    failures.add(t != null ? t.toString() : "refused");
                                }
                            }
                        } else if (driven) {
                            inProgress.get(flow.name()).add(l);
                        } else {
                            synchronized (pacedInProgress) {
                                pacedInProgress.add(new PacedSessions.Session(pacedFlow(flow), l.chain, l.start, l.firstStep));
                            }
                        }
                        window.release();
                    });
                }
            }
            window.acquire(64);
        }
        if (failed.sum() > 0) {
            throw new IllegalStateException(failed.sum() + " of " + inProgressTotal + " sessions in progress were not created,"
                    + " e.g. " + failures);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        String line = String.format(Locale.ROOT, "Sessions in progress: %,d created before the schedule in %.1f s (%,.0f/s), aged"
                + " evenly over the lifetime (%s)", inProgressTotal, seconds, inProgressTotal / seconds, perFlow(f -> String.format(Locale.ROOT, "%,d", pacing.inProgress(f.rate()))));
        out.println(line);
        notes.add(line);
    }

    /**
     * What a session in progress did before the schedule: what opened it (SBI creates, CCR-I, AAR-I) and what ended
     * what it opened (STR), with the requests of the PCF that come with them (the Gx RAR after an AAR-I); its updates
     * are not replayed.
     */
    private CompletableFuture<Boolean> establish(SbiClient client, Live l) {
        CompletableFuture<Boolean> chain = CompletableFuture.completedFuture(true);
        boolean replayed = false;
        for (int i = 0; i < l.firstStep; i++) {
            PolicyStep step = l.flow.steps().get(i);
            String target = params.target().toString();
            switch (step.op()) {
                case SM_CREATE -> chain = chain.thenCompose(ok -> !ok ? CompletableFuture.completedFuture(false)
                        : send(client, "POST", target + SM_POLICIES, smCreate(l), 201).thenApply(id -> {
                            l.smPolicyId = id;
                            alive.add(l);
                            return id != null;
                        }));
                case AM_CREATE -> chain = chain.thenCompose(ok -> !ok ? CompletableFuture.completedFuture(false)
                        : send(client, "POST", target + AM_POLICIES, amCreate(l), 201).thenApply(id -> {
                            l.amId = id;
                            alive.add(l);
                            return id != null;
                        }));
                case UE_CREATE -> chain = chain.thenCompose(ok -> !ok ? CompletableFuture.completedFuture(false)
                        : send(client, "POST", target + UE_POLICIES, ueCreate(l), 201).thenApply(id -> {
                            l.ueId = id;
                            alive.add(l);
                            return id != null;
                        }));
                case GX_CCR_I, RX_AAR_I, RX_AAR_I_LOSS, RX_AAR_I_ALLOCATION, RX_STR -> chain = replay(chain, l, i);
                case GX_RAR, RX_RAR, RX_ASR -> {
                    if (replayed) {
                        chain = replay(chain, l, i);
                    }
                }
                default -> { } // updates before the session's age are not replayed
            }
            replayed = switch (step.op()) {
                case GX_CCR_I, RX_AAR_I, RX_AAR_I_LOSS, RX_AAR_I_ALLOCATION, RX_STR -> true;
                case GX_RAR, RX_RAR, RX_ASR -> replayed;
                default -> false;
            };
        }
        return chain;
    }

    /** A Diameter step of a session in progress, sent before the schedule (not counted). */
    private CompletableFuture<Boolean> replay(CompletableFuture<Boolean> chain, Live l, int index) {
        OpenLoad.Step d = diameterSteps.get(l.flow.name())[index];
        return chain.thenCompose(ok -> !ok ? CompletableFuture.completedFuture(false)
                : d.send(l.chain).toCompletableFuture().handle((o, t) -> t == null && o.ok()));
    }

    /** The driver's flow of a flow without SBI steps: its new sessions' chains number on from those in progress. */
    private final Map<String, PacedSessions.Flow> pacedFlows = new ConcurrentHashMap<>();

    private PacedSessions.Flow pacedFlow(PolicyFlow flow) {
        return pacedFlows.computeIfAbsent(flow.name(), n -> {
            List<PacedSessions.Paced> steps = new ArrayList<>();
            OpenLoad.Step[] d = diameterSteps.get(flow.name());
            for (int i = 0; i < d.length; i++) {
                steps.add(new PacedSessions.Paced(d[i], flow.steps().get(i).position()));
            }
            return new PacedSessions.Flow(flow.name(), flow.rate(), steps, () -> {
                long k = numbers.get(flow.name()).getAndIncrement();
                return PolicyDiameter.chain(k, keys.subscriberOf(k), keys.address(addresses.getAndIncrement()));
            });
        });
    }

    /**
     * A model without SBI steps (the PCRF's) runs on the Diameter driver alone, no Gatling: set-up, the schedule, the
     * end; the plan is written for the summary as a Gatling run's is.
     */
    public void runWithoutGatling(PrintStream out) throws Exception {
        setUp(out);
        try {
            markStart();
            List<PacedSessions.Flow> pf = flows.stream().map(this::pacedFlow).toList();
            out.printf(Locale.ROOT, "Diameter driver: %s, a %.0f s ramp, then %.0f s%n", String.join(", ", pf.stream().map(f ->
                    String.format(Locale.ROOT, "%s %.2f sessions/s", f.name(), f.rate())).toList()), params.rampSeconds(),
                    params.durationSeconds());
            pacedResult = paced.run(pf, pacedInProgress);
        } finally {
            tearDown(out);
        }
    }

    /** One request of the set-up or the clean-up; the id at the end of the answer's Location (or "" when none is expected). */
    private static CompletableFuture<String> send(SbiClient client, String method, String uri, String body, int expected) {
        SbiClient.Request r = SbiClient.Request.of(method, uri).timeout(Duration.ofSeconds(30));
        if (body != null) {
            r = r.body("application/json", body.getBytes(StandardCharsets.UTF_8));
        }
        return client.send(r).handle((answer, t) -> {
            if (t != null || answer.status() != expected) {
                return null;
            }
            String location = answer.header("location");
            return location == null ? "" : location.substring(location.lastIndexOf('/') + 1);
        });
    }

    /** The PCF's counters, the CPU of the cluster (the process serving the target's port) and its database, and this JVM's. */
    private void measureFrom(PrintStream out) throws IOException, InterruptedException {
        if (!options.pcfAdmin().isEmpty()) {
            counters = new PcfCounters(options.pcfAdmin());
            before = counters.read();
        }
        smfBefore = received(smfAdmin, "smf");
        amfBefore = received(amfAdmin, "amf");
        URI target = params.target();
        if ("127.0.0.1".equals(target.getHost()) || "localhost".equals(target.getHost())) {
            OptionalLong pid = Host.listeningPid(target.getPort());
            if (pid.isPresent() && pid.getAsLong() != ProcessHandle.current().pid()) {
                clusterPid = pid.getAsLong();
                databasePids = Host.children(clusterPid, "mariadbd");
            }
        }
        cpuBefore = cpu();
    }

    private long[] cpu() {
        long[] c = new long[3];
        c[0] = Host.cpuTicks(clusterPid);
        c[1] = databasePids.isEmpty() ? -1 : databasePids.stream().mapToLong(Host::cpuTicks).sum();
        c[2] = Host.cpuTicks(ProcessHandle.current().pid());
        return c;
    }

    /** What a simulator of this JVM received so far, by operation. */
    private static Map<String, Double> received(String admin, String name) throws IOException, InterruptedException {
        if (admin == null) {
            return Map.of();
        }
        HttpResponse<String> r = ADMIN.send(HttpRequest.newBuilder(URI.create(admin + "/admin/v1/" + name + "/received?limit=0"))
                .timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        Map<String, Double> counts = new TreeMap<>();
        if (r.statusCode() == 200) {
            Json.MAPPER.readTree(r.body()).path("counts").properties().forEach(e -> counts.put(e.getKey(), e.getValue().asDouble()));
        }
        return counts;
    }

    // ------------------------------------------------------------------ what the chains use

    /** A new session of the flow, starting now. */
    public Live newSession(PolicyFlow flow) {
        markStart();
        long n = numbers.get(flow.name()).getAndIncrement();
        return new Live(flow, n, keys.subscriberOf(n), nextAddress(), (System.nanoTime() - startNanos) / 1e9, 0);
    }

    /** The next session of the flow in progress when the schedule started, or {@link Live#NONE}. */
    public Live inProgress(PolicyFlow flow) {
        markStart();
        Live l = inProgress.get(flow.name()).poll();
        return l == null ? Live.NONE : l;
    }

    private Inet4Address nextAddress() {
        return keys.address(addresses.getAndIncrement());
    }

    /** Whether the session still sends its step {@code index}: not done before the schedule, and what it acts on exists. */
    public boolean pending(Live l, int index) {
        if (l == Live.NONE || index < l.firstStep) {
            return false;
        }
        return switch (l.flow.steps().get(index).op()) {
            case SM_CREATE, AM_CREATE, UE_CREATE -> true;
            case SM_UPDATE, SM_DELETE -> l.smPolicyId != null;
            case AM_DELETE -> l.amId != null;
            case UE_DELETE -> l.ueId != null;
            // Rx within an SM session: after its create, while its Diameter steps succeed
            case RX_AAR_I, RX_AAR_I_LOSS, RX_AAR_I_ALLOCATION -> diameter != null && !l.diameterFailed && l.smPolicyId != null;
            default -> diameter != null && !l.diameterFailed;
        };
    }

    /** Sends a session's Diameter step on the driver (a Gatling session waits for it); counted under its name. */
    public CompletableFuture<OpenLoad.Outcome> sendDiameter(Live l, int index) {
        return paced.send(diameterSteps.get(l.flow.name())[index], l.chain).toCompletableFuture()
                .handle((o, t) -> {
                    lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
                    if (t != null || !o.ok()) {
                        l.diameterFailed = true;
                        return t != null ? OpenLoad.Outcome.failed(t.toString()) : o;
                    }
                    return o;
                });
    }

    /** How long until the step is due, or until the schedule ends if that is sooner. */
    public Duration untilDue(Live l, int index) {
        long due = startNanos + (long) ((l.start + pacing.offset(l.flow.steps().get(index).position())) * 1e9);
        return Duration.ofNanos(Math.max(0, Math.min(due, endNanos) - System.nanoTime()));
    }

    /** Whether the step is due after the schedule's end: the session sends nothing more (one due before it is sent, late or not). */
    public boolean dueAfterEnd(Live l, int index) {
        return startNanos + (long) ((l.start + pacing.offset(l.flow.steps().get(index).position())) * 1e9) > endNanos;
    }

    public String smCreate(Live l) {
        return PolicyBodies.smCreate(keys.supi(l.subscriber), keys.gpsi(l.subscriber), l.flow.dnn(), l.flow.pduSessionId(), l.address,
                smfRoot + "/nsmf-callback/v1/sm-policy-notify/" + l.notificationKey());
    }

    public String smUpdate(Live l) {
        return PolicyBodies.smUpdate(l.number * 97 + l.updates.incrementAndGet());
    }

    public String amCreate(Live l) {
        return PolicyBodies.policyAssociation(keys.supi(l.subscriber), keys.gpsi(l.subscriber),
                amfRoot + "/namf-callback/v1/am-policy/" + l.notificationKey());
    }

    public String ueCreate(Live l) {
        return PolicyBodies.policyAssociation(keys.supi(l.subscriber), keys.gpsi(l.subscriber),
                amfRoot + "/namf-callback/v1/ue-policy/" + l.notificationKey());
    }

    /** The id a step acts on (the association's). */
    public String idFor(Live l, Op op) {
        return switch (op) {
            case SM_UPDATE, SM_DELETE -> l.smPolicyId;
            case AM_DELETE -> l.amId;
            case UE_DELETE -> l.ueId;
            default -> "";
        };
    }

    /**
     * A step was answered ({@code status} null: no answer): its status counted, and what the PCF created or deleted
     * kept for the steps after it and the clean-up.
     */
    public void answered(Live l, PolicyStep step, Integer status, String location) {
        outcome(step.name(), status == null ? "no answer" : status.toString());
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
        String id = location == null ? null : location.substring(location.lastIndexOf('/') + 1);
        boolean ok = status != null;
        switch (step.op()) {
            case SM_CREATE -> {
                if (ok && status == 201 && id != null) {
                    l.smPolicyId = id;
                    alive.add(l);
                }
            }
            case AM_CREATE -> {
                if (ok && status == 201 && id != null) {
                    l.amId = id;
                    alive.add(l);
                }
            }
            case UE_CREATE -> {
                if (ok && status == 201 && id != null) {
                    l.ueId = id;
                    alive.add(l);
                }
            }
            case SM_DELETE -> {
                if (ok && (status == 204 || status == 404)) {
                    l.smPolicyId = null;
                }
            }
            case AM_DELETE -> {
                if (ok && (status == 204 || status == 404)) {
                    l.amId = null;
                }
            }
            case UE_DELETE -> {
                if (ok && (status == 204 || status == 404)) {
                    l.ueId = null;
                }
            }
            default -> { }
        }
        if (l.smPolicyId == null && l.amId == null && l.ueId == null) {
            alive.remove(l);
        }
    }

    void outcome(String name, String what) {
        outcomes.computeIfAbsent(name, k -> new ConcurrentHashMap<>()).computeIfAbsent(what, k -> new LongAdder()).increment();
    }

    // ------------------------------------------------------------------ after the load

    /** Reads the counters, writes the plan (the table, the gateways beside the seed's, the notes), and cleans up. */
    @Override
    public void tearDown(PrintStream out) throws IOException, InterruptedException {
        long[] cpuAfter = cpu();
        PcfCounters.Delta delta = counters == null ? null : counters.read().since(before);
        Map<String, Double> smfReceived = PcfCounters.Snapshot.minus(received(smfAdmin, "smf"), smfBefore);
        Map<String, Double> amfReceived = PcfCounters.Snapshot.minus(received(amfAdmin, "amf"), amfBefore);
        markStart(); // a run in which no virtual user started (every flow Diameter's) starts its clock here
        double wall = (System.nanoTime() - startNanos) / 1e9;
        String loadAtEnd = Host.loadAverage();
        long scheduledEnd = startMillis + (long) (pacing.end() * 1000);

        List<LoadPlan.Row> rows = new ArrayList<>();
        Map<String, SeedFigures> seed = model.seedFigures();
        Map<String, double[]> perName = new LinkedHashMap<>(); // name -> {target rate, expected}
        Map<String, Boolean> driven = new LinkedHashMap<>();
        for (PolicyFlow f : flows) {
            for (PolicyStep s : f.steps()) {
                double[] v = perName.computeIfAbsent(s.name(), k -> new double[2]);
                v[0] += f.rate();
                v[1] += pacing.expected(f.rate(), s.position());
                driven.merge(s.name(), !s.op().diameter(), Boolean::logicalAnd);
            }
        }
        Map<String, OpenLoad.MessageResult> dia = pacedResult != null ? pacedResult.messages() : paced != null ? paced.results() : Map.of();
        perName.forEach((name, v) -> {
            Map<String, Long> answers = new TreeMap<>();
            boolean sbi = driven.get(name);
            LoadPlan.Measured measured = null;
            if (sbi) {
                outcomes.getOrDefault(name, Map.of()).forEach((k, a) -> answers.put(k, a.sum()));
            } else {
                OpenLoad.MessageResult m = dia.get(name);
                measured = m == null ? new LoadPlan.Measured(0, 0, null) : new LoadPlan.Measured(m.ok(), m.ko(), m.latency());
                if (m != null) {
                    answers.putAll(m.outcomes());
                }
            }
            rows.add(new LoadPlan.Row(name, v[0], seed.get(name), sbi || diameter != null, measured, Math.max(v[1], 1e-9), answers));
        });
        if (model.snrRate() > 0) {
            // the OCS's SNRs and the Gx RARs they lead to: the PCF's counts (informational: the OCS sends them, at random sessions)
            double snr = delta == null ? Double.NaN : delta.diameterIn().getOrDefault("sy SNR", 0.0);
            double rar = delta == null ? Double.NaN : delta.diameterOut().getOrDefault("pcef RAR", 0.0);
            double target = model.snrRate() * effectiveScale();
            rows.add(new LoadPlan.Row("Sy SNR (the OCS's)", target, new SeedFigures(model.snrRate(), null), false,
                    new LoadPlan.Measured(Double.isNaN(snr) ? 0 : (long) snr, 0, null)));
            rows.add(new LoadPlan.Row("Gx RAR (the PCF's, all)", target, new SeedFigures(model.snrRate(), null), false,
                    new LoadPlan.Measured(Double.isNaN(rar) ? 0 : (long) rar, 0, null)));
        }
        List<String> lines = new ArrayList<>(notes);
        if (model.diameter() && diameter == null) {
            lines.add("Rx and Gx: not driven (no Diameter roles); their lines are the seed's rates only");
        }
        if (pacedResult != null) {
            lines.add(String.format(Locale.ROOT, "Diameter driver: %,d sessions started, at most %d requests in flight, scheduler at most"
                            + " %.1f ms late, %,d refused, %,d sessions left open at the end or after a failure", pacedResult.started(),
                    pacedResult.maxInFlight(), pacedResult.maxLateMillis(), pacedResult.refused(), pacedResult.cutOff().size()));
        } else if (diameter != null) {
            lines.add(String.format(Locale.ROOT, "Diameter driver: at most %d requests in flight", paced.maxInFlight()));
        }
        dia.values().forEach(m -> {
            if (!m.failures().isEmpty()) {
                lines.add(m.name() + " failures, e.g.: " + m.failures());
            }
        });
        gateways(rows, lines, delta, smfReceived, amfReceived);
        lines.add(String.format(Locale.ROOT, "Sessions: %s; lifetime %.1f s by Little's law (%,d in progress / %.2f creates/s; the seed:"
                        + " %.0f s with %,.0f in progress at scale 1), each session's messages spread evenly over it; %,d still in"
                        + " progress at the end", perFlow(f -> String.format(Locale.ROOT, "%.2f/s", f.rate())), pacing.lifetime(), inProgressTotal,
                flows.stream().mapToDouble(PolicyFlow::rate).sum(), model.lifetime(), model.sessions(), alive.size()));
        lines.add(String.format(Locale.ROOT, "Keyspace: %,d subscribers %s..%s (GPSI %s.., IMSI and MSISDN the same numbers on Gx"
                + " and Rx), S-NSSAI 1-000001, UE addresses from %s, one per session", keys.subscribers(), keys.supi(0), keys.lastSupi(),
                keys.gpsi(0), keys.address(0).getHostAddress()));
        model.derivation().forEach(d -> lines.add("Seed: " + d));
        cpu(lines, cpuAfter, wall, delta);
        if (smf != null) {
            lines.add("Transport: " + (params.tls() ? "HTTP/2 over TLS (ALPN)" : "HTTP/1.1 (Gatling has no h2c; use the TLS port)")
                    + " from Gatling to " + params.target() + "; the PCF's callbacks and N1N2 over h2c to the load's SMF and AMF");
        }
        lines.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + loadAtEnd + " at the end; " + Host.cores() + " cores");
        try {
            new LoadPlan(model.id(), model.title(), params.scale(), params.rampSeconds(), params.durationSeconds(),
                    params.target().toString(), startMillis, scheduledEnd, Math.max(Math.max(lastEnd.get(), startMillis),
                    pacedResult == null ? 0 : pacedResult.lastEndMillis()), params.maxLagSeconds(), rows, lines).write(params.plan());
        } finally {
            if (cleanup != null) {
                cleanup.close(out);
            }
        }
    }

    /**
     * The seed's gateway lines: transactions in and out of the PCF, from its own counts when its management port is
     * known, from the load's side otherwise (what the load sent, what its SMF and AMF received).
     */
    private void gateways(List<LoadPlan.Row> rows, List<String> lines, PcfCounters.Delta delta, Map<String, Double> smfReceived,
                          Map<String, Double> amfReceived) {
        var g = model.seed();
        double scale = effectiveScale();
        double igw;
        double egw;
        double dIn;
        double dOut;
        String source;
        if (delta != null) {
            igw = PcfCounters.Delta.total(delta.ingress());
            egw = PcfCounters.Delta.total(delta.egress());
            dIn = PcfCounters.Delta.total(delta.diameterIn());
            dOut = PcfCounters.Delta.total(delta.diameterOut());
            source = "the PCF's own counts at " + options.pcfAdmin();
        } else {
            igw = outcomes.values().stream().mapToLong(m -> m.values().stream().mapToLong(LongAdder::sum).sum()).sum();
            egw = smfReceived.values().stream().mapToDouble(Double::doubleValue).sum()
                    + amfReceived.values().stream().mapToDouble(Double::doubleValue).sum();
            // the load's Diameter requests, and the PCF's it answered (the steps that wait for them)
            Map<String, OpenLoad.MessageResult> d = pacedResult != null ? pacedResult.messages() : paced != null ? paced.results() : Map.of();
            dIn = 0;
            dOut = 0;
            for (Map.Entry<String, OpenLoad.MessageResult> e : d.entrySet()) {
                boolean fromPcf = flows.stream().flatMap(f -> f.steps().stream()).anyMatch(st -> st.name().equals(e.getKey()) && st.op().fromPcf());
                if (fromPcf) {
                    dOut += e.getValue().ok();
                } else {
                    dIn += e.getValue().ok() + e.getValue().ko();
                }
            }
            source = "the load's side (no --pcf-admin): in, the requests the load sent; out, what its SMF and AMF received and the"
                    + " RARs and ASRs its PCEF and AF waited for (the PCF's calls to the UDR, CHF, BSF, NRF and OCS and the AMF's N1"
                    + " notifications are not seen)";
        }
        rows.add(gateway("IGW: SBI requests to the PCF", igw, g.igw(), scale));
        rows.add(gateway("EGW: SBI requests from the PCF", egw, g.egw(), scale));
        rows.add(gateway("Diameter requests to the PCF", dIn, g.diameterIn(), scale));
        rows.add(gateway("Diameter requests from the PCF", dOut, g.diameterOut(), scale));
        rows.add(gateway("TPS (the seed's: all four)", igw + egw + dIn + dOut, g.total(), scale));
        lines.add("Gateways: counted from " + source + "; one request and its answer are one transaction");
        if (delta != null) {
            StringBuilder per = new StringBuilder("PCF egress by peer over the run:");
            for (String peer : List.of("udr", "chf", "bsf", "amf", "nrf", "smf", "af")) {
                double n = delta.egressTo(peer);
                if (n > 0) {
                    per.append(String.format(Locale.ROOT, " %s %,.0f", peer.toUpperCase(Locale.ROOT), n));
                }
            }
            per.append(String.format(Locale.ROOT, "; EGW / IGW %.2f (the seed's %s)", igw == 0 ? 0 : egw / igw,
                    Double.isNaN(g.egw()) || Double.isNaN(g.igw()) || g.igw() == 0 ? "not given" : String.format(Locale.ROOT, "%.2f", g.egw() / g.igw())));
            lines.add(per.toString());
            lines.add("PCF egress by operation: " + compact(delta.egress()));
            lines.add("PCF ingress by operation: " + compact(delta.ingress()));
            if (!delta.diameterIn().isEmpty() || !delta.diameterOut().isEmpty()) {
                lines.add("PCF Diameter in by application and command: " + compact(delta.diameterIn()) + "; out by peer and command: "
                        + compact(delta.diameterOut()));
            }
        }
        if (!smfReceived.isEmpty() || !amfReceived.isEmpty()) {
            lines.add("The load's SMF received " + compact(smfReceived) + "; its AMF " + compact(amfReceived));
        }
    }

    private LoadPlan.Row gateway(String name, double count, double seedTps, double scale) {
        boolean known = !Double.isNaN(seedTps);
        return new LoadPlan.Row(name, known ? seedTps * scale : 0, known ? new SeedFigures(seedTps, null) : null, false,
                new LoadPlan.Measured((long) count, 0, null));
    }

    /** CPU of the cluster JVM, its database and this JVM over the run, and the PCF's transactions per busy core. */
    private void cpu(List<String> lines, long[] after, double wall, PcfCounters.Delta delta) {
        double[] seconds = new double[3];
        for (int i = 0; i < 3; i++) {
            seconds[i] = cpuBefore[i] < 0 || after[i] < 0 ? Double.NaN : (after[i] - cpuBefore[i]) / (double) Host.TICKS_PER_SECOND;
        }
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "CPU over the %.0f s run (from /proc): ", wall));
        line.append(Double.isNaN(seconds[0]) ? "cluster JVM n/a (elsewhere, in this JVM, or not found)"
                : String.format(Locale.ROOT, "cluster JVM (pid %d) %.1f s = %.2f cores", clusterPid, seconds[0], seconds[0] / wall));
        if (!Double.isNaN(seconds[1])) {
            line.append(String.format(Locale.ROOT, ", its mariadbd %.1f s = %.2f cores", seconds[1], seconds[1] / wall));
        }
        line.append(String.format(Locale.ROOT, ", load JVM (Gatling, SMF, AMF) %.1f s = %.2f cores", seconds[2], seconds[2] / wall));
        lines.add(line.toString());
        if (delta != null && !Double.isNaN(seconds[0])) {
            double tps = PcfCounters.Delta.total(delta.ingress()) + PcfCounters.Delta.total(delta.egress())
                    + PcfCounters.Delta.total(delta.diameterIn()) + PcfCounters.Delta.total(delta.diameterOut());
            double cluster = seconds[0] + (Double.isNaN(seconds[1]) ? 0 : seconds[1]);
            lines.add(String.format(Locale.ROOT, "Transactions per busy core: %,.0f (cluster JVM: the PCF with the UDR, NRF, BSF and the"
                    + " CHF beside it), %,.0f with its database; the seed's PCF: 150-260 per busy application core", tps / seconds[0],
                    tps / cluster));
        }
    }

    /**
     * Deletes the sessions still in progress, removes the run's subscribers from the UDR, and stops the SMF and AMF:
     * the run's own, nothing else.
     */
    private void cleanUp(PrintStream out) {
        List<Live> left = new ArrayList<>(alive);
        long deleted = 0;
        if (!left.isEmpty()) {
            LongAdder gone = new LongAdder();
            Semaphore window = new Semaphore(256);
            String target = params.target().toString();
            try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(2, 4096))) {
                for (Live l : left) {
                    window.acquireUninterruptibly();
                    List<CompletableFuture<String>> deletes = new ArrayList<>();
                    if (l.smPolicyId != null) {
                        deletes.add(send(client, "POST", target + SM_POLICIES + "/" + l.smPolicyId + "/delete", "{}", 204));
                    }
                    if (l.amId != null) {
                        deletes.add(send(client, "DELETE", target + AM_POLICIES + "/" + l.amId, null, 204));
                    }
                    if (l.ueId != null) {
                        deletes.add(send(client, "DELETE", target + UE_POLICIES + "/" + l.ueId, null, 204));
                    }
                    CompletableFuture.allOf(deletes.toArray(CompletableFuture[]::new)).whenComplete((v, t) -> {
                        if (deletes.stream().allMatch(d -> d.join() != null)) {
                            gone.increment();
                        }
                        window.release();
                    });
                }
                window.acquireUninterruptibly(256);
            }
            deleted = gone.sum();
        }
        String udr = "";
        if (udrLoaded) {
            try {
                HttpResponse<String> r = ADMIN.send(HttpRequest.newBuilder(URI.create(options.udrAdmin() + "/admin/v1/udr/policy-data?prefix=imsi-"
                        + "&first=" + keys.imsi(0) + "&count=" + keys.subscribers())).DELETE().timeout(Duration.ofMinutes(10)).build(),
                        HttpResponse.BodyHandlers.ofString());
                udr = r.statusCode() == 200 ? String.format(Locale.ROOT, "; removed the %,d subscribers from the UDR",
                        Json.MAPPER.readTree(r.body()).path("count").asLong()) : "; the UDR refused to remove the subscribers: " + r.statusCode();
            } catch (IOException e) {
                udr = "; could not remove the subscribers from the UDR: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String dia = "";
        if (diameter != null) {
            dia = "; Diameter: " + diameter.endOpenSessions();
            diameter.close();
        }
        if (snrStarted) {
            try {
                ADMIN.send(HttpRequest.newBuilder(URI.create(options.ocsAdmin() + "/admin/v1/ocs/snr/rate"))
                        .header("content-type", "application/json").timeout(Duration.ofSeconds(10))
                        .PUT(HttpRequest.BodyPublishers.ofString("{\"rate\":0}")).build(), HttpResponse.BodyHandlers.ofString());
                dia += "; the OCS's SNRs stopped";
            } catch (IOException e) {
                dia += "; could not stop the OCS's SNRs: " + e.getMessage();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (ConfigurableApplicationContext c : new ConfigurableApplicationContext[] {smf, amf}) {
            if (c != null) {
                c.close();
            }
        }
        out.printf(Locale.ROOT, "Clean-up: deleted %,d of the %,d SBI sessions still in progress%s%s%s%n", deleted, left.size(), dia, udr,
                smf == null ? "" : "; the SMF and AMF stopped");
    }

    // ------------------------------------------------------------------ helpers

    private String perFlow(java.util.function.Function<PolicyFlow, String> value) {
        List<String> parts = new ArrayList<>();
        for (PolicyFlow f : flows) {
            parts.add(f.name() + " " + value.apply(f));
        }
        return String.join(", ", parts);
    }

    private static String compact(Map<String, Double> m) {
        if (m.isEmpty()) {
            return "nothing";
        }
        List<String> parts = new ArrayList<>();
        m.forEach((k, v) -> parts.add(String.format(Locale.ROOT, "%s %,.0f", k, v)));
        return String.join(", ", parts);
    }
}
