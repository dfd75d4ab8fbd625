package dev.corebed.peersim.chf;

import dev.corebed.sbi.Json;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The CHF's subscriptions and policy counters, in memory: who subscribed to which counters of which subscriber, where
 * to notify them, and each counter's status (the configured ones, or those a tester set for a subscriber).
 */
public final class SpendingLimits {

    static final CallbackDelivery.Kind NOTIFY = new CallbackDelivery.Kind("SpendingLimitNotification",
            "Nchf_SpendingLimitControl_Notify");
    static final CallbackDelivery.Kind TERMINATE = new CallbackDelivery.Kind("SubscriptionTermination",
            "Nchf_SpendingLimitControl_Notify");

    /** A subscription: its subscriber, the counters asked for (empty = all), the callback URI. */
    public record Subscription(String id, String supi, List<String> counterIds, String notifUri) {}

    private final Map<String, String> defaults;
    private final CallbackDelivery delivery;
    private final Map<String, Subscription> subscriptions = new ConcurrentHashMap<>();
    private final Map<String, Map<String, String>> subscriberCounters = new ConcurrentHashMap<>();

    public SpendingLimits(Map<String, String> defaults, CallbackDelivery delivery) {
        this.defaults = Map.copyOf(defaults);
        this.delivery = delivery;
    }

    public Subscription subscribe(String supi, List<String> counterIds, String notifUri) {
        Subscription s = new Subscription(UUID.randomUUID().toString(), supi, List.copyOf(counterIds), notifUri);
        subscriptions.put(s.id(), s);
        return s;
    }

    public Optional<Subscription> replace(String id, String supi, List<String> counterIds, String notifUri) {
        return Optional.ofNullable(subscriptions.computeIfPresent(id, (k, old) ->
                new Subscription(id, supi, List.copyOf(counterIds), notifUri)));
    }

    public Optional<Subscription> remove(String id) {
        return Optional.ofNullable(subscriptions.remove(id));
    }

    public Optional<Subscription> get(String id) {
        return Optional.ofNullable(subscriptions.get(id));
    }

    public int size() {
        return subscriptions.size();
    }

    public List<Subscription> all() {
        return List.copyOf(subscriptions.values());
    }

    /** The counters a subscriber has and their statuses. */
    Map<String, String> counters(String supi) {
        Map<String, String> c = new LinkedHashMap<>(defaults);
        c.putAll(subscriberCounters.getOrDefault(supi, Map.of()));
        return c;
    }

    /** The SpendingLimitStatus of a subscription: its subscriber's counters, those it asked for (all when none). */
    ObjectNode status(Subscription s, List<String> only) {
        ObjectNode status = Json.MAPPER.createObjectNode().put("supi", s.supi());
        ObjectNode infos = Json.MAPPER.createObjectNode();
        counters(s.supi()).forEach((id, st) -> {
            if ((s.counterIds().isEmpty() || s.counterIds().contains(id)) && (only == null || only.contains(id))) {
                infos.putObject(id).put("policyCounterId", id).put("currentStatus", st);
            }
        });
        if (!infos.isEmpty()) {
            status.set("statusInfos", infos);
        }
        return status;
    }

    /** Counters the subscriber is asked for that the CHF does not keep (400 UNKNOWN_POLICY_COUNTERS). */
    List<String> unknownCounters(String supi, List<String> counterIds) {
        Map<String, String> known = counters(supi);
        return counterIds.stream().filter(c -> !known.containsKey(c)).toList();
    }

    /**
     * Sets a subscriber's counter statuses and notifies every subscription of that subscriber about the counters it
     * follows that changed; the outcomes of those notifications.
     */
    public CompletableFuture<List<Outcome>> setCounters(String supi, Map<String, String> statuses) {
        subscriberCounters.computeIfAbsent(supi, k -> new ConcurrentHashMap<>()).putAll(statuses);
        List<CompletableFuture<Outcome>> sent = subscriptions.values().stream().filter(s -> s.supi().equals(supi))
                .map(s -> notifyStatus(s, List.copyOf(statuses.keySet()))).toList();
        return CompletableFuture.allOf(sent.toArray(CompletableFuture[]::new))
                .thenApply(v -> sent.stream().map(CompletableFuture::join).toList());
    }

    /** POST {notifUri}/notify with the subscription's SpendingLimitStatus (only the given counters, when some). */
    public CompletableFuture<Outcome> notifyStatus(Subscription s, List<String> only) {
        ObjectNode status = status(s, only);
        if (!status.has("statusInfos")) {
            status = status(s, null);
        }
        return delivery.deliver(NOTIFY, s.notifUri() + "/notify", Json.write(status));
    }

    /** POST {notifUri}/terminate with a SubscriptionTerminationInfo; the subscription ends. */
    public CompletableFuture<Outcome> terminate(Subscription s, String cause) {
        subscriptions.remove(s.id());
        ObjectNode info = Json.MAPPER.createObjectNode().put("supi", s.supi()).put("termCause", cause == null ? "REMOVED_SUBSCRIBER" : cause);
        return delivery.deliver(TERMINATE, s.notifUri() + "/terminate", Json.write(info));
    }

    /** Every subscription and counter status gone, callbacks waiting for a retry dropped (a reset). */
    public void clear() {
        subscriptions.clear();
        subscriberCounters.clear();
        delivery.dropPending();
    }

    static JsonNode json(Subscription s) {
        ObjectNode o = Json.MAPPER.createObjectNode().put("subscriptionId", s.id()).put("supi", s.supi()).put("notifUri", s.notifUri());
        s.counterIds().forEach(o.putArray("policyCounterIds")::add);
        return o;
    }
}
