package dev.corebed.bsf.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * The BSF's business meters, {@code stub.bsf.*} (Prometheus: {@code stub_bsf_..._total}). Requests, statuses
 * and causes are in the SBI request timer already; these count what happened to the bindings.
 */
public final class BsfMetrics {

    final Counter registered;
    final Counter deregistered;
    final Counter updated;
    final Counter replaced;
    final Counter refused;
    final Counter discoveryFound;
    final Counter discoveryNone;
    final Counter discoveryMultipleNewest;
    final Counter discoveryMultipleRejected;
    final Counter ueRegistered;
    final Counter ueDeregistered;
    final Counter ueReplaced;
    final Counter bulkLoaded;
    public final Counter auditRuns;
    public final Counter auditRemoved;
    public final Counter auditUeRemoved;
    public final Counter auditFailures;

    public BsfMetrics(MeterRegistry registry) {
        // registered, deregistered (DeleteIndPCFBinding), updated (UpdateIndPCFBinding), replaced (removed by a new
        // binding of the same UE address, DNN and S-NSSAI), refused (403 EXISTING_BINDING_INFO_FOUND, paraCom)
        registered = bindings(registry, "registered");
        deregistered = bindings(registry, "deregistered");
        updated = bindings(registry, "updated");
        replaced = bindings(registry, "replaced");
        refused = bindings(registry, "refused");
        discoveryFound = discovery(registry, "found");
        discoveryNone = discovery(registry, "none");
        discoveryMultipleNewest = discovery(registry, "multiple_newest");
        discoveryMultipleRejected = discovery(registry, "multiple_rejected");
        ueRegistered = ue(registry, "registered");
        ueDeregistered = ue(registry, "deregistered");
        ueReplaced = ue(registry, "replaced");
        bulkLoaded = Counter.builder("stub.bsf.bindings.bulk.loaded").description("PCF bindings inserted by the bulk load")
                .register(registry);
        auditRuns = Counter.builder("stub.bsf.audit.runs").description("runs of the stale-binding audit").register(registry);
        auditRemoved = Counter.builder("stub.bsf.audit.removed").tag("binding", "pdu_session")
                .description("stale bindings the audit removed").register(registry);
        auditUeRemoved = Counter.builder("stub.bsf.audit.removed").tag("binding", "ue")
                .description("stale bindings the audit removed").register(registry);
        auditFailures = Counter.builder("stub.bsf.audit.failures").description("audit runs that failed on the data tier")
                .register(registry);
    }

    private static Counter bindings(MeterRegistry registry, String event) {
        return Counter.builder("stub.bsf.bindings").tag("event", event)
                .description("PCF for a PDU session bindings, by event").register(registry);
    }

    private static Counter discovery(MeterRegistry registry, String result) {
        return Counter.builder("stub.bsf.discovery").tag("result", result)
                .description("GetPCFBindings answers by result").register(registry);
    }

    private static Counter ue(MeterRegistry registry, String event) {
        return Counter.builder("stub.bsf.ue.bindings").tag("event", event)
                .description("PCF for a UE bindings, by event").register(registry);
    }
}
