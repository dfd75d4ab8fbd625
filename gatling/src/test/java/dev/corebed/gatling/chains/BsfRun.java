package dev.corebed.gatling.chains;

import dev.corebed.gatling.bsf.BsfCallModel;
import dev.corebed.gatling.bsf.RxSessions;
import dev.corebed.gatling.load.OpenLoad;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import tools.jackson.databind.JsonNode;

/**
 * The state one BSF call-model run shares between its set-up, its request chains and its end: the binding
 * population (preloaded), which binding the next delete removes (the oldest: the population ages by
 * Little's law), which UE addresses are bound (for the discoveries and the Rx sessions), the Rx driver
 * (an AF and a PCF on the BSF's Diameter port, {@link RxSessions}) and the clock of the summary's lag.
 *
 * <p>Population binding {@code i} has UE address {@code 10.0.0.0 + i} (one /8: 16,777,216 at most), SUPI
 * {@code imsi-310014000000000 + i}, DNN internet, S-NSSAI 1-000001, and the run's PCF as its Diameter peer.
 * The run's creates take addresses from {@code 100.64.0.0/10}.
 */
public final class BsfRun implements CallModelRun {

    public static final String BINDINGS = "/nbsf-management/v1/pcfBindings";
    private static final HttpClient ADMIN = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    /** The population's first UE address, 10.0.0.0, as a number. */
    static final long POPULATION_BASE = 10L << 24;
    static final long POPULATION_MAX = 1L << 24;
    /** The run's new bindings: 100.64.0.0/10. */
    static final long CREATE_BASE = (100L << 24) | (64L << 16);
    static final long CREATE_MAX = 1L << 22;
    static final String DNN = "internet";
    static final String SNSSAI = "{\"sst\":1,\"sd\":\"000001\"}";

    /**
     * BSF-specific parameters, from system properties as {@link LoadParameters}' ({@code corebed.population}...).
     *
     * @param population   bindings preloaded; 0: the seed's population times the scale (Little's law keeps its lifetime)
     * @param admin        the BSF stub's management apiRoot, for the bulk load; empty: the population is created over
     *                     Nbsf_Management (any BSF, slower)
     * @param diameter     the BSF's Diameter address, host:port
     * @param diameterHost the BSF's Diameter identity
     * @param realm        the Diameter realm of the BSF, the AF and the PCF
     */
    public record Options(long population, String admin, String diameter, String diameterHost, String realm) {
        public static Options fromSystemProperties(LoadParameters params) {
            String admin = prop("bsf-admin", "");
            return new Options(Long.parseLong(prop("population", "0")), admin.endsWith("/") ? admin.substring(0, admin.length() - 1) : admin,
                    prop("diameter", params.target().getHost() + ":3869"), prop("diameter-host", "bsf.corebed.test"),
                    prop("realm", "corebed.test"));
        }

        private static String prop(String name, String dflt) {
            String v = System.getProperty("corebed." + name);
            return v == null || v.isBlank() ? dflt : v.trim();
        }
    }

    private final BsfCallModel model;
    private final LoadParameters params;
    private final Options options;
    private final Map<String, Double> targets;
    private final long population;
    private final AtomicLong creates = new AtomicLong();
    private final AtomicLong deletes = new AtomicLong();
    private final AtomicLong nothingToDelete = new AtomicLong();
    private final ConcurrentLinkedQueue<String> created = new ConcurrentLinkedQueue<>();
    /** Bindings the run created one by one and has not deleted: removed at the end. */
    private final Set<String> ownBindings = ConcurrentHashMap.newKeySet();
    private RunCleanup cleanup;
    private String lastId;
    private final AtomicLong lastEnd = new AtomicLong();
    private final List<String> notes = new ArrayList<>();
    /** Population binding ids: the bulk load's first id + i, or the ids the SBI answered, in order. */
    private UUID firstId;
    private String[] ids;
    private RxSessions rx;
    private OpenLoad rxLoad;
    private Thread rxThread;
    private final AtomicReference<OpenLoad.Result> rxResult = new AtomicReference<>();
    private final AtomicReference<Throwable> rxFailure = new AtomicReference<>();
    private long startMillis;
    private String loadAtStart = "";

    public BsfRun(BsfCallModel model, LoadParameters params) {
        this.model = model;
        this.params = params;
        this.options = Options.fromSystemProperties(params);
        this.targets = model.targets(params.scale(), params.minRate());
        this.population = options.population() > 0 ? options.population() : model.population(params.scale(), 1000);
        if (population > POPULATION_MAX) {
            throw new IllegalArgumentException("a population of " + population + " bindings does not fit the population's /8 of UE"
                    + " addresses (16,777,216 at most): lower --scale or give --population");
        }
    }

    public BsfCallModel model() {
        return model;
    }

    @Override
    public String title() {
        return model.title();
    }

    public LoadParameters params() {
        return params;
    }

    public Map<String, Double> targets() {
        return targets;
    }

    // ------------------------------------------------------------------ before the load

    /**
     * Loads the population, connects the AF and the PCF to the BSF, and starts the Rx sessions' schedule. The
     * bindings the run creates are removed again by {@link #tearDown}, by this method when it fails, or at JVM
     * exit (Ctrl-C); the BSF's other bindings stay.
     */
    @Override
    public void setUp(PrintStream out) throws Exception {
        cleanup = new RunCleanup("bsf-run", this::cleanUp);
        try {
            if (!options.admin().isEmpty()) {
                bulkLoad(out);
            } else {
                createOverSbi(out);
            }
            rx = new RxSessions(options.diameter(), options.diameterHost(), options.realm(), Duration.ofSeconds(10));
        } catch (Exception | Error e) {
            cleanup.run(out);
            throw e;
        }
        out.printf("Rx: AF %s and PCF %s connected to the BSF %s at %s%n", RxSessions.AF_HOST, rx.pcfHost(),
                options.diameterHost(), options.diameter());
        rxLoad = new OpenLoad(List.of(new OpenLoad.Flow("Rx session", targets.get(BsfCallModel.AAR_I),
                rx.steps(this::boundAddress))), params.rampSeconds(), params.durationSeconds(), 50_000, params.graceSeconds());
        loadAtStart = Host.loadAverage();
        startMillis = System.currentTimeMillis();
        rxThread = new Thread(() -> {
            try {
                rxResult.set(rxLoad.run());
            } catch (Throwable t) {
                rxFailure.set(t);
            }
        }, "rx-load");
        rxThread.setDaemon(true);
        rxThread.start();
    }

    /**
     * The BSF stub's bulk load on its management port. Its bindings' ids count up from firstBindingId to
     * lastBindingId, so the end of the run removes what is left of them in one request.
     */
    private void bulkLoad(PrintStream out) throws IOException, InterruptedException {
        String base = options.admin() + "/admin/v1/bsf/pcf-bindings";
        String template = binding(POPULATION_BASE, 0);
        String body = "{\"count\":" + population + ",\"template\":" + template + "}";
        long t0 = System.nanoTime();
        HttpResponse<String> loaded = ADMIN.send(HttpRequest.newBuilder(URI.create(base + "/bulk"))
                        .header("content-type", "application/json").timeout(Duration.ofMinutes(30))
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        if (loaded.statusCode() != 201) {
            throw new IllegalStateException("the BSF's bulk load failed: " + loaded.statusCode() + " " + loaded.body());
        }
        JsonNode answer = Json.MAPPER.readTree(loaded.body());
        firstId = UUID.fromString(answer.path("firstBindingId").asString());
        lastId = answer.path("lastBindingId").asString();
        double seconds = (System.nanoTime() - t0) / 1e9;
        String line = String.format(Locale.ROOT, "Population: %,d bindings bulk-loaded on %s in %.1f s (%,.0f/s; the BSF's"
                        + " data tier took %s ms), UE addresses %s..%s", population, options.admin(), seconds, population / seconds,
                answer.path("millis").asString(), ipv4(POPULATION_BASE),
                ipv4(POPULATION_BASE + population - 1));
        out.println(line);
        notes.add(line);
    }

    /** A BSF without the stub's bulk load: the population created over Nbsf_Management, 64 in flight. */
    private void createOverSbi(PrintStream out) throws InterruptedException {
        if (population > 10_000_000) {
            throw new IllegalArgumentException("creating " + population + " bindings over Nbsf_Management would take too long;"
                    + " give --population");
        }
        ids = new String[(int) population];
        AtomicLong failed = new AtomicLong();
        Semaphore window = new Semaphore(64);
        long t0 = System.nanoTime();
        try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(2, 2048))) {
            for (int i = 0; i < population; i++) {
                window.acquire();
                int index = i;
                client.post(params.target() + BINDINGS, Json.MAPPER.readTree(binding(POPULATION_BASE + i, i))).whenComplete((r, t) -> {
                    String location = t == null && r.status() == 201 ? r.header("location") : null;
                    if (location != null) {
                        ids[index] = location.substring(location.lastIndexOf('/') + 1);
                        ownBindings.add(ids[index]);
                    } else {
                        failed.incrementAndGet();
                    }
                    window.release();
                });
            }
            window.acquire(64);
        }
        if (failed.get() > 0) {
            throw new IllegalStateException(failed.get() + " of " + population + " population bindings were not created");
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        String line = String.format(Locale.ROOT, "Population: %,d bindings created over Nbsf_Management in %.1f s (%,.0f/s)",
                population, seconds, population / seconds);
        out.println(line);
        notes.add(line);
    }

    // ------------------------------------------------------------------ what the chains use

    /** A PcfBinding of UE address {@code address} and SUPI number {@code n}, bound to the run's PCF. */
    static String binding(long address, long n) {
        return "{\"supi\":\"imsi-" + (310014000000000L + n) + "\",\"ipv4Addr\":\"" + ipv4(address)
                + "\",\"dnn\":\"" + DNN + "\",\"snssai\":" + SNSSAI + ",\"pcfFqdn\":\"" + RxSessions.PCF_HOST
                + "\",\"pcfDiamHost\":\"" + RxSessions.PCF_HOST + "\",\"pcfDiamRealm\":\"corebed.test\"}";
    }

    /** The body of the next CreatePCFBinding: a new UE address of the run's range. */
    public String nextCreate() {
        long n = creates.getAndIncrement() % CREATE_MAX;
        return binding(CREATE_BASE + n, 100_000_000L + n);
    }

    /** A binding the BSF answered 201 for: the deletes remove it once the population is gone. */
    public void created(String bindingId) {
        created.offer(bindingId);
        ownBindings.add(bindingId);
    }

    /** A binding the BSF answered 204 for: nothing of it to remove at the end. */
    public void deleted(String bindingId) {
        ownBindings.remove(bindingId);
    }

    /**
     * The bindingId the next DeleteIndPCFBinding removes: the oldest binding, i.e. the population's in order,
     * then the run's own. When none is left (a population too small for the run), an id that names no binding:
     * the BSF answers 404, the delete fails, and the summary says why.
     */
    public String nextDelete() {
        long k = deletes.getAndIncrement();
        if (k < population) {
            return firstId != null ? new UUID(firstId.getMostSignificantBits(), firstId.getLeastSignificantBits() + k).toString()
                    : ids[(int) k];
        }
        String id = created.poll();
        if (id == null) {
            nothingToDelete.incrementAndGet();
            return "00000000-0000-7000-8000-000000000000";
        }
        return id;
    }

    /** The UE address of a bound UE, away from the deletes' front (the newer half of the population left). */
    public Inet4Address boundAddress() {
        long gone = Math.min(deletes.get(), population - 1);
        long left = population - gone;
        long index = gone + left / 2 + ThreadLocalRandom.current().nextLong(Math.max(1, left - left / 2));
        return inet4(POPULATION_BASE + Math.min(index, population - 1));
    }

    /** The IPv4 address of that 32-bit number (the load drives the BSF over the wire only: none of its classes here). */
    static Inet4Address inet4(long v) {
        try {
            return (Inet4Address) InetAddress.getByAddress(ByteBuffer.allocate(4).putInt((int) v).array());
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e); // four bytes are always an address
        }
    }

    static String ipv4(long v) {
        return inet4(v).getHostAddress();
    }

    /** The same as a query value, for GetPCFBindings. */
    public String boundAddressQuery() {
        return "ipv4Addr=" + boundAddress().getHostAddress() + "&dnn=" + DNN;
    }

    /** A chain ended: the summary measures how late the last one did against the schedule. */
    public void ended() {
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
    }

    // ------------------------------------------------------------------ after the load

    /** Waits for the Rx sessions to end, disconnects the AF and the PCF, and writes the plan for the summary. */
    @Override
    public void tearDown(PrintStream out) throws IOException, InterruptedException {
        if (rxThread != null) {
            rxThread.join((long) ((params.rampSeconds() + params.durationSeconds() + 2 * params.graceSeconds()) * 1000) + 10_000);
        }
        String loadAtEnd = Host.loadAverage();
        long scheduledEnd = startMillis + (long) ((params.rampSeconds() + params.durationSeconds()) * 1000);
        Map<String, SeedFigures> seed = model.seedFigures();
        List<LoadPlan.Row> rows = new ArrayList<>();
        rows.add(new LoadPlan.Row(BsfCallModel.CREATE, targets.get(BsfCallModel.CREATE), seed.get(BsfCallModel.CREATE), true, null));
        rows.add(new LoadPlan.Row(BsfCallModel.DELETE, targets.get(BsfCallModel.DELETE), seed.get(BsfCallModel.DELETE), true, null));
        if (model.hasGet()) {
            rows.add(new LoadPlan.Row(BsfCallModel.GET, targets.get(BsfCallModel.GET), seed.get(BsfCallModel.GET), true, null));
        }
        long end = Math.max(lastEnd.get(), startMillis);
        List<String> lines = new ArrayList<>(notes);
        OpenLoad.Result result = rxResult.get();
        if (result != null) {
            rows.addAll(rxLoad.rows(result, seed));
            end = Math.max(end, result.lastEndMillis());
            lines.add(String.format(Locale.ROOT, "Rx driver: %d sessions started, at most %d requests in flight, scheduler at most"
                    + " %.1f ms late, %d refused", result.started(), result.maxInFlight(), result.maxLateMillis(), result.refused()));
            result.messages().values().forEach(m -> {
                if (!m.failures().isEmpty()) {
                    lines.add(m.name() + " failures, e.g.: " + m.failures());
                }
            });
        } else {
            Throwable t = rxFailure.get();
            lines.add("Rx driver: no result (" + (t == null ? "still running" : t) + ")");
            for (String name : new String[] {BsfCallModel.AAR_I, BsfCallModel.AAR_U, BsfCallModel.RAR, BsfCallModel.STR}) {
                rows.add(new LoadPlan.Row(name, targets.get(name), seed.get(name), true, new LoadPlan.Measured(0, 0, null)));
            }
        }
        double lifetime = population / targets.get(BsfCallModel.CREATE);
        lines.add(String.format(Locale.ROOT, "Bindings: %,d preloaded (seed %,d at scale 1), lifetime %.0f s by Little's law"
                        + " (seed %.0f s); deletes remove the oldest first: %,d of the population and %,d of the run's creates",
                population, model.population(), lifetime, model.lifetimeSeconds(), Math.min(deletes.get(), population),
                Math.max(0, deletes.get() - population - nothingToDelete.get())));
        if (nothingToDelete.get() > 0) {
            lines.add(nothingToDelete.get() + " deletes found no binding left to delete (answered 404): the population is too small"
                    + " for the run; give a larger --population");
        }
        lines.add("Transport: Nbsf_Management " + (params.tls() ? "HTTP/2 over TLS (ALPN)" : "HTTP/1.1 (Gatling has no h2c; use the"
                + " TLS port)") + "; Rx over TCP to " + options.diameterHost() + " at " + options.diameter()
                + " (AF " + RxSessions.AF_HOST + ", PCF " + RxSessions.PCF_HOST + ", both answering at once)");
        lines.add("Seed latency: per-pod gateway averages (Ingress GW p50/p99; the Diameter GW under 1 ms), not end to end");
        lines.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + loadAtEnd + " at the end; "
                + Runtime.getRuntime().availableProcessors() + " cores");
        try {
            new LoadPlan(model.id(), model.title(), params.scale(), params.rampSeconds(), params.durationSeconds(),
                    params.target().toString(), startMillis, scheduledEnd, end, params.maxLagSeconds(), rows, lines)
                    .write(params.plan());
        } finally {
            if (cleanup != null) {
                cleanup.close(out);
            }
        }
    }

    /**
     * Removes the run's bindings and no other: what is left of the bulk-loaded population (its id range, on
     * the management port), then each binding the run created over Nbsf_Management and did not delete.
     */
    private void cleanUp(PrintStream out) {
        if (rx != null) {
            rx.close();
        }
        long population = 0;
        if (firstId != null && lastId != null) {
            try {
                HttpResponse<String> answer = ADMIN.send(HttpRequest.newBuilder(URI.create(options.admin()
                        + "/admin/v1/bsf/pcf-bindings?first-binding-id=" + firstId + "&last-binding-id=" + lastId)).DELETE()
                        .timeout(Duration.ofMinutes(30)).build(), HttpResponse.BodyHandlers.ofString());
                population = answer.statusCode() == 200 ? Json.MAPPER.readTree(answer.body()).path("pcfBindings").asLong() : -1;
            } catch (IOException e) {
                population = -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                population = -1;
            }
        }
        List<String> own = ownBindings.stream().map(id -> params.target() + BINDINGS + "/" + id).toList();
        int removed = RunCleanup.deleteAll(own);
        out.printf(Locale.ROOT, "Clean-up: %s of the run's population, %d of the %d other bindings it created%n",
                population < 0 ? "could not remove what is left" : String.format(Locale.ROOT, "removed the %,d left", population),
                removed, own.size());
    }
}
