package dev.corebed.scp.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The SCP's business meters, {@code stub.scp.*} (Prometheus: {@code stub_scp_..._total}, {@code stub_scp_processing_seconds}).
 * The request timer of sbi-core times every forwarded request end to end (producer included); these say what the SCP
 * did with them and how long its own part took.
 */
public final class ScpMetrics {

    private final MeterRegistry registry;
    private final Map<String, Counter> counters = new ConcurrentHashMap<>();
    private final Timer requestSide;
    private final Timer responseSide;
    final Counter alternateRouted;
    final Counter interScp;
    final Counter ociDiversions;
    final Counter lciApplied;
    final Counter ociApplied;
    final Counter ejections;
    final Counter overloadRefused;

    public ScpMetrics(MeterRegistry registry) {
        this.registry = registry;
        requestSide = processing("request");
        responseSide = processing("response");
        alternateRouted = Counter.builder("stub.scp.alternate.routed")
                .description("requests answered by another producer than the first chosen (reselection on failure)").register(registry);
        interScp = Counter.builder("stub.scp.inter.scp").description("requests sent on to the SCP of another region").register(registry);
        ociDiversions = Counter.builder("stub.scp.oci.diversions")
                .description("selections that passed over a producer for its reported overload (OCI)").register(registry);
        lciApplied = Counter.builder("stub.scp.lci.applied").description("producer loads (LCI) taken into selection").register(registry);
        ociApplied = Counter.builder("stub.scp.oci.applied").description("producer overload reports (OCI) taken into selection").register(registry);
        ejections = Counter.builder("stub.scp.outlier.ejections").description("producer endpoints ejected by outlier detection").register(registry);
        overloadRefused = Counter.builder("stub.scp.overload.refused")
                .description("requests the SCP refused for its own overload (503 with OCI)").register(registry);
    }

    private Timer processing(String side) {
        return Timer.builder("stub.scp.processing").tag("side", side)
                .description("the SCP's own time per request: from the request to its forwarding (discovery included), or from the producer's answer to the consumer's")
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(1_000)).maximumExpectedValue(Duration.ofSeconds(5))
                .register(registry);
    }

    /** Gauges over live values: producers in the view, requests in flight, discovery results cached. */
    public void gauges(Supplier<Number> producers, Supplier<Number> inFlight, Supplier<Number> cached) {
        Gauge.builder("stub.scp.producers", producers).description("NF instances in the SCP's view").register(registry);
        Gauge.builder("stub.scp.in.flight", inFlight).description("requests the SCP holds").register(registry);
        Gauge.builder("stub.scp.discovery.cached", cached).description("discovery results in the cache").register(registry);
    }

    public void requestSide(long nanos) {
        requestSide.record(nanos, TimeUnit.NANOSECONDS);
    }

    public void responseSide(long nanos) {
        responseSide.record(nanos, TimeUnit.NANOSECONDS);
    }

    /** Requests by how they were routed (model_c, model_d) and what became of them. */
    public void request(String routing, String result) {
        count("stub.scp.requests", "requests by routing and result", "routing", routing, "result", result);
    }

    /** Attempts towards producers (or peer SCPs) by outcome. */
    public void attempt(String outcome) {
        count("stub.scp.attempts", "attempts towards producers by outcome", "outcome", outcome, null, null);
    }

    /** Delegated discoveries by where the answer came from. */
    public void discovery(String source) {
        count("stub.scp.discovery", "delegated discoveries by source of the answer", "source", source, null, null);
    }

    /** Requests refused by a rate limit (429), by kind: ingress, egress, global. */
    public void rateLimited(String kind) {
        count("stub.scp.rate.limited", "requests refused by a rate limit", "kind", kind, null, null);
    }

    /** NF status notifications received, by event. */
    public void notification(String event) {
        count("stub.scp.notifications", "NFStatusNotify received from the NRF, by event", "event", event, null, null);
    }

    /** Audits of the view against the NRF, by result. */
    public void audit(String result) {
        count("stub.scp.audits", "audits of the view against the NRF", "result", result, null, null);
    }

    void malformedLoadHeader(String header) {
        count("stub.scp.load.headers.malformed", "LCI/OCI headers that did not parse", "header", header, null, null);
    }

    void lciApplied() {
        lciApplied.increment();
    }

    void ociApplied() {
        ociApplied.increment();
    }

    private void count(String name, String description, String k1, String v1, String k2, String v2) {
        String key = name + '|' + v1 + '|' + v2;
        Counter c = counters.get(key);
        if (c == null) {
            c = counters.computeIfAbsent(key, k -> {
                Counter.Builder b = Counter.builder(name).description(description).tag(k1, v1);
                if (k2 != null) {
                    b.tag(k2, v2);
                }
                return b.register(registry);
            });
        }
        c.increment();
    }

    /** Every counter by name and tags, for the management API's summary. */
    public Map<String, Double> snapshot() {
        Map<String, Double> out = new LinkedHashMap<>();
        registry.getMeters().stream().filter(m -> m.getId().getName().startsWith("stub.scp.") && m instanceof Counter)
                .sorted((a, b) -> a.getId().toString().compareTo(b.getId().toString()))
                .forEach(m -> {
                    StringBuilder k = new StringBuilder(m.getId().getName());
                    m.getId().getTags().forEach(t -> {
                        if (!t.getKey().equals("application")) { // the stub's common tag
                            k.append(',').append(t.getKey()).append('=').append(t.getValue());
                        }
                    });
                    out.put(k.toString(), ((Counter) m).count());
                });
        return out;
    }
}
