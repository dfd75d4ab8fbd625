package dev.corebed.bsf.service;

import dev.corebed.bsf.config.BsfProperties;
import dev.corebed.bsf.config.BsfProperties.MultipleBindings;
import dev.corebed.bsf.config.BsfProperties.SameUeAddress;
import dev.corebed.bsf.store.PcfBindingRow;
import dev.corebed.bsf.store.PcfBindingStore;
import dev.corebed.bsf.store.PcfBindingStore.AddressKind;
import dev.corebed.bsf.store.PcfBindingStore.Created;
import dev.corebed.bsf.store.PcfBindingStore.Refused;
import dev.corebed.bsf.store.PcfBindingStore.SamePcfCheck;
import dev.corebed.core.json.MergePatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
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
 * register, deregister, discover, update. Every answer comes after the commit; subscribers hear of a
 * change afterwards, without holding it up.
 */
public final class PcfBindingService {

    /** Candidates read per discovery: far more than one address ever has, and a bound on a bad case. */
    static final int MAX_CANDIDATES = 100;

    /** The attributes PcfBindingPatch (TS 29.521 §5.6.2.3) may change. */
    static final Set<String> PATCHABLE = Set.of("ipv4Addr", "ipDomain", "ipv6Prefix", "addIpv6Prefixes", "macAddr48",
            "addMacAddrs", "pcfId", "pcfFqdn", "pcfIpEndPoints", "pcfDiamHost", "pcfDiamRealm");
    /** Of those, the ones PcfBindingPatch lets a consumer remove with null (…Rm types, nullable). */
    static final Set<String> REMOVABLE = Set.of("ipv4Addr", "ipDomain", "ipv6Prefix", "addIpv6Prefixes", "macAddr48",
            "addMacAddrs");
    /** Attributes of PcfBinding that PcfBindingPatch does not offer: a patch naming them is refused. */
    static final Set<String> FIXED = Set.of("supi", "gpsi", "dnn", "snssai", "pcfSmFqdn", "pcfSmIpEndPoints", "suppFeat",
            "pcfSetId", "recoveryTime", "paraCom", "bindLevel", "ipv4FrameRouteList", "ipv6FrameRouteList");

    /** The outcome of CreatePCFBinding. */
    public sealed interface Registration permits Registered, ExistingBinding {}

    /** 201: the binding as stored, under its new id. */
    public record Registered(String bindingId, byte[] binding) implements Registration {}

    /** 403 EXISTING_BINDING_INFO_FOUND: the PCF of the existing binding, as BindingResp attributes. */
    public record ExistingBinding(ObjectNode bindingResp) implements Registration {}

    private final PcfBindingStore store;
    private final BindingEvents events;
    private final BsfMetrics metrics;
    private final BsfProperties properties;
    private final Clock clock;

    public PcfBindingService(PcfBindingStore store, BindingEvents events, BsfMetrics metrics, BsfProperties properties,
                             Clock clock) {
        this.store = store;
        this.events = events;
        this.metrics = metrics;
        this.properties = properties;
        this.clock = clock;
    }

    /** CreatePCFBinding. */
    public CompletableFuture<Registration> register(JsonNode body) {
        PcfBindingValidator.BindingKeys keys = PcfBindingValidator.validate(body);
        ObjectNode binding = (ObjectNode) body;
        JsonNode suppFeat = binding.get("suppFeat");
        if (suppFeat != null && suppFeat.isString()) {
            // The answer carries the features both sides support (TS 29.500 §6.6.2).
            binding.put("suppFeat", SupportedFeatures.intersection(suppFeat.asString(), properties.supportedFeatures()));
        }
        SamePcfCheck check = samePcfCheck(binding, keys);
        long now = clock.millis();
        String id = BindingIds.newId(now);
        byte[] bytes = Json.write(binding);
        PcfBindingRow row = row(id, keys, bytes, now, now);
        return store.create(row, check, properties.sameUeAddress() == SameUeAddress.REPLACE).thenApply(result -> {
            if (result instanceof Refused refused) {
                metrics.refused.increment();
                return new ExistingBinding(bindingResp(refused.existing()));
            }
            List<PcfBindingRow> replaced = ((Created) result).replaced();
            metrics.registered.increment();
            metrics.replaced.increment(replaced.size());
            for (PcfBindingRow old : replaced) {
                events.pduSessionBinding(false, old.supi(), old.body());
            }
            events.pduSessionBinding(true, keys.supi(), bytes);
            return new Registered(id, bytes);
        });
    }

    /**
     * paraCom (SamePcf, TS 29.521 §4.2.2.2): refuse the binding when one exists for the combination of SUPI,
     * DNN and S-NSSAI it names. The SUPI comes from paraCom or, when paraCom names none, from the binding.
     */
    private static SamePcfCheck samePcfCheck(ObjectNode binding, PcfBindingValidator.BindingKeys keys) {
        JsonNode paraCom = binding.get("paraCom");
        if (paraCom == null || !paraCom.isObject()) {
            return null;
        }
        JsonNode supi = paraCom.get("supi");
        JsonNode dnn = paraCom.get("dnn");
        JsonNode snssai = paraCom.get("snssai");
        return new SamePcfCheck(supi != null && supi.isString() ? supi.asString() : keys.supi(),
                dnn != null && dnn.isString() ? dnn.asString() : null,
                snssai != null && snssai.isObject() ? Checks.snssaiKey(snssai) : null);
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
            if (properties.multipleBindings() == MultipleBindings.REJECT) {
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
        return discover(new BindingQuery(AddressKind.IPV4, UeAddress.ipv4(ipv4), null, null, null, null, null, null));
    }

    /** The binding whose IPv6 prefix holds this prefix (Framed-IPv6-Prefix), as GetPCFBindings finds it. */
    public CompletableFuture<Optional<byte[]>> discoverByIpv6Prefix(String prefix) {
        return discover(new BindingQuery(AddressKind.IPV6, 0, UeAddress.Ipv6Prefix.parse(prefix), null, null, null, null, null));
    }

    /** UpdateIndPCFBinding: a JSON Merge Patch (RFC 7396) of the PcfBindingPatch attributes; answers the binding. */
    public CompletableFuture<byte[]> update(String bindingId, JsonNode patch) {
        if (patch == null || !patch.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "PcfBindingPatch must be a JSON object");
        }
        List<InvalidParam> fixed = new ArrayList<>();
        List<InvalidParam> notNullable = new ArrayList<>();
        for (String name : patch.propertyNames()) {
            if (FIXED.contains(name)) {
                fixed.add(new InvalidParam("/" + name, "not an attribute of PcfBindingPatch: it cannot be modified"));
            } else if (PATCHABLE.contains(name) && patch.get(name).isNull() && !REMOVABLE.contains(name)) {
                notNullable.add(new InvalidParam("/" + name, "cannot be removed (not nullable in PcfBindingPatch)"));
            }
        }
        if (!fixed.isEmpty()) {
            throw new SbiException(403, Cause.MODIFICATION_NOT_ALLOWED, "the patch modifies attributes PcfBindingPatch does not offer",
                    fixed);
        }
        if (!notNullable.isEmpty()) {
            throw new SbiException(400, Cause.OPTIONAL_IE_INCORRECT, "the patch removes attributes that cannot be removed",
                    notNullable);
        }
        if (!BindingIds.plausible(bindingId)) {
            throw notFound(bindingId);
        }
        long now = clock.millis();
        return store.update(bindingId, current -> {
            // Members PcfBindingPatch does not have are ignored, as unknown attributes are.
            ObjectNode doc = (ObjectNode) MergePatch.apply(Json.parse(current.body()), patch, PATCHABLE);
            PcfBindingValidator.BindingKeys keys = PcfBindingValidator.validate(doc);
            return row(bindingId, keys, Json.write(doc), current.createdAt(), now);
        }).thenApply(updated -> {
            byte[] body = updated.orElseThrow(() -> notFound(bindingId)).body();
            metrics.updated.increment();
            return body;
        });
    }

    /** PCF for a PDU session bindings in binding id order after {@code after} (null: from the first), at most {@code limit}. */
    public CompletableFuture<List<PcfBindingRow>> list(String after, int limit) {
        return store.page(after, limit);
    }

    /** Removes every PCF for a PDU session binding (a reset; nobody is notified). */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** DeleteIndPCFBinding. */
    public CompletableFuture<Void> deregister(String bindingId) {
        if (!BindingIds.plausible(bindingId)) {
            return CompletableFuture.failedFuture(notFound(bindingId));
        }
        boolean notify = events.watchesAny();
        return store.delete(bindingId, notify).thenAccept(removed -> {
            PcfBindingRow row = removed.orElseThrow(() -> notFound(bindingId));
            metrics.deregistered.increment();
            if (notify) {
                events.pduSessionBinding(false, row.supi(), row.body());
            }
        });
    }

    static SbiException notFound(String bindingId) {
        return SbiException.notFound("no PCF for a PDU session binding " + bindingId);
    }

    static PcfBindingRow row(String id, PcfBindingValidator.BindingKeys k, byte[] body, long createdAt, long updatedAt) {
        UeAddress.Ipv6Prefix v6 = k.ipv6();
        return new PcfBindingRow(id, k.ipv4(), k.ipDomain(), v6 == null ? null : v6.key(),
                v6 == null || v6.len() <= 64 ? null : v6.low(), v6 == null ? null : v6.len(), k.mac(), k.supi(), k.gpsi(),
                k.dnn(), k.snssai(), body, createdAt, updatedAt);
    }
}
