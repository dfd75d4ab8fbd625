package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.callback.CallbackDelivery.Outcome;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackOutcomes;
import dev.corebed.udr.store.PolicyDataStore.Watcher;
import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Who hears of a change of policy data, and what (TS 29.519 §5.2.11, PolicyDataChangeNotification). Called
 * with the subscriptions the write found in its transaction, once it has committed; the notifications are
 * built on their own executor and delivered by the stub's {@link CallbackDelivery}, so the request that made
 * the change is never held up. Each notification's outcome is counted by resource in
 * {@code stub.udr.notifications{resource,outcome}} ({@link UdrMetrics}).
 *
 * <p>For each subscription, one POST carrying one PolicyDataChangeNotification per changed resource it
 * watches, with the ueId as the subscription named it (SUPI or GPSI) and its notifId:
 * <ul>
 *   <li>a resource under one of its monitoredResourceUris (the resource itself or an ancestor such as
 *       /policy-data/ues/{ueId}): the new document (amPolicyData, uePolicySet, smPolicyData, usageMonData with
 *       usageMonId, opSpecDataMap), or delResources with the resource's URI when it was removed; unless an
 *       excludedResItems entry for that resource lists every item that changed;</li>
 *   <li>a resource of one of its monResItems: reportedFragments with the listed items (JSON pointers in the
 *       document) whose value changed, and their new value (null when removed); nothing when none changed.</li>
 * </ul>
 */
public final class PolicyDataNotifications {

    /**
     * One changed resource of a UE.
     *
     * @param resource      its path below /policy-data/ues/{ueId}: am-data, sm-data/{usageMonId}, ...
     * @param meter         its name in the meters (am-data, usage-mon, ...)
     * @param dataAttribute the PolicyDataChangeNotification attribute carrying the new document
     * @param usageMonId    set for a usage monitoring resource
     * @param before        the document before (null: it did not exist), after the document after (null: removed)
     */
    public record Change(String resource, String meter, String dataAttribute, String usageMonId, JsonNode before,
                         JsonNode after) {}

    private static final Logger log = LoggerFactory.getLogger(PolicyDataNotifications.class);

    /** The callback of Nudr_DataRepository (TS 29.504's service name for the Nudr_DM_Notify of TS 23.502). */
    public static final CallbackDelivery.Kind KIND =
            new CallbackDelivery.Kind("PolicyDataChangeNotification", "Nudr_DataRepository_Notify");

    private final CallbackDelivery delivery;
    private final CallbackOutcomes outcomes;
    private final Executor executor;
    private final int maxQueued;
    private final AtomicInteger queued = new AtomicInteger();
    /** Moved by {@link #dropPending()}: changes queued before are not notified. */
    private final AtomicInteger generation = new AtomicInteger();

    /**
     * @param maxQueued changes waiting for the executor at most; beyond that the notifications of a change are
     *                  dropped (counted), so a burst of writes cannot pile up memory
     */
    public PolicyDataNotifications(CallbackDelivery delivery, UdrMetrics metrics, Executor executor, int maxQueued) {
        this.delivery = delivery;
        this.outcomes = metrics.notifications;
        this.executor = executor;
        this.maxQueued = maxQueued;
    }

    /** Drops the notifications not sent yet: queued changes and retries (a reset). */
    public void dropPending() {
        generation.incrementAndGet();
        delivery.dropPending();
    }

    /** After a committed change of one UE known as {@code aliases} (its ueId, and its GPSI if any). */
    public void changed(Collection<String> aliases, List<Change> changes, List<Watcher> watchers) {
        if (watchers.isEmpty() || changes.isEmpty()) {
            return;
        }
        List<String> ids = List.copyOf(aliases);
        String meter = changes.size() == 1 ? changes.get(0).meter() : "ue";
        if (queued.incrementAndGet() > maxQueued) {
            queued.decrementAndGet();
            watchers.forEach(w -> {
                delivery.dropped(KIND);
                outcomes.count(meter, Outcome.DROPPED);
            });
            return;
        }
        int queuedIn = generation.get();
        try {
            executor.execute(() -> {
                queued.decrementAndGet();
                if (queuedIn != generation.get()) {
                    watchers.forEach(w -> {
                        delivery.dropped(KIND);
                        outcomes.count(meter, Outcome.DROPPED);
                    });
                    return;
                }
                for (Watcher w : watchers) {
                    try {
                        notifyOne(w, ids, changes);
                    } catch (RuntimeException e) {
                        log.warn("policy data notification for subscription {} not sent", w.subsId(), e);
                    }
                }
            });
        } catch (RejectedExecutionException e) {
            queued.decrementAndGet();
            log.debug("policy data notifications not sent: shutting down");
        }
    }

    private void notifyOne(Watcher w, List<String> aliases, List<Change> changes) {
        JsonNode sub = Json.parse(w.subscription().getBytes(StandardCharsets.UTF_8));
        ArrayNode elements = Json.MAPPER.createArrayNode();
        JsonNode notifId = sub.get("notifId");
        for (Change c : changes) {
            ObjectNode e = element(sub, aliases, c);
            if (e != null) {
                if (notifId != null && notifId.isString()) {
                    e.put("notifId", notifId.asString());
                }
                elements.add(e);
            }
        }
        if (!elements.isEmpty()) {
            String meter = changes.size() == 1 ? changes.get(0).meter() : "ue";
            delivery.deliver(KIND, sub.path("notificationUri").asString(), Json.write(elements))
                    .thenAccept(outcome -> outcomes.count(meter, outcome));
        }
    }

    /** The PolicyDataChangeNotification this subscription gets for this change, or null. */
    static ObjectNode element(JsonNode sub, List<String> aliases, Change c) {
        for (String alias : aliases) {
            String key = ResourcePaths.ue(alias, c.resource());
            for (JsonNode m : sub.path("monitoredResourceUris")) {
                String watched = ResourcePaths.key(m.asString());
                if (watched != null && ResourcePaths.covers(watched, key)) {
                    return excluded(sub.get("excludedResItems"), key, c) ? null : whole(alias, m.asString(), key, c);
                }
            }
            for (JsonNode item : sub.path("monResItems")) {
                String uri = item.path("monResourceUri").asString();
                if (key.equals(ResourcePaths.key(uri))) {
                    return fragments(alias, uri, item.path("items"), key, c);
                }
            }
        }
        return null;
    }

    private static ObjectNode whole(String alias, String monitoredUri, String key, Change c) {
        ObjectNode e = Json.MAPPER.createObjectNode().put("ueId", alias);
        if (c.usageMonId() != null) {
            e.put("usageMonId", c.usageMonId());
        }
        if (c.after() == null || (c.after().isObject() && c.after().isEmpty())) {
            e.putArray("delResources").add(ResourcePaths.base(monitoredUri) + key);
        } else {
            e.set(c.dataAttribute(), c.after());
        }
        return e;
    }

    private static ObjectNode fragments(String alias, String uri, JsonNode items, String key, Change c) {
        ObjectNode e = Json.MAPPER.createObjectNode().put("ueId", alias);
        if (c.after() == null) {
            e.putArray("delResources").add(ResourcePaths.base(uri) + key);
            return e;
        }
        ArrayNode notifItems = Json.MAPPER.createArrayNode();
        for (JsonNode item : items) {
            String pointer = item.asString();
            JsonNode before = at(c.before(), pointer);
            JsonNode after = at(c.after(), pointer);
            if (!same(before, after)) {
                notifItems.addObject().put("item", pointer).set("value", after == null ? Json.MAPPER.nullNode() : after);
            }
        }
        if (notifItems.isEmpty()) {
            return null;
        }
        e.putArray("reportedFragments").addObject().put("resourceId", uri).set("notifItems", notifItems);
        return e;
    }

    /** True when every difference between before and after lies in an item excludedResItems lists for this resource. */
    private static boolean excluded(JsonNode excludedResItems, String key, Change c) {
        if (excludedResItems == null || c.before() == null || c.after() == null) {
            return false;
        }
        for (JsonNode item : excludedResItems) {
            if (key.equals(ResourcePaths.key(item.path("monResourceUri").asString()))) {
                JsonNode before = c.before().deepCopy();
                JsonNode after = c.after().deepCopy();
                for (JsonNode p : item.path("items")) {
                    remove(before, p.asString());
                    remove(after, p.asString());
                }
                return JsonPatch.equal(before, after);
            }
        }
        return false;
    }

    private static JsonNode at(JsonNode doc, String pointer) {
        if (doc == null) {
            return null;
        }
        JsonNode n = doc.at(pointer);
        return n.isMissingNode() ? null : n;
    }

    private static boolean same(JsonNode a, JsonNode b) {
        return a == null ? b == null : b != null && JsonPatch.equal(a, b);
    }

    private static void remove(JsonNode doc, String pointer) {
        int slash = pointer.lastIndexOf('/');
        if (slash < 0) {
            return;
        }
        JsonNode parent = slash == 0 ? doc : doc.at(pointer.substring(0, slash));
        String last = pointer.substring(slash + 1).replace("~1", "/").replace("~0", "~");
        if (parent instanceof ObjectNode o) {
            o.remove(last);
        } else if (parent instanceof ArrayNode a && last.matches("[0-9]+") && Integer.parseInt(last) < a.size()) {
            a.remove(Integer.parseInt(last));
        }
    }
}
