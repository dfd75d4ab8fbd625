package dev.corebed.gatling.chains;

import dev.corebed.gatling.report.Host;
import dev.corebed.gatling.report.LoadPlan;
import dev.corebed.gatling.report.SeedFigures;
import dev.corebed.gatling.scp.ScpCallModel;
import dev.corebed.gatling.scp.ScpCallModel.Model;
import dev.corebed.gatling.scp.ScpCallModel.Op;
import dev.corebed.gatling.scp.ScpCallModel.Pair;
import dev.corebed.gatling.scp.ScpCounters;
import dev.corebed.sbi.Json;
import io.gatling.javaapi.core.Session;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * The state one SCP call-model run shares between its set-up, its request chains and its end: the producers (the
 * producer simulator's instances, by kind: apiRoot, group, SUPI range, locality) the consumers address, each request's
 * operation, model (C or D), target and discovery values, the SCP's counters before and after, and the clock of the
 * summary's lag.
 */
public final class ScpRun implements CallModelRun {

    /**
     * SCP parameters, from system properties as {@link LoadParameters}' ({@code corebed.scp-admin}...).
     *
     * @param scpAdmin       the SCP's management apiRoot, for its counters; empty: no SCP figures
     * @param producersAdmin the producer simulator's management apiRoot, for the producers' apiRoots
     * @param nrf            the NRF's apiRoot, for the NF status changes the model drives (https:// for HTTP/2)
     * @param subscribers    the subscribers the requests are for, per producer set (fewer: more discovery cache hits)
     */
    public record Options(String scpAdmin, String producersAdmin, String nrf, int subscribers) {
        static Options fromSystemProperties() {
            return new Options(trim(System.getProperty("corebed.scp-admin", "")), trim(System.getProperty("corebed.producers-admin",
                    "http://127.0.0.1:10096")), trim(System.getProperty("corebed.nrf", "")),
                    Integer.parseInt(System.getProperty("corebed.subscribers", "1000").strip()));
        }

        private static String trim(String s) {
            s = s.strip();
            return s.endsWith("/") ? s.substring(0, s.length() - 1) : s;
        }
    }

    /** One producer the consumers can address. */
    record Producer(String id, String kind, String apiRoot, String groupId, String locality, long supiFirst, long supiLast,
                    String plmn) {}

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private final LoadParameters params;
    private final Options options;
    private final Model model;
    private final Map<Pair, Double> rates;
    private final Map<String, List<Producer>> producers = new HashMap<>();
    private final List<Producer> all = new ArrayList<>();
    private final Map<Pair, AtomicLong> counters = new ConcurrentHashMap<>();
    private final Map<Pair, String> userAgents = new ConcurrentHashMap<>();
    private final AtomicLong lastEnd = new AtomicLong();
    private final AtomicLong changes = new AtomicLong();
    private final String requestBody;
    private ScpCounters scp;
    private ScpCounters.Snapshot before;
    private long startMillis;
    private String loadAtStart = "";
    private int view = -1;
    /** The rate-limit rules this run put on the SCP (kind, key), removed at its end; what it found there stays. */
    private final List<String[]> ruleKeys = new ArrayList<>();
    private final Map<String, Integer> rulesFound = new LinkedHashMap<>();
    /** What the producers do, as the simulator says at the start (the model's figures when it does not say). */
    private long producerDelayMs = -1;
    private double producerFailureShare = -1;
    private int producerBodySize = -1;

    public ScpRun(LoadParameters params, Model model) {
        this.params = params;
        this.options = Options.fromSystemProperties();
        this.model = model;
        this.rates = model.rates(params.scale(), params.minRate());
        this.requestBody = body(model.requestBytes());
    }

    public Model model() {
        return model;
    }

    @Override
    public String title() {
        return model.title();
    }

    public Map<Pair, Double> rates() {
        return rates;
    }

    public Options options() {
        return options;
    }

    /** NF status changes per second this run drives at the NRF (the seed's rate times the scale); 0: none. */
    public double changeRate() {
        return options.nrf().isEmpty() ? 0 : model.notifications() * params.scale();
    }

    public String requestBody() {
        return requestBody;
    }

    /** A JSON request body of exactly {@code size} bytes. */
    static String body(int size) {
        String head = "{\"corebed\":\"scp call model\",\"padding\":\"";
        return head + "x".repeat(Math.max(0, size - head.length() - 2)) + "\"}";
    }

    /** The producers' apiRoots, groups and SUPI ranges from the simulator, and the SCP's counters before the load. */
    @Override
    public void setUp(PrintStream out) throws IOException, InterruptedException {
        JsonNode list = Json.MAPPER.readTree(get(options.producersAdmin() + "/admin/v1/producer/instances?limit=1000000"));
        for (JsonNode i : list.path("instances")) {
            String start = i.path("supiStart").asString("");
            Producer p = new Producer(i.path("nfInstanceId").asString(), i.path("kind").asString(), i.path("apiRoot").asString(),
                    i.path("groupId").asString(), i.path("locality").asString(),
                    start.isEmpty() ? 0 : Long.parseLong(start.substring(5)), start.isEmpty() ? 0
                    : Long.parseLong(i.path("supiEnd").asString().substring(5)), start.isEmpty() ? "00101" : start.substring(0, 5));
            producers.computeIfAbsent(p.kind(), k -> new ArrayList<>()).add(p);
            all.add(p);
        }
        try {
            JsonNode b = Json.MAPPER.readTree(get(options.producersAdmin() + "/admin/v1/producer/behaviour"));
            producerDelayMs = b.path("delayMs").asLong(-1);
            producerFailureShare = b.path("failureShare").asDouble(-1);
            producerBodySize = b.path("bodySize").asInt(-1);
        } catch (IOException e) {
            out.println("the producer simulator does not say how it behaves (" + e.getMessage() + "): the model's figures are printed");
        }
        for (Pair pair : rates.keySet()) {
            if (!producers.containsKey(pair.producer())) {
                throw new IllegalStateException("the producer simulator has no " + pair.producer() + " for " + pair.name()
                        + " (topology " + model.topology() + "?)");
            }
            userAgents.put(pair, pair.consumer() + "-" + UUID.nameUUIDFromBytes(pair.name().getBytes()) + " "
                    + pair.consumer().toLowerCase(Locale.ROOT) + ".corebed.test");
        }
        if (!options.scpAdmin().isEmpty()) {
            scp = new ScpCounters(options.scpAdmin());
            view = scp.status().path("producers").asInt();
            before = scp.read();
            out.printf("SCP at %s: %,d producers in its view; producer simulator: %,d instances%n", params.target(), view, all.size());
            provisionRateLimits(out);
        }
        loadAtStart = Host.loadAverage();
        startMillis = System.currentTimeMillis();
    }

    /**
     * The seed's rate-limit keys ({@link ScpCallModel#rateLimitKeys}): the producers' NF instance ids (egress, global)
     * and the consumers' (ingress) first, then keys no request carries, up to the seed's count; each key's rate well
     * above what the run sends it (the seed's runs had no rejects). A key the SCP already limits keeps its rule.
     */
    private void provisionRateLimits(PrintStream out) throws IOException, InterruptedException {
        Map<String, Integer> wanted = ScpCallModel.rateLimitKeys(model);
        if (wanted.isEmpty()) {
            return;
        }
        Set<String> existing = new HashSet<>();
        for (JsonNode r : Json.MAPPER.readTree(get(options.scpAdmin() + "/admin/v1/scp/rate-limits")).path("rules")) {
            existing.add(r.path("kind").asString() + " " + r.path("key").asString());
        }
        double total = rates.values().stream().mapToDouble(Double::doubleValue).sum();
        List<String> consumers = new ArrayList<>();
        userAgents.values().forEach(ua -> {
            String id = ua.split(" ", 2)[0];
            id = id.substring(id.indexOf('-') + 1);
            if (!consumers.contains(id)) {
                consumers.add(id);
            }
        });
        List<Map<String, Object>> rules = new ArrayList<>();
        for (Map.Entry<String, Integer> e : wanted.entrySet()) {
            String kind = e.getKey();
            List<String> used = kind.equals("ingress") ? consumers : all.stream().map(Producer::id).toList();
            // a consumer sends up to three quarters of the load, a producer some times its even share
            double rate = Math.max(100, kind.equals("ingress") ? 2 * total : 20 * total / Math.max(1, all.size()));
            int found = 0;
            for (int i = 0; i < e.getValue(); i++) {
                String key = i < used.size() ? used.get(i) : "corebed-load-" + kind + "-" + i;
                if (existing.contains(kind + " " + key)) {
                    found++;
                    continue;
                }
                rules.add(Map.of("kind", kind, "key", key, "rate", Math.ceil(rate), "burst", (int) Math.ceil(rate)));
                ruleKeys.add(new String[] {kind, key});
            }
            rulesFound.put(kind, found);
        }
        for (int from = 0; from < rules.size(); from += 1000) {
            String body = Json.MAPPER.writeValueAsString(Map.of("rules", rules.subList(from, Math.min(rules.size(), from + 1000))));
            HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(options.scpAdmin() + "/admin/v1/scp/rate-limits"))
                    .timeout(Duration.ofSeconds(60)).header("content-type", "application/json")
                    .PUT(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw new IOException("PUT rate limits: " + r.statusCode() + " " + r.body());
            }
        }
        out.printf("SCP rate limits: the seed's keys %s (%,d rules put, %,d there already)%n", wanted, ruleKeys.size(),
                rulesFound.values().stream().mapToInt(Integer::intValue).sum());
    }

    /** Takes away the rules {@link #provisionRateLimits} put, a thousand per request. */
    private void removeRateLimits(PrintStream out) throws InterruptedException {
        if (ruleKeys.isEmpty()) {
            return;
        }
        long removed = 0;
        String failure = null;
        for (int from = 0; from < ruleKeys.size(); from += 1000) {
            List<Map<String, String>> keys = ruleKeys.subList(from, Math.min(ruleKeys.size(), from + 1000)).stream()
                    .map(k -> Map.of("kind", k[0], "key", k[1])).toList();
            try {
                HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(options.scpAdmin() + "/admin/v1/scp/rate-limits"))
                        .timeout(Duration.ofSeconds(60)).header("content-type", "application/json")
                        .PUT(HttpRequest.BodyPublishers.ofString(Json.MAPPER.writeValueAsString(Map.of("remove", keys)))).build(),
                        HttpResponse.BodyHandlers.ofString());
                if (r.statusCode() == 200) {
                    removed += Json.MAPPER.readTree(r.body()).path("removed").asLong();
                } else {
                    failure = r.statusCode() + " " + r.body();
                }
            } catch (IOException e) {
                failure = e.toString();
            }
        }
        out.printf("SCP rate limits: %,d of the run's %,d rules removed%s%n", removed, ruleKeys.size(),
                failure == null ? "" : " (" + failure + ")");
        ruleKeys.clear();
    }

    // ------------------------------------------------------------------ what the chains use

    /** The load starts now (after the connections were opened): the schedule's clock. */
    public void scheduleStarts() {
        startMillis = System.currentTimeMillis();
    }

    /**
     * Sets up the session of one request of the pair: {@code op} (its index), {@code delegated}, {@code path}, and
     * {@code target} (Model C) or the {@code d_<parameter>} values (Model D).
     */
    public Session next(Pair pair, Session session) {
        long n = counters.computeIfAbsent(pair, k -> new AtomicLong()).getAndIncrement();
        int op = (int) (n % pair.ops().size());
        // every fifth request delegated when the model has 20 % delegated discovery
        boolean delegated = model.delegated() > 0 && (n % Math.round(1 / model.delegated())) == 0;
        List<Producer> candidates = producers.get(pair.producer());
        ThreadLocalRandom random = ThreadLocalRandom.current();
        Producer p = candidates.get(random.nextInt(candidates.size()));
        long supiNumber = p.supiLast() > 0 ? p.supiFirst() + random.nextLong(Math.min(options.subscribers(),
                p.supiLast() - p.supiFirst() + 1)) : 1 + random.nextLong(options.subscribers());
        String supi = "imsi-" + p.plmn() + String.format("%010d", supiNumber);
        String id = Long.toString(random.nextLong(1, 1_000_000));
        Op o = pair.ops().get(op);
        String path = o.path().replace("{supi}", supi).replace("{id}", id).replace("{n}", Integer.toString(random.nextInt(256)))
                .replace("{uuid}", p.id());
        session = session.set("op", op).set("delegated", delegated).set("path", path).set("ua", userAgents.get(pair));
        if (!delegated) {
            return session.set("target", p.apiRoot());
        }
        for (String param : pair.discovery()) {
            session = session.set("d_" + param, discoveryValue(pair, param, p, supi));
        }
        return session;
    }

    private static String discoveryValue(Pair pair, String param, Producer p, String supi) {
        return switch (param) {
            case "target-nf-type" -> pair.targetType();
            case "requester-nf-type" -> pair.consumer();
            case "service-names" -> pair.name().startsWith("N15") ? "npcf-am-policy-control,npcf-ue-policy-control" : pair.service();
            case "snssais" -> "[{\"sst\":1}]";
            case "dnn" -> "internet";
            case "tai" -> "{\"plmnId\":{\"mcc\":\"001\",\"mnc\":\"01\"},\"tac\":\"000001\"}";
            case "preferred-locality" -> p.locality();
            case "preferred-api-versions" -> "{\"" + pair.service() + "\":\"^1.2.0\"}";
            case "supi" -> supi;
            case "group-id-list" -> p.groupId();
            case "data-set" -> "POLICY";
            case "routing-indicator" -> "0000";
            case "ue-ipv4-address" -> "10.45." + ThreadLocalRandom.current().nextInt(256) + ".1";
            case "ip-domain" -> "corebed";
            default -> throw new IllegalArgumentException("no value for discovery parameter " + param);
        };
    }

    /** One NF status change at the NRF (the seed's C2 mix, §6): its kind, the instance's path, the JSON Patch. */
    public Session nextChange(Session session) {
        long n = changes.getAndIncrement();
        Producer p = all.get(ThreadLocalRandom.current().nextInt(all.size()));
        int roll = (int) (n % 100);
        String kind;
        String patch;
        if (roll < 70) {
            kind = "priority-capacity";
            patch = "[{\"op\":\"replace\",\"path\":\"/priority\",\"value\":" + (1 + n % 3) + "},{\"op\":\"replace\",\"path\":\"/capacity\","
                    + "\"value\":" + (50 + n % 100) + "}]";
        } else if (roll < 80) {
            kind = "suspend";
            patch = "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"SUSPENDED\"}]";
        } else if (roll < 85) {
            kind = "deregister";
            patch = "";
        } else if (roll < 88) {
            kind = "api-version";
            patch = "[{\"op\":\"replace\",\"path\":\"/nfStatus\",\"value\":\"REGISTERED\"}]";
        } else {
            kind = "load";
            patch = "[{\"op\":\"replace\",\"path\":\"/load\",\"value\":" + (n * 37 % 100) + "}]";
        }
        return session.set("nf", options.nrf() + "/nnrf-nfm/v1/nf-instances/" + p.id()).set("change", kind).set("patch", patch);
    }

    /** A request ended (answered or not): the clock of the lag. */
    public void ended() {
        lastEnd.accumulateAndGet(System.currentTimeMillis(), Math::max);
    }

    // ------------------------------------------------------------------ after the load

    /** Writes the plan: one row per pair, the NF status changes, the SCP's own processing time; the SCP's counters as notes. */
    @Override
    public void tearDown(PrintStream out) throws IOException, InterruptedException {
        long scheduledEnd = startMillis + (long) ((params.rampSeconds() + params.durationSeconds()) * 1000);
        Map<String, SeedFigures> seed = model.seedFigures();
        List<LoadPlan.Row> rows = new ArrayList<>();
        for (Map.Entry<Pair, Double> e : rates.entrySet()) {
            rows.add(new LoadPlan.Row(e.getKey().name(), e.getValue(), seed.get(e.getKey().name()), true, null));
        }
        if (changeRate() > 0) {
            rows.add(new LoadPlan.Row(ScpChains.CHANGES, changeRate(), new SeedFigures(model.notifications(), null), false, null));
        }
        List<String> notes = new ArrayList<>();
        if (scp != null) {
            ScpCounters.Snapshot after = scp.read();
            double answered = after.deltaOfName(before, "stub.scp.requests");
            double relayed = after.delta(before, "stub.scp.requests,result=answered,routing=model_c")
                    + after.delta(before, "stub.scp.requests,result=answered,routing=model_d");
            for (String side : List.of("request", "response")) {
                SeedFigures.Latency l = after.processing(before, side);
                if (l != null) {
                    rows.add(new LoadPlan.Row("SCP processing, " + side + " side", 0, null, false,
                            new LoadPlan.Measured((long) relayed, 0, l)));
                }
            }
            double alternate = after.delta(before, "stub.scp.alternate.routed");
            notes.add(String.format(Locale.ROOT, "SCP: %,.0f requests (%,.0f relayed, %,.0f refused by the SCP); alternate routed %.2f %%"
                            + " (%,.0f; the seed configures %s, its band 2-5 %%); producers failing %.1f %% of answers",
                    answered, relayed, answered - relayed, relayed == 0 ? 0 : 100 * alternate / relayed, alternate,
                    model.failureShare() == 0.03 ? "3 %" : "2 %", 100 * (producerFailureShare >= 0 ? producerFailureShare
                            : model.failureShare())));
            notes.add(String.format(Locale.ROOT, "SCP: rate-limit rejects %,.0f (ingress %,.0f, egress %,.0f, global %,.0f); overload"
                            + " refusals %,.0f; OCI diversions %,.0f; LCI taken in %,.0f, OCI %,.0f; ejections %,.0f; inter-SCP %,.0f",
                    after.deltaOfName(before, "stub.scp.rate.limited"), after.delta(before, "stub.scp.rate.limited,kind=ingress"),
                    after.delta(before, "stub.scp.rate.limited,kind=egress"), after.delta(before, "stub.scp.rate.limited,kind=global"),
                    after.delta(before, "stub.scp.overload.refused"), after.delta(before, "stub.scp.oci.diversions"),
                    after.delta(before, "stub.scp.lci.applied"), after.delta(before, "stub.scp.oci.applied"),
                    after.delta(before, "stub.scp.outlier.ejections"), after.delta(before, "stub.scp.inter.scp")));
            Map<String, Integer> keys = ScpCallModel.rateLimitKeys(model);
            if (!keys.isEmpty()) {
                int counted = -1;
                try {
                    counted = Json.MAPPER.readTree(get(options.scpAdmin() + "/admin/v1/scp/rate-limits")).path("globalCounts").size();
                } catch (IOException e) {
                    // the note says it is unknown
                }
                notes.add(String.format(Locale.ROOT, "Rate-limit keys as the seed's: %s configured (%,d by this run, %,d there already)%s",
                        keys, ruleKeys.size(), rulesFound.values().stream().mapToInt(Integer::intValue).sum(),
                        keys.containsKey("global") ? (counted < 0 ? "; global counts unknown"
                                : String.format(Locale.ROOT, "; %,d global keys counted through the data tier", counted)) : ""));
            }
            if (model.modelD()) {
                List<String> sources = new ArrayList<>();
                for (String s : List.of("cache", "nrf", "joined", "local", "local_fallback", "refused", "nrf_unreachable")) {
                    double d = after.delta(before, "stub.scp.discovery,source=" + s);
                    if (d > 0) {
                        sources.add(String.format(Locale.ROOT, "%s %,.0f", s, d));
                    }
                }
                notes.add("Delegated discovery (20 % of the requests) answered by: " + String.join(", ", sources)
                        + " (cache " + (model.cache() ? "on, validityPeriod " + model.validity() + " s" : "off") + "; "
                        + (model.localFirst() ? "the SCP's view first" : "the NRF first") + "; the NRF answers in 150 ms as the seed's)");
            }
            List<String> events = new ArrayList<>();
            for (String e : List.of("NF_REGISTERED", "NF_PROFILE_CHANGED", "NF_DEREGISTERED")) {
                double d = after.delta(before, "stub.scp.notifications,event=" + e);
                if (d > 0) {
                    events.add(String.format(Locale.ROOT, "%s %,.0f", e, d));
                }
            }
            notes.add("NFStatusNotify the SCP received: " + (events.isEmpty() ? "none" : String.join(", ", events))
                    + String.format(Locale.ROOT, "; %,d producers in its view at the start (the seed: %s)", view, model.topology()));
            notes.add("SCP processing time: its own part of each request (discovery included on the request side), from its"
                    + " histogram (bucket-interpolated); the seed gives only \"< 25 ms average\" each way");
        } else {
            notes.add("No management port of the SCP (--scp-admin): no SCP figures");
        }
        notes.add(String.format(Locale.ROOT, "Model %s; requests %d B, answers %d B; producers answer after %d ms; %,d subscribers"
                        + " per producer set; a message is one request through the SCP (the seed's MPS may count two per"
                        + " transaction, §5.3)", model.modelD() ? "C 80 % + D 20 %" : "C", model.requestBytes(),
                producerBodySize >= 0 ? producerBodySize : model.responseBytes(), producerDelayMs >= 0 ? producerDelayMs : 150,
                options.subscribers()));
        notes.add("Transport: " + (params.tls() ? "HTTP/2 over TLS (ALPN) to the SCP" : "HTTP/1.1 (Gatling has no h2c; use the TLS port)")
                + "; the SCP to the producers h2c; for h2c at full speed: bench/scp-bench.sh");
        notes.add("Load average (1/5/15 min): " + loadAtStart + " at the start, " + Host.loadAverage() + " at the end; "
                + Runtime.getRuntime().availableProcessors() + " cores");
        LoadPlan plan = new LoadPlan(model.id(), model.title(), params.scale(), params.rampSeconds(), params.durationSeconds(),
                params.target().toString(), startMillis, scheduledEnd, Math.max(lastEnd.get(), startMillis), params.maxLagSeconds(),
                rows, notes, 0.999);
        plan.write(params.plan());
        removeRateLimits(out);
        out.println("SCP run ended (the producers re-register what a change took away)");
    }

    private static String get(String uri) throws IOException, InterruptedException {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(uri)).timeout(Duration.ofSeconds(30)).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) {
            throw new IOException("GET " + uri + ": " + r.statusCode() + " " + r.body());
        }
        return r.body();
    }
}
