package dev.corebed.bsf.service;

import dev.corebed.bsf.config.BsfProperties;
import dev.corebed.bsf.store.BsfSubscriptionStore;
import dev.corebed.bsf.store.BsfSubscriptionStore.SubscriptionRow;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.callback.CallbackDelivery;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Binding event subscriptions (TS 29.521 §4.2.6, §4.2.7, §4.2.8): create, replace, delete, and the
 * BsfNotification sent to the notifUri when a binding of the subscribed SUPI is registered or deregistered.
 *
 * <p>Every instance keeps all subscriptions in memory (they are few), updated at once by its own changes and
 * re-read from the data tier every {@code stub.bsf.subscriptions.refresh-interval} for the other instances'.
 *
 * <p>Events: PCF_PDU_SESSION_BINDING_REGISTRATION / _DEREGISTRATION for any PDU session binding of the SUPI
 * (of the subscription's S-NSSAI and DNN pairs, when it has some); SNSSAI_DNN_BINDING_REGISTRATION /
 * _DEREGISTRATION for a binding of one of those pairs, naming it in matchSnssaiDnns; PCF_UE_BINDING_REGISTRATION /
 * _DEREGISTRATION for the SUPI's PCF for a UE binding. One BsfNotification per subscription and change.
 */
public final class BsfSubscriptionService implements BindingEvents {

    public static final String PDU_REGISTRATION = "PCF_PDU_SESSION_BINDING_REGISTRATION";
    public static final String PDU_DEREGISTRATION = "PCF_PDU_SESSION_BINDING_DEREGISTRATION";
    public static final String UE_REGISTRATION = "PCF_UE_BINDING_REGISTRATION";
    public static final String UE_DEREGISTRATION = "PCF_UE_BINDING_DEREGISTRATION";
    public static final String PAIR_REGISTRATION = "SNSSAI_DNN_BINDING_REGISTRATION";
    public static final String PAIR_DEREGISTRATION = "SNSSAI_DNN_BINDING_DEREGISTRATION";

    /** What one subscription asks to hear of. pairs: "snssai|dnn" (dnn in lower case). */
    record Watch(String id, String supi, URI notifUri, String correId, Set<String> events, Set<String> pairs) {}

    private final BsfSubscriptionStore store;
    /** BsfNotification, POSTed to the subscription's notifUri (TS 29.521 names no 3gpp-Sbi-Callback value for it). */
    public static final CallbackDelivery.Kind KIND = new CallbackDelivery.Kind("BsfNotification", null);

    private final CallbackDelivery delivery;
    private final BsfProperties properties;
    private final Clock clock;
    private volatile Map<String, List<Watch>> bySupi = Map.of();
    private final AtomicLong localChanges = new AtomicLong();

    public BsfSubscriptionService(BsfSubscriptionStore store, CallbackDelivery delivery, BsfProperties properties, Clock clock) {
        this.store = store;
        this.delivery = delivery;
        this.properties = properties;
        this.clock = clock;
    }

    public record Created(String subscriptionId, byte[] subscription) {}

    /** CreateIndividualSubcription. */
    public CompletableFuture<Created> create(JsonNode body) {
        Watch w = validate(null, body);
        ObjectNode sub = negotiate((ObjectNode) body);
        long now = clock.millis();
        String id = BindingIds.newId(now);
        byte[] bytes = Json.write(sub);
        return store.create(new SubscriptionRow(id, w.supi(), bytes, now, now), properties.subscriptions().limit())
                .thenApply(stored -> {
                    if (!stored) {
                        throw new SbiException(500, "INSUFFICIENT_RESOURCES", "the BSF holds "
                                + properties.subscriptions().limit() + " subscriptions (stub.bsf.subscriptions.limit)");
                    }
                    put(validate(id, sub));
                    return new Created(id, bytes);
                });
    }

    /** ReplaceIndividualSubcription: answers the subscription as stored. */
    public CompletableFuture<byte[]> replace(String subscriptionId, JsonNode body) {
        validate(subscriptionId, body);
        ObjectNode sub = negotiate((ObjectNode) body);
        byte[] bytes = Json.write(sub);
        long now = clock.millis();
        Watch w = validate(subscriptionId, sub);
        return store.replace(new SubscriptionRow(subscriptionId, w.supi(), bytes, now, now)).thenApply(found -> {
            if (!found) {
                throw notFound(subscriptionId);
            }
            remove(subscriptionId);
            put(w);
            return bytes;
        });
    }

    /** DeleteIndividualSubcription. */
    public CompletableFuture<Void> delete(String subscriptionId) {
        return store.delete(subscriptionId).thenAccept(found -> {
            if (!found) {
                throw notFound(subscriptionId);
            }
            remove(subscriptionId);
        });
    }

    private static SbiException notFound(String id) {
        return new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no subscription " + id);
    }

    private ObjectNode negotiate(ObjectNode sub) {
        JsonNode suppFeat = sub.get("suppFeat");
        if (suppFeat != null && suppFeat.isString()) {
            sub.put("suppFeat", SupportedFeatures.intersection(suppFeat.asString(), properties.supportedFeatures()));
        }
        return sub;
    }

    /** BsfSubscription (TS 29.521 §5.6.2.5): events, notifUri, notifCorreId and supi are mandatory. */
    static Watch validate(String id, JsonNode b) {
        if (b == null || !b.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "BsfSubscription must be a JSON object");
        }
        Checks c = new Checks();
        Set<String> events = new LinkedHashSet<>();
        JsonNode ev = b.get("events");
        if (ev == null || ev.isNull()) {
            c.missing("/events", "mandatory attribute missing");
        } else if (!ev.isArray() || ev.isEmpty()) {
            c.incorrect("/events", "must be an array of at least one BsfEvent");
        } else {
            for (int i = 0; i < ev.size(); i++) {
                if (!ev.get(i).isString() || ev.get(i).asString().isEmpty()) {
                    c.incorrect("/events/" + i, "not a BsfEvent");
                } else {
                    events.add(ev.get(i).asString());
                }
            }
        }
        URI uri = null;
        String notifUri = c.string(b, "notifUri", true);
        if (!Checks.present(b, "notifUri")) {
            c.missing("/notifUri", "mandatory attribute missing");
        } else if (notifUri != null) {
            try {
                uri = new URI(notifUri);
                if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
                    throw new URISyntaxException(notifUri, "not an absolute http or https URI");
                }
            } catch (URISyntaxException e) {
                c.incorrect("/notifUri", "not an absolute http or https URI");
            }
        }
        String correId = c.matching(b, "notifCorreId", null, 1024, true, "a non-empty string");
        if (!Checks.present(b, "notifCorreId")) {
            c.missing("/notifCorreId", "mandatory attribute missing");
        }
        String supi = c.matching(b, "supi", Checks.SUPI, Checks.MAX_IDENTITY, true, "a SUPI");
        if (!Checks.present(b, "supi")) {
            c.missing("/supi", "mandatory attribute missing");
        }
        c.matching(b, "gpsi", Checks.GPSI, Checks.MAX_IDENTITY, false, "a GPSI");
        c.matching(b, "suppFeat", Checks.SUPPORTED_FEATURES, 64, false, "SupportedFeatures (hex)");
        Set<String> pairs = new HashSet<>();
        pair(c, b.get("snssaiDnnPairs"), "/snssaiDnnPairs", pairs);
        JsonNode more = b.get("addSnssaiDnnPairs");
        if (more != null && !more.isNull()) {
            if (!more.isArray() || more.isEmpty()) {
                c.optionalIncorrect("/addSnssaiDnnPairs", "must be an array of at least one SnssaiDnnPair");
            } else {
                for (int i = 0; i < more.size(); i++) {
                    pair(c, more.get(i), "/addSnssaiDnnPairs/" + i, pairs);
                }
            }
        }
        c.throwIfAny();
        return new Watch(id, supi, uri, correId, Set.copyOf(events), Set.copyOf(pairs));
    }

    private static void pair(Checks c, JsonNode p, String param, Set<String> into) {
        if (p == null || p.isNull()) {
            return;
        }
        String snssai = p.isObject() && p.get("snssai") != null ? Checks.snssaiKey(p.get("snssai")) : null;
        JsonNode dnn = p.isObject() ? p.get("dnn") : null;
        if (snssai == null || dnn == null || !dnn.isString() || dnn.asString().isEmpty()) {
            c.optionalIncorrect(param, "not an SnssaiDnnPair (snssai and dnn)");
            return;
        }
        into.add(snssai + "|" + dnn.asString().toLowerCase());
    }

    // --- the in-memory view ---

    private synchronized void put(Watch w) {
        localChanges.incrementAndGet();
        Map<String, List<Watch>> next = new HashMap<>(bySupi);
        List<Watch> list = new ArrayList<>(next.getOrDefault(w.supi(), List.of()));
        list.add(w);
        next.put(w.supi(), List.copyOf(list));
        bySupi = Map.copyOf(next);
    }

    private synchronized void remove(String subscriptionId) {
        localChanges.incrementAndGet();
        Map<String, List<Watch>> next = new HashMap<>();
        bySupi.forEach((supi, list) -> {
            List<Watch> kept = list.stream().filter(w -> !w.id().equals(subscriptionId)).toList();
            if (!kept.isEmpty()) {
                next.put(supi, kept);
            }
        });
        bySupi = Map.copyOf(next);
    }

    /** Removes every subscription, here and on the data tier (a reset). */
    public CompletableFuture<Void> removeAll() {
        return store.clear().thenRun(() -> {
            synchronized (this) {
                localChanges.incrementAndGet();
                bySupi = Map.of();
            }
        });
    }

    /** Re-reads every subscription (other instances' too); answers how many are held. */
    public CompletableFuture<Integer> refresh() {
        long before = localChanges.get();
        return store.all(properties.subscriptions().limit()).thenApply(rows -> {
            Map<String, List<Watch>> next = new HashMap<>();
            for (SubscriptionRow r : rows) {
                try {
                    Watch w = validate(r.subscriptionId(), Json.parse(r.body()));
                    next.computeIfAbsent(w.supi(), k -> new ArrayList<>()).add(w);
                } catch (SbiException e) {
                    // stored by another version of the stub: not watched
                }
            }
            synchronized (this) {
                // A change made here while the rows were read is newer than them: keep it until the next refresh.
                if (localChanges.get() == before) {
                    Map<String, List<Watch>> frozen = new HashMap<>();
                    next.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
                    bySupi = Map.copyOf(frozen);
                }
            }
            return rows.size();
        });
    }

    // --- BindingEvents ---

    @Override
    public boolean watchesAny() {
        return !bySupi.isEmpty();
    }

    @Override
    public void pduSessionBinding(boolean registered, String supi, byte[] binding) {
        List<Watch> watches = supi == null ? null : bySupi.get(supi);
        if (watches == null) {
            return;
        }
        JsonNode b = Json.parse(binding);
        String pair = b.get("snssai") == null ? null : Checks.snssaiKey(b.get("snssai")) + "|"
                + (b.get("dnn") == null ? "" : b.get("dnn").asString().toLowerCase());
        for (Watch w : watches) {
            ArrayNode notifs = Json.MAPPER.createArrayNode();
            boolean pairMatches = w.pairs().contains(pair);
            String pduEvent = registered ? PDU_REGISTRATION : PDU_DEREGISTRATION;
            String pairEvent = registered ? PAIR_REGISTRATION : PAIR_DEREGISTRATION;
            if (w.events().contains(pduEvent) && (w.pairs().isEmpty() || pairMatches)) {
                notifs.add(pduNotification(pduEvent, b, null));
            }
            if (w.events().contains(pairEvent) && pairMatches) {
                notifs.add(pduNotification(pairEvent, b, b));
            }
            send(w, notifs);
        }
    }

    @Override
    public void ueBinding(boolean registered, String supi, byte[] binding) {
        List<Watch> watches = supi == null ? null : bySupi.get(supi);
        if (watches == null) {
            return;
        }
        JsonNode b = Json.parse(binding);
        String event = registered ? UE_REGISTRATION : UE_DEREGISTRATION;
        for (Watch w : watches) {
            if (w.events().contains(event)) {
                ObjectNode info = Json.MAPPER.createObjectNode();
                copy(b, "pcfForUeFqdn", info, "pcfFqdn");
                copy(b, "pcfForUeIpEndPoints", info, "pcfIpEndPoints");
                copy(b, "pcfId", info, "pcfId");
                copy(b, "pcfSetId", info, "pcfSetId");
                copy(b, "bindLevel", info, "bindLevel");
                ObjectNode n = Json.MAPPER.createObjectNode().put("event", event);
                n.set("pcfForUeInfo", info);
                send(w, Json.MAPPER.createArrayNode().add(n));
            }
        }
    }

    private void send(Watch w, ArrayNode notifs) {
        if (notifs.isEmpty()) {
            return;
        }
        ObjectNode notification = Json.MAPPER.createObjectNode().put("notifCorreId", w.correId());
        notification.set("eventNotifs", notifs);
        delivery.deliver(KIND, w.notifUri().toString(), Json.write(notification));
    }

    /** BsfEventNotification with one PcfForPduSessionInfo (TS 29.521 §5.6.2.8) built from the binding. */
    private static ObjectNode pduNotification(String event, JsonNode b, JsonNode matchPair) {
        ObjectNode info = Json.MAPPER.createObjectNode();
        for (String name : List.of("dnn", "snssai", "pcfFqdn", "pcfIpEndPoints", "ipv4Addr", "ipDomain", "pcfId", "pcfSetId",
                "bindLevel")) {
            copy(b, name, info, name);
        }
        ArrayNode v6 = Json.MAPPER.createArrayNode();
        if (b.hasNonNull("ipv6Prefix")) {
            v6.add(b.get("ipv6Prefix"));
        }
        if (b.hasNonNull("addIpv6Prefixes") && b.get("addIpv6Prefixes").isArray()) {
            v6.addAll((ArrayNode) b.get("addIpv6Prefixes"));
        }
        if (!v6.isEmpty()) {
            info.set("ipv6Prefixes", v6);
        }
        ArrayNode macs = Json.MAPPER.createArrayNode();
        if (b.hasNonNull("macAddr48")) {
            macs.add(b.get("macAddr48"));
        }
        if (b.hasNonNull("addMacAddrs") && b.get("addMacAddrs").isArray()) {
            macs.addAll((ArrayNode) b.get("addMacAddrs"));
        }
        if (!macs.isEmpty()) {
            info.set("macAddrs", macs);
        }
        ObjectNode n = Json.MAPPER.createObjectNode().put("event", event);
        n.set("pcfForPduSessInfos", Json.MAPPER.createArrayNode().add(info));
        if (matchPair != null) {
            ObjectNode pair = Json.MAPPER.createObjectNode();
            pair.set("dnn", matchPair.get("dnn"));
            pair.set("snssai", matchPair.get("snssai"));
            n.set("matchSnssaiDnns", Json.MAPPER.createArrayNode().add(pair));
        }
        return n;
    }

    private static void copy(JsonNode from, String name, ObjectNode to, String as) {
        JsonNode v = from.get(name);
        if (v != null && !v.isNull()) {
            to.set(as, v);
        }
    }
}
