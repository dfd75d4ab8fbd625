package dev.corebed.bsf.service;

import dev.corebed.bsf.store.PcfForUeBindingRow;
import dev.corebed.bsf.store.PcfForUeBindingStore;
import dev.corebed.core.json.MergePatch;
import dev.corebed.model.Violation;
import dev.corebed.model.common.SupportedFeatures;
import dev.corebed.model.ts29521.PcfForUeBinding;
import dev.corebed.model.ts29521.PcfForUeBindingPatch;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.io.ByteArrayOutputStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;

/**
 * Nbsf_Management for PCF for a UE bindings (TS 29.521 §4.2.2.3, §4.2.3.3, §4.2.4.3, §4.2.5.3). A UE has
 * one AM policy association, so one PCF for the UE: a new binding of a SUPI replaces the SUPI's others.
 */
public final class PcfForUeBindingService {

    static final int MAX_ANSWERED = 100;
    static final Set<String> PATCHABLE = Set.of("pcfForUeFqdn", "pcfForUeIpEndPoints", "pcfId");
    static final Set<String> FIXED = Set.of("supi", "gpsi", "pcfSetId", "bindLevel", "suppFeat");
    /** The PCF's addresses: optional in the schema, one of them is required (its anyOf). */
    public static final Set<String> CONDITIONAL = Set.of("/pcfForUeFqdn", "/pcfForUeIpEndPoints");

    private final PcfForUeBindingStore store;
    private final BindingEvents events;
    private final BsfMetrics metrics;
    private final String supportedFeatures;
    private final Clock clock;

    /** @param supportedFeatures the features this BSF supports (hex), answered as the intersection with the consumer's */
    public PcfForUeBindingService(PcfForUeBindingStore store, BindingEvents events, BsfMetrics metrics,
                                  String supportedFeatures, Clock clock) {
        this.store = store;
        this.events = events;
        this.metrics = metrics;
        this.supportedFeatures = supportedFeatures;
        this.clock = clock;
    }

    public record Registered(String bindingId, byte[] binding) {}

    /** A PcfForUeBinding body bound to the model, its PCF addresses answered as conditional IEs. */
    public static Bound<PcfForUeBinding> bind(JsonNode body) {
        return Bound.bind(body, PcfForUeBinding.class, CONDITIONAL);
    }

    /** What the schema cannot say of a PcfForUeBinding: its SUPI and GPSI fit their columns. */
    static void check(PcfForUeBinding b) {
        List<Violation> problems = new ArrayList<>();
        Violations.fits(problems, "/supi", true, b.supi(), PcfForUeBindingStore.SUPI_LENGTH);
        Violations.fits(problems, "/gpsi", false, b.gpsi(), PcfForUeBindingStore.GPSI_LENGTH);
        Violations.answer(problems);
    }

    /** CreatePCFforUEBinding. */
    public CompletableFuture<Registered> register(Bound<PcfForUeBinding> request) {
        PcfForUeBinding b = request.value();
        check(b);
        if (b.suppFeat() != null) {
            request.json().put("suppFeat", SupportedFeatures.intersection(b.suppFeat(), supportedFeatures));
        }
        long now = clock.millis();
        String id = BindingIds.newId(now);
        PcfForUeBindingRow row = new PcfForUeBindingRow(id, b.supi(), b.gpsi(), Json.write(request.json()), now, now);
        return store.create(row).thenApply(replaced -> {
            metrics.ueRegistered.increment();
            metrics.ueReplaced.increment(replaced.size());
            for (PcfForUeBindingRow old : replaced) {
                events.ueBinding(false, old);
            }
            events.ueBinding(true, row);
            return new Registered(id, row.body());
        });
    }

    /** GetPCFForUeBindings: a JSON array of the bindings of the SUPI and/or GPSI (empty when none). */
    public CompletableFuture<byte[]> discover(String supi, String gpsi) {
        return store.find(supi, gpsi, MAX_ANSWERED).thenApply(rows -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream(64 + rows.size() * 256);
            out.write('[');
            for (int i = 0; i < rows.size(); i++) {
                if (i > 0) {
                    out.write(',');
                }
                out.writeBytes(rows.get(i).body());
            }
            out.write(']');
            return out.toByteArray();
        });
    }

    /**
     * UpdateIndPCFforUEBinding: a JSON Merge Patch of the PcfForUeBindingPatch attributes (bound to
     * PcfForUeBindingPatch: none of them may be null, none removed).
     */
    public CompletableFuture<byte[]> update(String bindingId, Bound<PcfForUeBindingPatch> request) {
        JsonNode patch = request.json();
        List<String> fixed = patch.propertyNames().stream().filter(FIXED::contains).map(name -> "/" + name).toList();
        if (!fixed.isEmpty()) {
            throw SbiException.modificationNotAllowed("the patch modifies attributes PcfForUeBindingPatch does not offer", fixed,
                    "not an attribute of PcfForUeBindingPatch: it cannot be modified");
        }
        if (!BindingIds.issued(bindingId)) {
            throw notFound(bindingId);
        }
        long now = clock.millis();
        return store.update(bindingId, current -> {
            JsonNode doc = MergePatch.apply(Json.parse(current.body()), patch, PATCHABLE);
            check(bind(doc).value());
            return new PcfForUeBindingRow(bindingId, current.supi(), current.gpsi(), Json.write(doc), current.createdAt(), now);
        }).thenApply(updated -> updated.orElseThrow(() -> notFound(bindingId)).body());
    }

    /** Removes every PCF for a UE binding (a reset; nobody is notified). */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** DeleteIndPCFforUEBinding. */
    public CompletableFuture<Void> deregister(String bindingId) {
        if (!BindingIds.issued(bindingId)) {
            return CompletableFuture.failedFuture(notFound(bindingId));
        }
        return store.delete(bindingId).thenAccept(removed -> {
            PcfForUeBindingRow row = removed.orElseThrow(() -> notFound(bindingId));
            metrics.ueDeregistered.increment();
            events.ueBinding(false, row);
        });
    }

    /** How many PCF for a UE bindings are stored (provisioning). */
    public CompletableFuture<Long> count() {
        return store.count();
    }

    static SbiException notFound(String bindingId) {
        return SbiException.notFound("no PCF for a UE binding " + bindingId);
    }
}
