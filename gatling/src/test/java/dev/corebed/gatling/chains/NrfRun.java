package dev.corebed.gatling.chains;

import dev.corebed.gatling.notify.NotificationSink;
import dev.corebed.gatling.nrf.DiscoveryMix;
import dev.corebed.gatling.nrf.FanoutModel;
import dev.corebed.gatling.nrf.NrfCallModel;
import dev.corebed.gatling.population.NfProfileGenerator;
import dev.corebed.gatling.population.NfProfileGenerator.GeneratedProfile;
import dev.corebed.gatling.population.NrfPopulation;
import dev.corebed.gatling.population.NrfPopulation.CreatedSubscription;
import dev.corebed.gatling.population.SubscriptionGenerator;
import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.client.SbiClientConfig;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The state one NRF call-model run shares between its set-up, its request chains and its end: the
 * population (the seed's 260 profiles and 1000 subscriptions, loaded before the load starts), the
 * discovery mix, the subscriptions the chains take turns on, the notification sink, and the clock the
 * summary's lag is measured with.
 */
public final class NrfRun implements CallModelRun {

    public static final String NFM = "/nnrf-nfm/v1";
    private static final HttpClient ADMIN = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    /** The population's NFs heartbeat at least this often (the NRF's heartBeatTimer, the seed's 30 s). */
    public static final int HEART_BEAT_TIMER = 30;
    // /load moves between these, always more than the NRF's 10-point threshold away from where it was
    // (the population starts at 5..54: the first move goes to whichever is farther)
    private static final int LOAD_LOW = 5;
    private static final int LOAD_HIGH = 35;

    private final NrfCallModel model;
    private final LoadParameters params;
    private final List<GeneratedProfile> population = NfProfileGenerator.generate();
    private final DiscoveryMix mix;
    private final Map<String, Double> targets;
    private final double loadChangeEvery;
    private final double loadChangesPerSecond;
    /** Per population NF: subscriptions notified of its registration (as a new instance), of a /priority change, of a /load change. */
    private final int[] registerFanout;
    private final int[] updateFanout;
    private final int[] loadFanout;
    private final AtomicLong expectedNotifications = new AtomicLong();
    private final ConcurrentLinkedQueue<CreatedSubscription> subscriptions = new ConcurrentLinkedQueue<>();
    private final Map<String, Integer> loads = new ConcurrentHashMap<>();
    private final AtomicLong heartbeats = new AtomicLong();
    private final AtomicLong loadChanges = new AtomicLong();
    private final AtomicLong registrations = new AtomicLong();
    private final AtomicLong profileLookups = new AtomicLong();
    private final AtomicLong listLookups = new AtomicLong();
    private final AtomicLong requesters = new AtomicLong();
    private final AtomicLong lastEnd = new AtomicLong();
    private final List<String> notes = new ArrayList<>();
    /** What the run created on the NRF and the UDR and has not removed yet: all of it goes at the end. */
    private final Set<String> ownSubscriptions = ConcurrentHashMap.newKeySet();
    private final Set<String> ownInstances = ConcurrentHashMap.newKeySet();
    private final List<String> ownSlfRanges = new ArrayList<>();
    private RunCleanup cleanup;
    private int loadedSubscriptions;
    private NotificationSink sink;
    private long startMillis;
    private long sinkAtStart;
    private String loadAtStart = "";

    public NrfRun(NrfCallModel model, LoadParameters params) {
        this.model = model;
        this.params = params;
        this.mix = new DiscoveryMix(model, population);
        this.targets = model.targets(params.scale(), params.minRate(), population.size(), HEART_BEAT_TIMER);
        // The fan-out of each kind of change over the population's subscriptions, to size the /load changes
        // so that, with the register/update/deregister fan-out, the NRF sends the seed's NFStatusNotify rate.
        FanoutModel fanout = new FanoutModel(SubscriptionGenerator.generate(population, "http://sink/notify", Instant.now())
                .stream().map(s -> (JsonNode) s.subscriptionData()).toList());
        int n = population.size();
        registerFanout = new int[n];
        updateFanout = new int[n];
        loadFanout = new int[n];
        for (int i = 0; i < n; i++) {
            ObjectNode asNew = population.get(i).profile().deepCopy();
            asNew.put("nfInstanceId", UUID.randomUUID().toString());
            registerFanout[i] = fanout.covering(asNew, null);
            updateFanout[i] = fanout.covering(asNew, "/priority");
            loadFanout[i] = fanout.covering(population.get(i).profile(), "/load");
        }
        double churn = NrfCallModel.CONTROL_PLANE.get(NrfCallModel.REGISTER) * avg(registerFanout)
                + NrfCallModel.CONTROL_PLANE.get(NrfCallModel.DEREGISTER) * avg(registerFanout)
                + NrfCallModel.CONTROL_PLANE.get(NrfCallModel.UPDATE) * avg(updateFanout);
        this.loadChangesPerSecond = Math.min(targets.get(NrfCallModel.HEARTBEAT),
                params.scale() * Math.max(0, model.notifyRate() - churn) / avg(loadFanout));
        this.loadChangeEvery = loadChangesPerSecond <= 0 ? 0 : targets.get(NrfCallModel.HEARTBEAT) / loadChangesPerSecond;
    }

    private static double avg(int[] values) {
        return java.util.Arrays.stream(values).average().orElse(1);
    }

    public NrfCallModel model() {
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

    public DiscoveryMix mix() {
        return mix;
    }

    public List<GeneratedProfile> population() {
        return population;
    }

    // ------------------------------------------------------------------ before the load

    /**
     * Starts the sink, provisions the SLF's ranges when asked to, and loads the population. What it creates is
     * removed again by {@link #tearDown}, by this method when it fails, or at JVM exit (Ctrl-C), whichever
     * comes first.
     */
    @Override
    public void setUp(PrintStream out) throws Exception {
        cleanup = new RunCleanup("nrf-run", this::cleanUp);
        try {
            String bind = isLoopback(params.callbackHost()) ? params.callbackHost() : "0.0.0.0";
            sink = new NotificationSink(bind, params.callbackHost(), params.sinkPort());
            out.printf("Notification sink: %s%n", sink.uri());
            if (!params.slfAdmin().isEmpty()) {
                provisionSlf(out);
            }
            load(out);
        } catch (Exception | Error e) {
            cleanup.run(out);
            throw e;
        }
        population.forEach(p -> loads.put(p.nfInstanceId(), p.profile().path("load").asInt()));
        loadAtStart = Host.loadAverage();
        sinkAtStart = sink.received();
        startMillis = System.currentTimeMillis();
    }

    /**
     * The population: every profile, and as many of its subscriptions as the NRF has room for. The NRF's
     * limit (the seed's 1000) is shared with the NF under test's own subscriptions: the run goes on with the
     * room left and says what was in the way; with no room at all it stops.
     */
    private void load(PrintStream out) throws InterruptedException {
        try (SbiClient client = new SbiClient(SbiClientConfig.defaults().withPool(2, 2048))) {
            List<SubscriptionGenerator.GeneratedSubscription> generated = SubscriptionGenerator.generate(population, sink.uri(), Instant.now());
            NrfPopulation.Loaded loaded = NrfPopulation.load(client, params.target().toString(), population, generated, 32, out);
            ownInstances.addAll(loaded.createdProfiles());
            loaded.subscriptions().forEach(sub -> ownSubscriptions.add(sub.subscriptionId()));
            subscriptions.addAll(loaded.subscriptions());
            loadedSubscriptions = loaded.subscriptions().size();
            if (loaded.exitCode() == NrfPopulation.OK) {
                return;
            }
            if (!loaded.onlyLimitRefusals()) {
                throw new IllegalStateException("the population did not load completely (see above): a run needs all "
                        + population.size() + " profiles and room for its subscriptions");
            }
            String room = String.format(Locale.ROOT, "the NRF refused %d of the population's %d subscriptions at its subscription"
                            + " limit: the subscriptions it already held (the NF under test's, or a killed run's until their"
                            + " validityTime) leave room for %d", loaded.refusedAtLimit(), generated.size(),
                    loaded.subscriptions().size());
            if (loaded.subscriptions().isEmpty()) {
                throw new IllegalStateException(room + ": no room for a run. Raise stub.nrf.subscriptions.limit or remove those"
                        + " subscriptions");
            }
            out.println("Subscriptions: " + room + "; the run goes on with those (fewer NfStatusNotify than the seed's)");
            notes.add("Subscriptions: " + room);
        }
    }
    /**
     * The SLF's map as the population implies it: every benchmark SUPI is in the UDMs' and AUSFs' group
     * and in the UDR group of its third of the range, as ranges on the UDR stub's management port.
     */
    private void provisionSlf(PrintStream out) throws IOException, InterruptedException {
        List<String[]> ranges = new ArrayList<>();
        ranges.add(new String[] {"UDM", NfProfileGenerator.UDM_GROUP, Long.toString(NfProfileGenerator.SUPI_FIRST),
                Long.toString(NfProfileGenerator.SUPI_LAST)});
        ranges.add(new String[] {"AUSF", NfProfileGenerator.AUSF_GROUP, Long.toString(NfProfileGenerator.SUPI_FIRST),
                Long.toString(NfProfileGenerator.SUPI_LAST)});
        long share = (NfProfileGenerator.SUPI_LAST - NfProfileGenerator.SUPI_FIRST + 1) / NfProfileGenerator.UDR_GROUPS;
        for (int g = 0; g < NfProfileGenerator.UDR_GROUPS; g++) {
            long first = NfProfileGenerator.SUPI_FIRST + g * share;
            long last = g == NfProfileGenerator.UDR_GROUPS - 1 ? NfProfileGenerator.SUPI_LAST : first + share - 1;
            ranges.add(new String[] {"UDR", "udr-group-" + (g + 1), Long.toString(first), Long.toString(last)});
        }
        for (String[] r : ranges) {
            String body = "{\"nfType\":\"%s\",\"identityType\":\"supi\",\"start\":\"%s\",\"end\":\"%s\",\"groupId\":\"%s\"}"
                    .formatted(r[0], r[2], r[3], r[1]);
            HttpResponse<String> answer = ADMIN.send(HttpRequest.newBuilder(URI.create(params.slfAdmin()
                            + "/admin/v1/udr/group-id-ranges/" + r[1])).header("content-type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (answer.statusCode() / 100 != 2) {
                throw new IllegalStateException("SLF range " + r[1] + ": " + answer.statusCode() + " " + answer.body());
            }
            if (answer.statusCode() == 201) {
                ownSlfRanges.add(r[1]);   // a range that was there before (200) stays after the run
            }
        }
        out.printf("SLF: %d group ranges provisioned on %s (UDM, AUSF, 3 UDR groups)%n", ranges.size(), params.slfAdmin());
    }

    private static boolean isLoopback(String host) {
        return host.equals("localhost") || host.startsWith("127.") || host.equals("::1");
    }

    // ------------------------------------------------------------------ what the chains use

    /** The body of a registration of a new NF: a population profile (in turn) under a new id and name. */
    public String[] newInstance() {
        long n = registrations.getAndIncrement();
        int t = (int) (n % population.size());
        GeneratedProfile template = population.get(t);
        // registered, /priority changed, deregistered
        expectedNotifications.addAndGet(2L * registerFanout[t] + updateFanout[t]);
        ObjectNode p = template.profile().deepCopy();
        String id = UUID.randomUUID().toString();
        ownInstances.add(id);
        p.put("nfInstanceId", id);
        p.put("nfInstanceName", "load-" + n);
        p.put("fqdn", "load-" + n + "." + template.nfType().toLowerCase(Locale.ROOT) + ".5gc.mnc014.mcc310.3gppnetwork.org");
        return new String[] {id, new String(NfProfileGenerator.pretty(p), java.nio.charset.StandardCharsets.UTF_8)};
    }

    /** An NF of {@link #newInstance()} was deregistered (204): nothing of it to remove at the end. */
    public void deregistered(String nfInstanceId) {
        ownInstances.remove(nfInstanceId);
    }

    /** A subscription the run made (201) or removed (204): what is left of them is removed at the end. */
    public void subscribed(String subscriptionId) {
        ownSubscriptions.add(subscriptionId);
    }

    public void unsubscribed(String subscriptionId) {
        ownSubscriptions.remove(subscriptionId);
    }

    /**
     * The next heartbeat: the population's NFs in turn; every {@code loadChangeEvery}-th one also moves
     * {@code /load} across the notification threshold (the NRF then notifies the subscribers monitoring it).
     */
    public String[] nextHeartbeat() {
        long n = heartbeats.getAndIncrement();
        GeneratedProfile nf = population.get((int) (n % population.size()));
        String status = "{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}";
        boolean change = loadChangeEvery > 0 && (long) ((n + 1) / loadChangeEvery) > (long) (n / loadChangeEvery);
        if (!change) {
            return new String[] {nf.nfInstanceId(), "[" + status + "]"};
        }
        loadChanges.incrementAndGet();
        expectedNotifications.addAndGet(loadFanout[(int) (n % population.size())]);
        int load = loads.merge(nf.nfInstanceId(), 0, (old, zero) -> old >= (LOAD_LOW + LOAD_HIGH) / 2 ? LOAD_LOW : LOAD_HIGH);
        return new String[] {nf.nfInstanceId(), "[" + status + ",{\"op\":\"replace\",\"path\":\"/load\",\"value\":" + load + "}]"};
    }

    /** A population NF for a profile retrieval, in turn. */
    public String nextProfileId() {
        return population.get((int) (profileLookups.getAndIncrement() % population.size())).nfInstanceId();
    }

    /** An NF type for a list retrieval, in turn over the seed's 14. */
    public String nextListType() {
        return NfProfileGenerator.SEED.get((int) (listLookups.getAndIncrement() % NfProfileGenerator.SEED.size())).nfType();
    }

    /** A population NF as the requester of an access token. */
    public GeneratedProfile nextRequester() {
        return population.get((int) (requesters.getAndIncrement() % population.size()));
    }

    /** Takes a subscription for one chain to work on; no other chain touches it until it is given back. */
    public CreatedSubscription takeSubscription() {
        return subscriptions.poll();
    }

    public void giveBack(CreatedSubscription s) {
        subscriptions.offer(s);
    }

    /** The subscription's data with a fresh validityTime (a day from now), to create it again. */
    public byte[] renewed(CreatedSubscription s) {
        ObjectNode data = s.subscriptionData().deepCopy();
        data.put("validityTime", validity());
        return Json.write(data);
    }

    public static String validity() {
        return Instant.now().plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** A chain ended: the summary measures how late the last one did against the schedule. */
    public void ended() {
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
    }

    // ------------------------------------------------------------------ after the load

    /** Writes the plan, then removes what the run created and stops the sink. */
    @Override
    public void tearDown(PrintStream out) throws IOException {
        String loadAtEnd = Host.loadAverage();
        long notifications = sink == null ? 0 : sink.received() - sinkAtStart;
        try {
            writePlan(notifications, loadAtEnd);
        } finally {
            if (cleanup != null) {
                cleanup.close(out);
            }
        }
    }

    /**
     * Removes what the run created and nothing else: its subscriptions (first, so that what follows notifies
     * nobody), the profiles it registered anew and the NFs of its registration chains still registered, the
     * SLF ranges it added; then stops the sink. A subscription, profile or range that was on the NRF or the
     * UDR before the run stays.
     */
    private void cleanUp(PrintStream out) {
        try {
            List<String> subs = ownSubscriptions.stream().map(id -> params.target() + NFM + "/subscriptions/" + id).toList();
            List<String> nfs = ownInstances.stream().map(id -> params.target() + NFM + "/nf-instances/" + id).toList();
            int removedSubs = RunCleanup.deleteAll(subs);
            int removedNfs = RunCleanup.deleteAll(nfs);
            int removedRanges = 0;
            for (String range : ownSlfRanges) {
                try {
                    HttpResponse<String> answer = ADMIN.send(HttpRequest.newBuilder(URI.create(params.slfAdmin()
                            + "/admin/v1/udr/group-id-ranges/" + range)).DELETE().build(), HttpResponse.BodyHandlers.ofString());
                    removedRanges += answer.statusCode() == 204 ? 1 : 0;
                } catch (IOException e) {
                    // counted as not removed
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
            out.printf("Clean-up: removed %d of the run's %d subscriptions, %d of its %d NF profiles, %d of its %d SLF ranges%n",
                    removedSubs, subs.size(), removedNfs, nfs.size(), removedRanges, ownSlfRanges.size());
        } finally {
            if (sink != null) {
                sink.close();
            }
        }
    }

    private void writePlan(long notifications, String loadAtEnd) throws IOException {
        double window = params.rampSeconds() / 2 + params.durationSeconds();
        long scheduledEnd = startMillis + (long) ((params.rampSeconds() + params.durationSeconds()) * 1000);
        Map<String, SeedFigures> seed = model.seedFigures();
        List<LoadPlan.Row> rows = new ArrayList<>();
        rows.add(new LoadPlan.Row(NrfCallModel.DISCOVER, targets.get(NrfCallModel.DISCOVER), seed.get(NrfCallModel.DISCOVER), true, null));
        mix.typeFractions().forEach((type, f) -> rows.add(new LoadPlan.Row("  " + NrfCallModel.DISCOVER + " " + type,
                targets.get(NrfCallModel.DISCOVER) * f, seed.get(NrfCallModel.DISCOVER + " " + type), false, null)));
        NrfCallModel.CONTROL_PLANE.keySet().forEach(name -> rows.add(new LoadPlan.Row(name, targets.get(name), seed.get(name), true, null)));
        rows.add(new LoadPlan.Row(NrfCallModel.NOTIFY + " (sink)", 0, seed.get(NrfCallModel.NOTIFY), false,
                new LoadPlan.Measured(notifications, 0, null)));
        List<String> lines = new ArrayList<>(notes);
        lines.add(String.format(Locale.ROOT, "Population: %d NF profiles and %d subscriptions loaded before the run (callback %s)",
                population.size(), loadedSubscriptions, sink == null ? "-" : sink.uri()));
        lines.add(String.format(Locale.ROOT, "Discovery: %.1f %% SLF-eligible (AUSF/UDM/UDR with a SUPI, no group; seed: %.1f %% of"
                        + " discoveries make an SLF query); per-type lines are the mix's breakdown, not asserted",
                100 * mix.slfEligibleFraction(), 100 * model.slfRate() / model.discoveryRate()));
        lines.add(String.format(Locale.ROOT, "Heartbeats: at least every %d s per population NF (%d NFs); %d of %d moved /load"
                        + " across the 10-point threshold (%.2f/s: with register/update/deregister, the seed's %.0f notifications/s"
                        + " times the scale)", HEART_BEAT_TIMER, population.size(), loadChanges.get(), heartbeats.get(),
                loadChangesPerSecond, model.notifyRate()));
        lines.add(String.format(Locale.ROOT, "NfStatusNotify: %d received at the sink (%.2f/s), %d expected from the changes made"
                        + " and the subscriptions' conditions; by event %s", notifications, notifications / window,
                expectedNotifications.get(), sink == null ? "{}" : sink.byEvent()));
        lines.add("Transport: " + (params.tls() ? "HTTP/2 over TLS (ALPN)" : "HTTP/1.1 (Gatling has no h2c; use the TLS port)")
                + "; the seed's latencies include its simulators' injected 50 ms (NF) and 150 ms (SLF) delays, these do not");
        lines.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + loadAtEnd + " at the end; "
                + Runtime.getRuntime().availableProcessors() + " cores");
        new LoadPlan(model.id(), model.title(), params.scale(), params.rampSeconds(), params.durationSeconds(),
                params.target().toString(), startMillis, scheduledEnd, Math.max(lastEnd.get(), startMillis), params.maxLagSeconds(),
                rows, lines)
                .write(params.plan());
    }
}
