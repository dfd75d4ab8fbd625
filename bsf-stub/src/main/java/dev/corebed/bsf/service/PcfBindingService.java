package dev.corebed.bsf.service;

import dev.corebed.bsf.service.PcfBindingRules.BindingKeys;
import dev.corebed.bsf.store.PcfBindingBulkStore;
import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.bsf.store.PcfBindingStore.Created;
import dev.corebed.bsf.store.PcfBindingStore.Refused;
import dev.corebed.bsf.store.PcfBindingStore.SamePcfCheck;
import dev.corebed.core.json.MergePatch;
import dev.corebed.model.common.Ipv4Addrs;
import dev.corebed.model.common.Ipv6Prefixes;
import dev.corebed.model.common.Snssais;
import dev.corebed.model.common.SupportedFeatures;
import dev.corebed.model.ts29521.ParameterCombination;
import dev.corebed.model.ts29521.PcfBinding;
import dev.corebed.model.ts29521.PcfBindingPatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Nbsf_Management for PCF for a PDU session bindings (TS 29.521 §4.2.2.2, §4.2.3.2, §4.2.4.2, §4.2.5.2):
 * register, deregister, discover, update; and the provisioning of the binding population (inspect, count,
 * remove). Every answer comes after the commit; subscribers hear of a change afterwards, without holding it up.
 */
public final class PcfBindingService {

    /** Candidates read per discovery: far more than one address ever has, and a bound on a bad case. */
    static final int MAX_CANDIDATES = 100;
    /** Rows per DELETE of a range: each committed alone, under NDB's per-transaction operation limit. */
    static final int REMOVE_BATCH = 1000;

    /** The attributes PcfBindingPatch (TS 29.521 §5.6.2.3) may change. */
    static final Set<String> PATCHABLE = Set.of("ipv4Addr", "ipDomain", "ipv6Prefix", "addIpv6Prefixes", "macAddr48",
            "addMacAddrs", "pcfId", "pcfFqdn", "pcfIpEndPoints", "pcfDiamHost", "pcfDiamRealm");
    /** Attributes of PcfBinding that PcfBindingPatch does not offer: a patch naming them is refused. */
    static final Set<String> FIXED = Set.of("supi", "gpsi", "dnn", "snssai", "pcfSmFqdn", "pcfSmIpEndPoints", "suppFeat",
            "pcfSetId", "recoveryTime", "paraCom", "bindLevel", "ipv4FrameRouteList", "ipv6FrameRouteList");

    /**
     * Where TS 29.521 leaves the choice to the BSF.
     *
     * @param replaceSameUeAddress   a new binding removes those of its UE address, DNN and S-NSSAI (else keeps them)
     * @param rejectMultipleBindings a discovery matching several bindings is 400 MULTIPLE_BINDING_INFO_FOUND
     *                               (else answers the newest)
     * @param supportedFeatures      the features this BSF supports (hex), answered as the intersection with the
     *                               consumer's
     */
    public record Options(boolean replaceSameUeAddress, boolean rejectMultipleBindings, String supportedFeatures) {}

    /** The outcome of CreatePCFBinding. */
    public sealed interface Registration permits Registered, ExistingBinding {}

    /** 201: the binding as stored, under its new id. */
    public record Registered(String bindingId, byte[] binding) implements Registration {}

    /** 403 EXISTING_BINDING_INFO_FOUND: the PCF of the existing binding, as BindingResp attributes. */
    public record ExistingBinding(ObjectNode bindingResp) implements Registration {}

    private final PcfBindingStore store;
    private final PcfBindingBulkStore population;
    private final BindingEvents events;
    private final BsfMetrics metrics;
    private final Options options;
    private final Clock clock;

    public PcfBindingService(PcfBindingStore store, PcfBindingBulkStore population, BindingEvents events, BsfMetrics metrics,
                             Options options, Clock clock) {
        this.store = store;
        this.population = population;
        this.events = events;
        this.metrics = metrics;
        this.options = options;
        this.clock = clock;
    }

    /** CreatePCFBinding: the binding as received, bound to PcfBinding ({@link PcfBindingRules#bind}). */
    public CompletableFuture<Registration> register(Bound<PcfBinding> request) {
        PcfBinding b = request.value();
        BindingKeys keys = PcfBindingRules.check(b);
        ObjectNode binding = request.json();
        if (b.suppFeat() != null) {
            // The answer carries the features both sides support (TS 29.500 §6.6.2).
            binding.put("suppFeat", SupportedFeatures.intersection(b.suppFeat(), options.supportedFeatures()));
        }
        SamePcfCheck check = samePcfCheck(b.paraCom(), keys);
        long now = clock.millis();
        String id = BindingIds.newId(now);
        PcfBindingRow row = row(id, keys, Json.write(binding), now, now);
        return store.create(row, check, options.replaceSameUeAddress()).thenApply(result -> {
            if (result instanceof Refused refused) {
                metrics.refused.increment();
                return new ExistingBinding(bindingResp(refused.existing()));
            }
            List<PcfBindingRow> replaced = ((Created) result).replaced();
            metrics.registered.increment();
            metrics.replaced.increment(replaced.size());
            for (PcfBindingRow old : replaced) {
                events.pduSessionBinding(false, old);
            }
            events.pduSessionBinding(true, row);
            return new Registered(id, row.body());
        });
    }

    /**
     * paraCom (SamePcf, TS 29.521 §4.2.2.2): refuse the binding when one exists for the combination of SUPI,
     * DNN and S-NSSAI it names. The SUPI comes from paraCom or, when paraCom names none, from the binding.
     */
    private static SamePcfCheck samePcfCheck(ParameterCombination paraCom, BindingKeys keys) {
        if (paraCom == null) {
            return null;
        }
        return new SamePcfCheck(paraCom.supi() != null ? paraCom.supi() : keys.supi(), paraCom.dnn(),
                paraCom.snssai() == null ? null : Snssais.key(paraCom.snssai()));
    }

    /**
     * BindingResp of the existing binding: its pcfSmFqdn / pcfSmIpEndPoints, or, when it registered none,
     * its pcfFqdn / pcfIpEndPoints (one PCF instance serves both services of a PDU session).
     */
    private static ObjectNode bindingResp(PcfBindingRow existing) {
        JsonNode b = Json.parse(existing.body());
        ObjectNode resp = Json.MAPPER.createObjectNode();
        JsonNode fqdn = b.has("pcfSmFqdn") ? b.get("pcfSmFqdn") : b.get("pcfFqdn");
        JsonNode endPoints = b.has("pcfSmIpEndPoints") ? b.get("pcfSmIpEndPoints") : b.get("pcfIpEndPoints");
        if (fqdn != null && !fqdn.isNull()) {
            resp.set("pcfSmFqdn", fqdn);
        }
        if (endPoints != null && !endPoints.isNull()) {
            resp.set("pcfSmIpEndPoints", endPoints);
        }
        return resp;
    }

    /** GetPCFBindings: the matching binding, or empty (204) when there is none. */
    public CompletableFuture<Optional<byte[]>> discover(BindingQuery query) {
        return store.findByAddress(query.kind(), query.keys(), MAX_CANDIDATES).thenApply(rows -> {
            List<PcfBindingRow> matching = new ArrayList<>(rows.size());
            for (PcfBindingRow r : rows) {
                if (query.matches(r)) {
                    matching.add(r);
                }
            }
            if (matching.isEmpty()) {
                metrics.discoveryNone.increment();
                return Optional.empty();
            }
            if (matching.size() == 1) {
                metrics.discoveryFound.increment();
                return Optional.of(matching.get(0).body());
            }
            if (options.rejectMultipleBindings()) {
                metrics.discoveryMultipleRejected.increment();
                throw new SbiException(400, BsfCause.MULTIPLE_BINDING_INFO_FOUND,
                        matching.size() + " bindings match the query; no single PCF can be given");
            }
            metrics.discoveryMultipleNewest.increment();
            return Optional.of(matching.stream()
                    .max(Comparator.comparingLong(PcfBindingRow::createdAt).thenComparing(PcfBindingRow::bindingId))
                    .orElseThrow().body());
        });
    }

    /** The binding of a UE's IPv4 address (any ipDomain), as GetPCFBindings finds it: for the Rx proxy. */
    public CompletableFuture<Optional<byte[]>> discoverByIpv4(String ipv4) {
        return discover(BindingQuery.ipv4(Ipv4Addrs.parse(ipv4)));
    }

    /** The binding whose IPv6 prefix holds this prefix (Framed-IPv6-Prefix), as GetPCFBindings finds it. */
    public CompletableFuture<Optional<byte[]>> discoverByIpv6Prefix(String prefix) {
        Ipv6Prefixes.Prefix p;
        try {
            p = Ipv6Prefixes.parse(prefix);
        } catch (IllegalArgumentException e) {
            return CompletableFuture.completedFuture(Optional.empty()); // an IPv4-mapped prefix, say: no IPv6 binding
        }
        return discover(BindingQuery.ipv6(p));
    }

    /**
     * UpdateIndPCFBinding: a JSON Merge Patch (RFC 7396) of the PcfBindingPatch attributes (the patch bound to
     * PcfBindingPatch, so a null where the schema allows none is refused already); answers the binding, which
     * must still pass CreatePCFBinding's checks.
     */
    public CompletableFuture<byte[]> update(String bindingId, Bound<PcfBindingPatch> request) {
        ObjectNode patch = request.json();
        List<String> fixed = patch.propertyNames().stream().filter(FIXED::contains).map(name -> "/" + name).toList();
        if (!fixed.isEmpty()) {
            throw SbiException.modificationNotAllowed("the patch modifies attributes PcfBindingPatch does not offer", fixed,
                    "not an attribute of PcfBindingPatch: it cannot be modified");
        }
        if (!BindingIds.issued(bindingId)) {
            throw notFound(bindingId);
        }
        long now = clock.millis();
        return store.update(bindingId, current -> {
            // Members PcfBindingPatch does not have are ignored, as unknown attributes are.
            JsonNode doc = MergePatch.apply(Json.parse(current.body()), patch, PATCHABLE);
            BindingKeys keys = PcfBindingRules.check(PcfBindingRules.bind(doc).value());
            return row(bindingId, keys, Json.write(doc), current.createdAt(), now);
        }).thenApply(updated -> {
            byte[] body = updated.orElseThrow(() -> notFound(bindingId)).body();
            metrics.updated.increment();
            return body;
        });
    }

    /** DeleteIndPCFBinding. */
    public CompletableFuture<Void> deregister(String bindingId) {
        if (!BindingIds.issued(bindingId)) {
            return CompletableFuture.failedFuture(notFound(bindingId));
        }
        boolean notify = events.watchesAny();
        return store.delete(bindingId, notify).thenAccept(removed -> {
            PcfBindingRow row = removed.orElseThrow(() -> notFound(bindingId));
            metrics.deregistered.increment();
            if (notify) {
                events.pduSessionBinding(false, row);
            }
        });
    }

    // --- provisioning (the management port) ---

    /** A stored binding with its times, or empty. */
    public CompletableFuture<Optional<PcfBindingRow>> stored(String bindingId) {
        return BindingIds.issued(bindingId) ? store.get(bindingId) : CompletableFuture.completedFuture(Optional.empty());
    }

    public CompletableFuture<Long> count() {
        return population.count();
    }

    /** PCF for a PDU session bindings in binding id order after {@code after} (null: from the first), at most {@code limit}. */
    public CompletableFuture<List<PcfBindingRow>> list(String after, int limit) {
        return population.page(after, limit);
    }

    /** Removes every binding, without notifying (the test bed is reset, no PCF deregistered). */
    public CompletableFuture<Void> removeAll() {
        return population.clear();
    }

    /**
     * Removes the bindings whose id lies between two ids this BSF issued (those of one bulk load), in batches;
     * answers how many. An id of another form is refused: a range of arbitrary text would remove arbitrary rows.
     */
    public CompletableFuture<Long> removeRange(String firstBindingId, String lastBindingId) {
        for (String[] id : new String[][] {{"first-binding-id", firstBindingId}, {"last-binding-id", lastBindingId}}) {
            if (!BindingIds.issued(id[1])) {
                throw SbiException.invalidParam(Cause.MANDATORY_QUERY_PARAM_INCORRECT, id[0], "a bindingId this BSF issued");
            }
        }
        return population.removeRange(firstBindingId, lastBindingId, REMOVE_BATCH);
    }

    static SbiException notFound(String bindingId) {
        return SbiException.notFound("no PCF for a PDU session binding " + bindingId);
    }

    static PcfBindingRow row(String id, BindingKeys k, byte[] body, long createdAt, long updatedAt) {
        Ipv6Prefixes.Prefix v6 = k.ipv6();
        return new PcfBindingRow(id, k.ipv4(), k.ipDomain(), v6 == null ? null : v6.high(),
                v6 == null || v6.len() <= 64 ? null : v6.low(), v6 == null ? null : v6.len(), k.mac(), k.supi(), k.gpsi(),
                k.dnn(), k.snssai(), body, createdAt, updatedAt);
    }
}
