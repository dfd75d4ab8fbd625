package dev.corebed.scp.service;

import dev.corebed.scp.store.ProducerView;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** What the SCP knows and did, for the management API: its view, its endpoints' health, the load reported, its counters. */
public final class ScpStatus {

    private final ProducerView view;
    private final EndpointHealth health;
    private final LoadControl load;
    private final ScpMetrics metrics;
    private final NrfSync nrf;
    private final DiscoveryService discovery;
    private final ScpOverload overload;

    public ScpStatus(ProducerView view, EndpointHealth health, LoadControl load, ScpMetrics metrics, NrfSync nrf,
                     DiscoveryService discovery, ScpOverload overload) {
        this.view = view;
        this.health = health;
        this.load = load;
        this.metrics = metrics;
        this.nrf = nrf;
        this.discovery = discovery;
        this.overload = overload;
    }

    /** The view's producers of a type (all when null), by type then id, at most {@code limit}. */
    public List<Producer> producers(String nfType, int limit) {
        return (nfType == null ? view.all().stream() : view.ofType(nfType).stream())
                .sorted(Comparator.comparing(Producer::nfType).thenComparing(Producer::id)).limit(limit).toList();
    }

    public int producerCount() {
        return view.size();
    }

    public Map<String, int[]> endpoints() {
        return health.snapshot();
    }

    public Map<String, Integer> loads() {
        return load.loads();
    }

    public Map<String, Integer> overloads() {
        return load.overloads();
    }

    public Map<String, Double> counters() {
        return metrics.snapshot();
    }

    public Map<String, String> subscriptions() {
        return nrf.subscriptions();
    }

    public NrfSync.AuditResult lastAudit() {
        return nrf.lastAuditResult();
    }

    public java.time.Instant lastAuditAt() {
        return nrf.lastAudit();
    }

    public java.util.concurrent.CompletableFuture<NrfSync.AuditResult> auditNow() {
        return nrf.audit();
    }

    public int cachedDiscoveries() {
        return discovery.cached();
    }

    public void clearDiscoveryCache() {
        discovery.clear();
    }

    public int inFlight() {
        return overload.inFlight();
    }
}
