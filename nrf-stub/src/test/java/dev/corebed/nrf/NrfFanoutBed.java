package dev.corebed.nrf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.RouteTable;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.client.SbiClient;
import dev.corebed.sbi.server.SbiDispatcher;
import dev.corebed.sbi.server.SbiServer;
import dev.corebed.sbi.server.SbiServerConfig;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The NFStatusNotify side of bench/nrf-discovery-bench.sh, in a process of its own next to the NRF:
 *
 * <ul>
 *   <li>a notification sink, an sbi-core {@link SbiServer} on loopback whose {@code POST /notify} answers 204
 *       and counts what arrives (per event, and the delay since the change that caused it);</li>
 *   <li>the seed's 1000 subscriptions (callmodels/nrf.md §2e: 506 by NF type, 260 by NF instance id, 156 by
 *       NF set id, 78 others), made on the NRF with their callback on the sink, each asking for
 *       NF_REGISTERED, NF_DEREGISTERED and NF_PROFILE_CHANGED and monitoring {@code /load} or
 *       {@code /priority} (alternately, per condition value);</li>
 *   <li>a driver making the seed's management traffic while the script says so ({@code GET /bench/start},
 *       {@code GET /bench/stop}, which answers the round's figures): at {@code scale} 1, one registration,
 *       one update (of {@code /priority}) and one deregistration per second, and 52 heartbeats per second
 *       over the 260 NFs (each NF every 5 s), of which as many change {@code /load} across the 10-point
 *       threshold as it takes for the expected fan-out to be {@code target} notifications per second.</li>
 * </ul>
 *
 * <p>The expected fan-out of each change is worked out here from the subscriptions (which of them cover the
 * NF, and which monitor the changed attribute), so a round's received count can be checked against it.
 * The 6 UDMs get heartbeats but no change: the benchmark's answer (their 6 profiles) stays the same bytes as
 * the reference server's. Registrations are of NFs outside the population (the oldest is deregistered).
 *
 * <p>Arguments: NRF apiRoot, sink port (0: any), scale, target notifications per second at scale 1.
 */
public final class NrfFanoutBed {

    private static final List<String> EVENTS = List.of("NF_REGISTERED", "NF_DEREGISTERED", "NF_PROFILE_CHANGED");
    private static final double HEARTBEATS_PER_S = 52;
    private static final double CHURN_PER_S = 1; // each of register, update, deregister
    private static final int LOAD_LOW = 10;
    private static final int LOAD_HIGH = 30; // 20 points apart: over the seed's 10 % threshold every time

    private record Sub(ObjectNode cond, String monitored) {}

    private final String nrf;
    private final SbiClient client = new SbiClient();
    private final List<JsonNode> population = new ArrayList<>();
    private final List<Sub> subs = new ArrayList<>();
    private final double scale;
    private final double target;

    // round state
    private volatile boolean running;
    private Thread driver;
    private long startedNanos;
    private final Map<String, Long> changedAt = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> received = new ConcurrentHashMap<>();
    private final LongAdder receivedBytes = new LongAdder();
    private final List<Long> delays = new ArrayList<>();
    private final Map<String, LongAdder> sent = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> refused = new ConcurrentHashMap<>();
    private final AtomicLong expected = new AtomicLong();

    // driver state, kept across rounds
    private final Map<String, Integer> load = new ConcurrentHashMap<>();
    private final Map<String, Integer> priority = new ConcurrentHashMap<>();
    private final Map<String, Integer> originalPriority = new LinkedHashMap<>();
    private final ArrayDeque<String> extras = new ArrayDeque<>();
    private final Map<String, JsonNode> extraProfiles = new ConcurrentHashMap<>();
    private int nextExtra;
    private int heartbeatCursor;
    private int updateCursor;
    private double loadChangesPerS;

    private NrfFanoutBed(String nrf, double scale, double target) {
        this.nrf = nrf;
        this.scale = scale;
        this.target = target;
    }

    public static void main(String[] args) throws Exception {
        NrfFanoutBed bed = new NrfFanoutBed(args[0], Double.parseDouble(args[2]), Double.parseDouble(args[3]));
        Route notify = Route.post("/notify").to(r -> {
            bed.notified(r.body());
            return CompletableFuture.completedFuture(SbiResponse.noContent());
        });
        Route start = Route.get("/bench/start").to(r -> {
            bed.start();
            return CompletableFuture.completedFuture(SbiResponse.noContent());
        });
        Route stop = Route.get("/bench/stop").to(r -> CompletableFuture.supplyAsync(() ->
                SbiResponse.of(200, "text/plain", bed.stop().getBytes(StandardCharsets.UTF_8))));
        SbiServer sink = new SbiServer(SbiServerConfig.loopback("notify-sink").withPorts(Integer.parseInt(args[1]), -1),
                new SbiDispatcher(new RouteTable(List.of(notify, start, stop), "notify-sink"), null, null, null)).start();
        bed.setUp("http://127.0.0.1:" + sink.port() + "/notify");
        System.out.println("READY sink=" + sink.port());
        System.out.flush();
        Thread.currentThread().join();
    }

    // ---------------------------------------------------------------- set-up

    private void setUp(String callback) throws Exception {
        for (byte[] p : NrfBenchPopulation.profiles().values()) {
            JsonNode profile = Json.MAPPER.readTree(p);
            population.add(profile);
            String id = profile.get("nfInstanceId").asString();
            load.put(id, profile.get("load").asInt());
            priority.put(id, profile.get("priority").asInt());
            originalPriority.put(id, profile.get("priority").asInt());
        }
        // A few NFs outside the population, so that deregistrations have something to take from the start.
        for (int i = 0; i < 10; i++) {
            register(false);
        }
        makeSubscriptions(callback);

        // Expected fan-out of one change, averaged over the NFs it happens to.
        List<JsonNode> changeable = population.stream().filter(p -> !p.get("nfType").asString().equals("UDM")).toList();
        double perLoad = changeable.stream().mapToInt(p -> covering(p, "/load")).average().orElse(0);
        double perUpdate = changeable.stream().mapToInt(p -> covering(p, "/priority")).average().orElse(0);
        double perChurn = changeable.stream().mapToInt(p -> covering(p, null)).average().orElse(0);
        double churn = CHURN_PER_S * (perChurn * 2 + perUpdate);
        loadChangesPerS = Math.max(0, Math.min(HEARTBEATS_PER_S, (target - churn) / perLoad));
        System.out.printf(Locale.ROOT, "subscriptions: %d on the NRF; expected fan-out per change: register/deregister %.1f,"
                        + " update of /priority %.1f, /load across the threshold %.1f%n",
                subs.size(), perChurn, perUpdate, perLoad);
        System.out.printf(Locale.ROOT, "driver at scale %.2f: %.2f registrations, %.2f updates, %.2f deregistrations, %.1f heartbeats"
                        + " (%.1f changing /load) per second; expected %.0f notifications/s%n",
                scale, CHURN_PER_S * scale, CHURN_PER_S * scale, CHURN_PER_S * scale, HEARTBEATS_PER_S * scale,
                loadChangesPerS * scale, scale * (churn + loadChangesPerS * perLoad));
    }

    /** The seed's breakdown, over this population (the gatling module's SubscriptionGenerator does the same over its own). */
    private void makeSubscriptions(String callback) throws Exception {
        List<String> types = distinct(p -> List.of(p.get("nfType").asString()));
        List<String> sets = distinct(p -> strings(p.path("nfSetIdList")));
        for (int k = 0; k < 506; k++) {
            subs.add(new Sub(cond("nfType", types.get(k % types.size())), (k / types.size()) % 2 == 0 ? "/load" : "/priority"));
        }
        for (int k = 0; k < 260; k++) {
            subs.add(new Sub(cond("nfInstanceId", population.get(k).get("nfInstanceId").asString()), k % 2 == 0 ? "/load" : "/priority"));
        }
        for (int k = 0; k < 156; k++) {
            subs.add(new Sub(cond("nfSetId", sets.get(k % sets.size())), (k / sets.size()) % 2 == 0 ? "/load" : "/priority"));
        }
        List<List<ObjectNode>> misc = miscConditions();
        for (int k = 0; k < 78; k++) {
            List<ObjectNode> kind = misc.get(k % misc.size());
            subs.add(new Sub(kind.get(k / misc.size() % kind.size()), k % 2 == 0 ? "/load" : "/priority"));
        }
        String validity = Instant.now().plus(1, ChronoUnit.DAYS).truncatedTo(ChronoUnit.SECONDS).toString();
        List<CompletableFuture<SbiClient.Response>> batch = new ArrayList<>();
        int refusedCount = 0;
        for (int n = 0; n < subs.size(); n++) {
            Sub s = subs.get(n);
            JsonNode subscriber = population.get(n * 7 % population.size());
            ObjectNode data = Json.MAPPER.createObjectNode();
            data.put("nfStatusNotificationUri", callback);
            data.put("reqNfInstanceId", subscriber.get("nfInstanceId").asString());
            data.set("subscrCond", s.cond);
            EVENTS.forEach(data.putArray("reqNotifEvents")::add);
            data.putObject("notifCondition").putArray("monitoredAttributes").add(s.monitored);
            data.put("validityTime", validity);
            data.put("reqNfType", subscriber.get("nfType").asString());
            batch.add(client.post(nrf + "/nnrf-nfm/v1/subscriptions", Json.write(data)));
            if (batch.size() == 32 || n == subs.size() - 1) {
                for (CompletableFuture<SbiClient.Response> f : batch) {
                    SbiClient.Response r = f.get();
                    if (r.status() != 201) {
                        refusedCount++;
                        System.out.println("CreateSubscription answered " + r.status() + " " + new String(r.body(), StandardCharsets.UTF_8));
                    }
                }
                batch.clear();
            }
        }
        if (refusedCount > 0) {
            throw new IllegalStateException(refusedCount + " subscriptions refused");
        }
    }

    private List<List<ObjectNode>> miscConditions() {
        List<ObjectNode> services = new ArrayList<>();
        distinct(p -> strings(p.path("nfServices").findValues("serviceName"))).forEach(s -> services.add(cond("serviceName", s)));
        List<ObjectNode> amfSets = new ArrayList<>();
        List<ObjectNode> guamis = new ArrayList<>();
        Set<String> seenSets = new LinkedHashSet<>();
        for (JsonNode p : population) {
            JsonNode amf = p.get("amfInfo");
            if (amf != null && seenSets.add(amf.get("amfSetId").asString())) {
                amfSets.add(cond("amfSetId", amf.get("amfSetId").asString()).put("amfRegionId", amf.get("amfRegionId").asString()));
                ObjectNode g = Json.MAPPER.createObjectNode();
                g.set("guamiList", amf.get("guamiList").deepCopy());
                guamis.add(g);
            }
        }
        List<ObjectNode> slices = new ArrayList<>();
        Set<String> seenSlices = new LinkedHashSet<>();
        for (JsonNode p : population) {
            for (JsonNode snssai : p.path("sNssais")) {
                if (seenSlices.add(snssai.toString())) {
                    ObjectNode c = Json.MAPPER.createObjectNode();
                    c.putArray("snssaiList").add(snssai.deepCopy());
                    slices.add(c);
                }
            }
        }
        List<ObjectNode> groups = new ArrayList<>();
        Set<String> seenGroups = new LinkedHashSet<>();
        for (JsonNode p : population) {
            String group = groupId(p);
            if (group != null && seenGroups.add(group)) {
                groups.add(cond("nfType", p.get("nfType").asString()).put("nfGroupId", group));
            }
        }
        return List.of(services, amfSets, guamis, slices, groups);
    }

    /** How many subscriptions are told of a change of {@code attribute} of this NF (null: of its registration). */
    private int covering(JsonNode p, String attribute) {
        int n = 0;
        for (Sub s : subs) {
            if ((attribute == null || attribute.equals(s.monitored)) && covers(s.cond, p)) {
                n++;
            }
        }
        return n;
    }

    private static boolean covers(JsonNode c, JsonNode p) {
        if (c.has("nfGroupId")) {
            return c.get("nfType").asString().equals(p.get("nfType").asString()) && c.get("nfGroupId").asString().equals(groupId(p));
        }
        if (c.has("nfType")) {
            return c.get("nfType").asString().equals(p.get("nfType").asString());
        }
        if (c.has("nfInstanceId")) {
            return c.get("nfInstanceId").asString().equals(p.get("nfInstanceId").asString());
        }
        if (c.has("nfSetId")) {
            return strings(p.path("nfSetIdList")).contains(c.get("nfSetId").asString());
        }
        if (c.has("serviceName")) {
            return strings(p.path("nfServices").findValues("serviceName")).contains(c.get("serviceName").asString());
        }
        if (c.has("amfSetId")) {
            JsonNode amf = p.path("amfInfo");
            return c.get("amfSetId").asString().equals(amf.path("amfSetId").asString())
                    && c.get("amfRegionId").asString().equals(amf.path("amfRegionId").asString());
        }
        if (c.has("guamiList")) {
            for (JsonNode g : p.path("amfInfo").path("guamiList")) {
                for (JsonNode want : c.get("guamiList")) {
                    if (g.equals(want)) {
                        return true;
                    }
                }
            }
            return false;
        }
        if (c.has("snssaiList")) {
            for (JsonNode s : p.path("sNssais")) {
                for (JsonNode want : c.get("snssaiList")) {
                    if (s.equals(want)) {
                        return true;
                    }
                }
            }
            return false;
        }
        throw new IllegalArgumentException("condition " + c);
    }

    private static String groupId(JsonNode p) {
        for (String info : List.of("udmInfo", "ausfInfo", "udrInfo")) {
            JsonNode g = p.path(info).path("groupId");
            if (g.isString()) {
                return g.asString();
            }
        }
        return null;
    }

    // ---------------------------------------------------------------- the sink

    private void notified(byte[] body) {
        long now = System.nanoTime();
        // event and nfInstanceUri come first in the NRF's NotificationData
        String head = new String(body, 0, Math.min(body.length, 400), StandardCharsets.ISO_8859_1);
        String event = between(head, "\"event\":\"", "\"");
        received.computeIfAbsent(event == null ? "?" : event, e -> new LongAdder()).increment();
        receivedBytes.add(body.length);
        int at = head.indexOf("/nf-instances/");
        if (at >= 0 && head.length() >= at + 14 + 36) {
            Long t = changedAt.get(head.substring(at + 14, at + 14 + 36));
            if (t != null) {
                synchronized (delays) {
                    delays.add(now - t);
                }
            }
        }
    }

    private static String between(String s, String from, String to) {
        int a = s.indexOf(from);
        if (a < 0) {
            return null;
        }
        int b = s.indexOf(to, a + from.length());
        return b < 0 ? null : s.substring(a + from.length(), b);
    }

    // ---------------------------------------------------------------- the driver

    private synchronized void start() {
        if (running) {
            return;
        }
        received.clear();
        receivedBytes.reset();
        synchronized (delays) {
            delays.clear();
        }
        sent.clear();
        refused.clear();
        expected.set(0);
        running = true;
        startedNanos = System.nanoTime();
        driver = Thread.ofPlatform().name("fanout-driver").start(this::drive);
    }

    private void drive() {
        double reg = 0;
        double upd = 0;
        double dereg = 0;
        double hb = 0;
        double loadTokens = 0;
        long last = System.nanoTime();
        while (running) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            double dt = (now - last) / 1e9;
            last = now;
            reg += dt * CHURN_PER_S * scale;
            upd += dt * CHURN_PER_S * scale;
            dereg += dt * CHURN_PER_S * scale;
            hb += dt * HEARTBEATS_PER_S * scale;
            loadTokens = Math.min(loadTokens + dt * loadChangesPerS * scale, 4);
            for (; reg >= 1; reg--) {
                register(true);
            }
            for (; upd >= 1; upd--) {
                update();
            }
            for (; dereg >= 1; dereg--) {
                deregister();
            }
            for (; hb >= 1; hb--) {
                JsonNode p = population.get(heartbeatCursor++ * 7 % population.size()); // 7: types interleaved
                boolean change = loadTokens >= 1 && !p.get("nfType").asString().equals("UDM");
                if (change) {
                    loadTokens--;
                }
                heartbeat(p, change);
            }
        }
    }

    private void register(boolean counted) {
        String type;
        do {
            type = population.get(nextExtra * 7 % population.size()).get("nfType").asString();
            if (type.equals("UDM")) {
                nextExtra++;
            }
        } while (type.equals("UDM"));
        byte[] body = NrfBenchPopulation.extra(type, nextExtra++);
        JsonNode profile = Json.MAPPER.readTree(body);
        String id = profile.get("nfInstanceId").asString();
        extraProfiles.put(id, profile);
        extras.addLast(id);
        if (!counted) {
            try {
                int status = client.put(nrf + "/nnrf-nfm/v1/nf-instances/" + id, body).get().status();
                if (status != 201 && status != 200) {
                    throw new IllegalStateException("registration answered " + status);
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return;
        }
        send("register", id, covering(profile, null), client.put(nrf + "/nnrf-nfm/v1/nf-instances/" + id, body), 201);
    }

    private void deregister() {
        String id = extras.pollFirst();
        if (id == null) {
            return;
        }
        JsonNode profile = extraProfiles.remove(id);
        send("deregister", id, covering(profile, null), client.delete(nrf + "/nnrf-nfm/v1/nf-instances/" + id), 204);
    }

    private void update() {
        JsonNode p;
        do {
            p = population.get(updateCursor++ * 11 % population.size());
        } while (p.get("nfType").asString().equals("UDM"));
        String id = p.get("nfInstanceId").asString();
        int original = originalPriority.get(id);
        int value = priority.get(id) == original ? original + 3 : original;
        priority.put(id, value);
        byte[] patch = ("[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":" + value + "}]").getBytes(StandardCharsets.UTF_8);
        send("update", id, covering(p, "/priority"),
                client.patch(nrf + "/nnrf-nfm/v1/nf-instances/" + id, "application/json-patch+json", patch), 200);
    }

    private void heartbeat(JsonNode p, boolean changeLoad) {
        String id = p.get("nfInstanceId").asString();
        StringBuilder patch = new StringBuilder("[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}");
        if (changeLoad) {
            int value = load.get(id) == LOAD_LOW ? LOAD_HIGH : LOAD_LOW;
            load.put(id, value);
            patch.append(",{\"op\":\"replace\",\"path\":\"/load\",\"value\":").append(value).append('}');
        }
        patch.append(']');
        CompletableFuture<SbiClient.Response> f = client.patch(nrf + "/nnrf-nfm/v1/nf-instances/" + id,
                "application/json-patch+json", patch.toString().getBytes(StandardCharsets.UTF_8));
        if (changeLoad) {
            send("heartbeat+load", id, covering(p, "/load"), f, 204);
        } else {
            send("heartbeat", null, 0, f, 204);
        }
    }

    private void send(String kind, String id, int fanOut, CompletableFuture<SbiClient.Response> answer, int status) {
        if (id != null) {
            changedAt.put(id, System.nanoTime());
        }
        sent.computeIfAbsent(kind, k -> new LongAdder()).increment();
        expected.addAndGet(fanOut);
        answer.whenComplete((r, e) -> {
            if (e != null || r.status() != status) {
                refused.computeIfAbsent(kind + "=" + (e != null ? e.getClass().getSimpleName() : r.status()), k -> new LongAdder()).increment();
            }
        });
    }

    /** Stops the driver, waits a little for the last notifications, and answers the round's figures. */
    private synchronized String stop() {
        if (!running) {
            return "not running\n";
        }
        running = false;
        try {
            driver.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        double seconds = (System.nanoTime() - startedNanos) / 1e9;
        long inWindow = received.values().stream().mapToLong(LongAdder::sum).sum();
        try {
            Thread.sleep(1000); // the changes of the last moment: their notifications are still on their way
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long total = received.values().stream().mapToLong(LongAdder::sum).sum();
        long[] d;
        synchronized (delays) {
            d = delays.stream().mapToLong(Long::longValue).sorted().toArray();
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "seconds=%.2f events=%s refused=%s expected=%d received=%d received_in_window=%d"
                        + " notify_per_s=%.1f by_event=%s bytes=%d delay_p50_ms=%.2f delay_p99_ms=%.2f%n",
                seconds, counts(sent), counts(refused), expected.get(), total, inWindow, inWindow / seconds, counts(received),
                receivedBytes.sum(), pct(d, 0.50), pct(d, 0.99)));
        return out.toString();
    }

    private static String counts(Map<String, LongAdder> m) {
        StringBuilder s = new StringBuilder("{");
        m.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .forEach(e -> s.append(s.length() > 1 ? "," : "").append(e.getKey()).append(':').append(e.getValue().sum()));
        return s.append('}').toString();
    }

    private static double pct(long[] sorted, double q) {
        if (sorted.length == 0) {
            return Double.NaN;
        }
        return sorted[Math.max(0, (int) Math.ceil(sorted.length * q) - 1)] / 1e6;
    }

    private static ObjectNode cond(String name, String value) {
        ObjectNode c = Json.MAPPER.createObjectNode();
        c.put(name, value);
        return c;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asString()));
        return values;
    }

    private static List<String> strings(List<JsonNode> nodes) {
        return nodes.stream().map(JsonNode::asString).toList();
    }

    private List<String> distinct(Function<JsonNode, List<String>> values) {
        Set<String> seen = new LinkedHashSet<>();
        population.forEach(p -> seen.addAll(values.apply(p)));
        return List.copyOf(seen);
    }
}
