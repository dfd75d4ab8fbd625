package dev.corebed.bsf.service;

import dev.corebed.bsf.config.BsfProperties;
import dev.corebed.bsf.store.PcfForUeBindingRow;
import dev.corebed.bsf.store.PcfForUeBindingStore;
import dev.corebed.core.json.MergePatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.io.ByteArrayOutputStream;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nbsf_Management for PCF for a UE bindings (TS 29.521 §4.2.2.3, §4.2.3.3, §4.2.4.3, §4.2.5.3). A UE has
 * one AM policy association, so one PCF for the UE: a new binding of a SUPI replaces the SUPI's others.
 */
public final class PcfForUeBindingService {

    static final int MAX_ANSWERED = 100;
    static final Set<String> PATCHABLE = Set.of("pcfForUeFqdn", "pcfForUeIpEndPoints", "pcfId");
    static final Set<String> FIXED = Set.of("supi", "gpsi", "pcfSetId", "bindLevel", "suppFeat");

    private final PcfForUeBindingStore store;
    private final BindingEvents events;
    private final BsfMetrics metrics;
    private final BsfProperties properties;
    private final Clock clock;

    public PcfForUeBindingService(PcfForUeBindingStore store, BindingEvents events, BsfMetrics metrics,
                                  BsfProperties properties, Clock clock) {
        this.store = store;
        this.events = events;
        this.metrics = metrics;
        this.properties = properties;
        this.clock = clock;
    }

    public record Registered(String bindingId, byte[] binding) {}

    /** PcfForUeBinding (TS 29.521 §5.6.2.11): supi, and pcfForUeFqdn or pcfForUeIpEndPoints. */
    static String[] validate(JsonNode b) {
        if (b == null || !b.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "PcfForUeBinding must be a JSON object");
        }
        Checks c = new Checks();
        String supi = c.matching(b, "supi", Checks.SUPI, Checks.MAX_IDENTITY, true, "a SUPI");
        if (!Checks.present(b, "supi")) {
            c.missing("/supi", "mandatory attribute missing");
        }
        if (!Checks.present(b, "pcfForUeFqdn") && !Checks.present(b, "pcfForUeIpEndPoints")) {
            c.missing("/pcfForUeFqdn", "one of pcfForUeFqdn, pcfForUeIpEndPoints is mandatory");
            c.missing("/pcfForUeIpEndPoints", "one of pcfForUeFqdn, pcfForUeIpEndPoints is mandatory");
        }
        c.matching(b, "pcfForUeFqdn", Checks.FQDN, 253, true, "an FQDN");
        c.ipEndPoints(b, "pcfForUeIpEndPoints", true);
        String gpsi = c.matching(b, "gpsi", Checks.GPSI, Checks.MAX_IDENTITY, false, "a GPSI");
        c.uuid(b, "pcfId");
        c.matching(b, "pcfSetId", null, 255, false, "an NfSetId");
        c.matching(b, "bindLevel", null, 32, false, "a BindingLevel");
        c.matching(b, "suppFeat", Checks.SUPPORTED_FEATURES, 64, false, "SupportedFeatures (hex)");
        c.throwIfAny();
        return new String[] {supi, gpsi};
    }

    /** CreatePCFforUEBinding. */
    public CompletableFuture<Registered> register(JsonNode body) {
        String[] ids = validate(body);
        ObjectNode binding = (ObjectNode) body;
        JsonNode suppFeat = binding.get("suppFeat");
        if (suppFeat != null && suppFeat.isString()) {
            binding.put("suppFeat", SupportedFeatures.intersection(suppFeat.asString(), properties.supportedFeatures()));
        }
        long now = clock.millis();
        String id = BindingIds.newId(now);
        byte[] bytes = Json.write(binding);
        return store.create(new PcfForUeBindingRow(id, ids[0], ids[1], bytes, now, now)).thenApply(replaced -> {
            metrics.ueRegistered.increment();
            metrics.ueReplaced.increment(replaced.size());
            for (PcfForUeBindingRow old : replaced) {
                events.ueBinding(false, old.supi(), old.body());
            }
            events.ueBinding(true, ids[0], bytes);
            return new Registered(id, bytes);
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

    /** UpdateIndPCFforUEBinding: a JSON Merge Patch of the PcfForUeBindingPatch attributes. */
    public CompletableFuture<byte[]> update(String bindingId, JsonNode patch) {
        if (patch == null || !patch.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "PcfForUeBindingPatch must be a JSON object");
        }
        List<InvalidParam> fixed = new ArrayList<>();
        List<InvalidParam> nulls = new ArrayList<>();
        for (String name : patch.propertyNames()) {
            if (FIXED.contains(name)) {
                fixed.add(new InvalidParam("/" + name, "not an attribute of PcfForUeBindingPatch: it cannot be modified"));
            } else if (PATCHABLE.contains(name) && patch.get(name).isNull()) {
                nulls.add(new InvalidParam("/" + name, "cannot be removed (not nullable in PcfForUeBindingPatch)"));
            }
        }
        if (!fixed.isEmpty()) {
            throw new SbiException(403, Cause.MODIFICATION_NOT_ALLOWED,
                    "the patch modifies attributes PcfForUeBindingPatch does not offer", fixed);
        }
        if (!nulls.isEmpty()) {
            throw new SbiException(400, Cause.OPTIONAL_IE_INCORRECT, "the patch removes attributes that cannot be removed", nulls);
        }
        if (!BindingIds.plausible(bindingId)) {
            throw notFound(bindingId);
        }
        long now = clock.millis();
        return store.update(bindingId, current -> {
            ObjectNode doc = (ObjectNode) MergePatch.apply(Json.parse(current.body()), patch, PATCHABLE);
            validate(doc);
            return new PcfForUeBindingRow(bindingId, current.supi(), current.gpsi(), Json.write(doc), current.createdAt(), now);
        }).thenApply(updated -> updated.orElseThrow(() -> notFound(bindingId)).body());
    }

    /** Removes every PCF for a UE binding (a reset; nobody is notified). */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** DeleteIndPCFforUEBinding. */
    public CompletableFuture<Void> deregister(String bindingId) {
        if (!BindingIds.plausible(bindingId)) {
            return CompletableFuture.failedFuture(notFound(bindingId));
        }
        return store.delete(bindingId).thenAccept(removed -> {
            PcfForUeBindingRow row = removed.orElseThrow(() -> notFound(bindingId));
            metrics.ueDeregistered.increment();
            events.ueBinding(false, row.supi(), row.body());
        });
    }

    static SbiException notFound(String bindingId) {
        return SbiException.notFound("no PCF for a UE binding " + bindingId);
    }
}
