package dev.corebed.pcf.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The PCF's business meters, {@code stub.pcf.*} (Prometheus: {@code stub_pcf_..._total}). Requests, statuses and
 * causes are in the SBI request timer already; these count what happened to the associations and at the peers.
 */
public final class PcfMetrics {

    private final MeterRegistry registry;
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public PcfMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** An association of a kind (sm, am, ue, app_session) created, updated, deleted, refused, notified, terminated. */
    public void association(String kind, String event) {
        counter("stub.pcf.associations", "kind", kind, "event", event, "policy associations and application sessions by event");
    }

    /** A request to a peer (udr, chf, bsf, amf) and how it ended: success, error (a refusal), no_answer. */
    public void peerRequest(String peer, String operation, String outcome) {
        Counter c = counters.get(peer + '|' + operation + '|' + outcome);
        if (c == null) {
            c = counters.computeIfAbsent(peer + '|' + operation + '|' + outcome, k -> Counter.builder("stub.pcf.peer.requests")
                    .tag("peer", peer).tag("operation", operation).tag("outcome", outcome)
                    .description("requests the PCF sent to its peers, by outcome").register(registry));
        }
        c.increment();
    }

    /** A peer failed a step of a create: the create failed, or went on without it (stub.pcf.peers.*.on-failure). */
    public void peerFailure(String peer, String effect) {
        counter("stub.pcf.peer.failures", "peer", peer, "effect", effect, "peer failures by their effect on the request");
    }

    /** A step skipped because the peer is neither configured nor found by discovery. */
    public void peerSkipped(String peer) {
        counter("stub.pcf.peer.skipped", "peer", peer, null, null, "peer steps skipped: no apiRoot configured or discovered");
    }

    /** An NRF discovery of a target NF type: answered from the cache, by the NRF, with no instance, or failed. */
    public void discovery(String target, String result) {
        counter("stub.pcf.discovery", "target", target, "result", result, "peer discoveries by result");
    }

    /** A notification a peer sent the PCF (udr, chf, amf) and what it did: applied, unknown (no such association). */
    public void peerNotification(String peer, String outcome) {
        counter("stub.pcf.peer.notifications", "peer", peer, "outcome", outcome, "notifications received from peers");
    }

    /**
     * A request the PCRF sent over Diameter (peer pcef: Gx RAR; af: Rx RAR, ASR; ocs: SLR, STR) and its answer's result
     * ("2001", "10415:5065"), or why none came ("timeout", "undeliverable").
     */
    public void diameterSent(String peer, String command, String result) {
        String key = "diameter|" + peer + '|' + command + '|' + result;
        Counter c = counters.get(key);
        if (c == null) {
            c = counters.computeIfAbsent(key, k -> Counter.builder("stub.pcf.diameter.sent").tag("peer", peer)
                    .tag("command", command).tag("result", result)
                    .description("Diameter requests the PCRF sent, by the answer's result").register(registry));
        }
        c.increment();
    }

    private void counter(String name, String k1, String v1, String k2, String v2, String description) {
        String key = name + '|' + v1 + '|' + v2;
        Counter c = counters.get(key);
        if (c == null) {
            c = counters.computeIfAbsent(key, k -> {
                Counter.Builder b = Counter.builder(name).tag(k1, v1).description(description);
                return (k2 == null ? b : b.tag(k2, v2)).register(registry);
            });
        }
        c.increment();
    }
}
