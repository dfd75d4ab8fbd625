package dev.corebed.testkit;

import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One stub's management API, over the wire: what it received (the journal, and verification of it), what it
 * answers (scripted answers, fault rules, overload limits), reset, health. Works against any running stub: in
 * the test's JVM, the launcher, a container, a remote bed. {@link NrfClient}, {@link UdrClient} and
 * {@link BsfClient} add each stub's own inspection and provisioning routes.
 *
 * <pre>{@code
 * StubClient nrf = StubClient.of("http://127.0.0.1:10081");
 * nrf.add(answer(searchNfInstances().withQuery("target-nf-type", "UDR")).status(200).jsonBody(result));
 * verify(nrf).received(1, registerNfInstance().withBody("/nfType", "SMF"));
 * nrf.reset();
 * }</pre>
 *
 * Calls are synchronous and thread-safe; a refusal of the management API is a {@link ManagementApiException}.
 */
public class StubClient {

    /** The default timeout of one management call. */
    public static final Duration TIMEOUT = Duration.ofSeconds(30);

    private static final String FAULTS = "/admin/v1/faults";
    private static final String ANSWERS = "/admin/v1/answers";
    private static final String JOURNAL = "/admin/v1/journal";

    private final ManagementHttp http;
    private volatile String nf;

    protected StubClient(URI adminUri) {
        this.http = new ManagementHttp(adminUri, TIMEOUT);
    }

    /** The stub whose management port is at this URI ({@code http://127.0.0.1:10081}). */
    public static StubClient of(URI adminUri) {
        return new StubClient(adminUri);
    }

    public static StubClient of(String adminUri) {
        return of(URI.create(adminUri));
    }

    public URI adminUri() {
        return http.base();
    }

    ManagementHttp http() {
        return http;
    }

    // ---- health ----

    /**
     * {@code GET /health}: {@code {"status":"UP","nf":"nrf","components":{"dataTier":{"status":"UP",...}}}}, UP or
     * DEGRADED; while the stub is DOWN (its data tier unreachable) the port answers 503, thrown as a
     * {@link ManagementApiException}.
     */
    public JsonNode health() {
        return http.get("/health");
    }

    /** The stub's NF ({@code nrf}), from its health answer. */
    public String nf() {
        String n = nf;
        if (n == null) {
            n = health().path("nf").asString();
            nf = n;
        }
        return n;
    }

    /** The Prometheus text of {@code GET /metrics}. */
    public String metrics() {
        return http.getText("/metrics");
    }

    /** The stub's own registration with an NRF ({@code GET /admin/v1/nrf-agent}). */
    public JsonNode nrfAgent() {
        return http.get("/admin/v1/nrf-agent");
    }

    // ---- journal ----

    /** A page of the journal: {@code nrf.journal(JournalQuery.of(registerNfInstance()).since(mark))}. */
    public JournalPage journal(JournalQuery query) {
        JournalPage page = page(http.get(ManagementHttp.query(JOURNAL, query.parameters())));
        if (!Wire.needsLocalCheck(query.pattern())) {
            return page;
        }
        List<JournalEntry> kept = page.entries().stream().filter(e -> PatternCheck.matchesLocally(query.pattern(), e)).toList();
        return new JournalPage(kept, kept.size(), page.recorded(), page.dropped());
    }

    /** The newest entries after {@code since} that meet one journal filter: the near misses' criteria. */
    JournalPage journal(String[] filter, long since, int limit) {
        List<String[]> params = List.of(filter, new String[] {"since", String.valueOf(since)},
                new String[] {"limit", String.valueOf(limit)});
        return page(http.get(ManagementHttp.query(JOURNAL, params)));
    }

    private static JournalPage page(JsonNode n) {
        List<JournalEntry> entries = new ArrayList<>();
        n.path("entries").forEach(e -> entries.add(JournalEntry.of(e)));
        return new JournalPage(List.copyOf(entries), n.path("total").asLong(), n.path("recorded").asLong(),
                n.path("dropped").asLong());
    }

    /** Every request in the journal that matches, oldest first. */
    public List<JournalEntry> requests(RequestPattern pattern) {
        return journal(JournalQuery.of(pattern).limit(Integer.MAX_VALUE)).entries();
    }

    /** Every SBI request in the journal that matches, oldest first. */
    public List<SbiEntry> sbiRequests(RequestPattern pattern) {
        return journal(JournalQuery.of(pattern.sbi()).limit(Integer.MAX_VALUE)).entries(SbiEntry.class);
    }

    /** Every Diameter request in the journal that matches, oldest first. */
    public List<DiameterEntry> diameterRequests(RequestPattern pattern) {
        return journal(JournalQuery.of(pattern.diameter()).limit(Integer.MAX_VALUE)).entries(DiameterEntry.class);
    }

    /** How many requests in the journal match. */
    public long count(RequestPattern pattern) {
        if (Wire.needsLocalCheck(pattern)) {
            return requests(pattern).size();
        }
        return http.get(ManagementHttp.query(JOURNAL + "/count", Wire.journalFilters(pattern))).path("count").asLong();
    }

    public void clearJournal() {
        http.delete(JOURNAL);
    }

    /** Checks of what the stub received; {@link Corebed#verify(StubClient)} reads better in a test. */
    public Verification verify() {
        return new Verification(this, Duration.ZERO);
    }

    // ---- scripted answers and fault rules ----

    /** Adds (or, with an id in use, replaces) a scripted answer. */
    public RuleRef add(Answer answer) {
        return addRule(ANSWERS, answer.json());
    }

    /** Adds (or, with an id in use, replaces) a fault rule. */
    public RuleRef add(Fault fault) {
        return addRule(FAULTS, fault.json());
    }

    private RuleRef addRule(String base, ObjectNode rule) {
        JsonNode stored = rule.hasNonNull("id")
                ? http.put(base + "/" + ManagementHttp.encode(rule.get("id").asString()), rule)
                : http.post(base, rule);
        return new RuleRef(this, base, stored.path("id").asString());
    }

    /** The scripted answers, in the order they are tried, with their counters. */
    public List<RuleInfo> answers() {
        return rules(ANSWERS);
    }

    /** The fault rules, in the order they are tried, with their counters. */
    public List<RuleInfo> faults() {
        return rules(FAULTS);
    }

    private List<RuleInfo> rules(String base) {
        List<RuleInfo> out = new ArrayList<>();
        http.get(base).forEach(n -> out.add(RuleInfo.of(n)));
        return out;
    }

    /** Removes every scripted answer (configured ones too, until a reset brings those back). */
    public void clearAnswers() {
        http.delete(ANSWERS);
    }

    /** Removes every fault rule (configured ones too, until a reset brings those back). */
    public void clearFaults() {
        http.delete(FAULTS);
    }

    // ---- overload, reset ----

    public OverloadLimits overload() {
        return OverloadLimits.of(http.get("/admin/v1/overload"));
    }

    public void overload(OverloadLimits limits) {
        http.put("/admin/v1/overload", limits.json());
    }

    /**
     * Back to the configured defaults: the stub's state, journal, scripted answers, fault rules and overload
     * limits, except what {@code keep} names. Returns once the stub is reset.
     */
    public void reset(Keep... keep) {
        ObjectNode body = null;
        if (keep.length > 0) {
            body = Wire.JSON.createObjectNode();
            ArrayNode k = body.putArray("keep");
            Arrays.stream(keep).distinct().forEach(x -> k.add(x.wire()));
        }
        http.send("POST", "/admin/v1/reset", body);
    }

    /** A read that may find nothing: the body, or null on 404. */
    JsonNode find(String path) {
        HttpResponse<String> r = http.getMaybe(path);
        if (r.statusCode() == 404) {
            return null;
        }
        if (r.statusCode() / 100 != 2) {
            return http.get(path); // throws with the stub's problem
        }
        return Wire.JSON.readTree(r.body());
    }

    @Override
    public String toString() {
        String n = nf;
        return (n != null ? n : "the stub") + " at " + http.base();
    }
}
