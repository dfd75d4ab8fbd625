package dev.corebed.nrf.service;

import dev.corebed.model.StrictJson;
import dev.corebed.model.ts29510.NFProfile;
import dev.corebed.nrf.service.ProfileChanges.Change;
import dev.corebed.nrf.service.SubscriptionConditions.Condition;
import dev.corebed.nrf.store.NfSubscriptionStore;
import dev.corebed.nrf.store.NfSubscriptionStore.StoredSubscription;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.callback.CallbackDelivery;
import dev.corebed.sbi.callback.CallbackOutcomes;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Who is told what when an NF instance registers, changes or goes (TS 29.510 §5.2.2.6, NFStatusNotify).
 * Called after the change is committed; finding the subscribers runs on the data tier and the sending on
 * the stub's {@link CallbackDelivery}, so the request that caused the event is never held up by either. Each
 * notification's outcome is counted by event in {@code stub.nrf.notifications{event,outcome}}.
 *
 * <p>For each subscription covering the instance before or after the event:
 * <ul>
 *   <li>covered after only: NF_REGISTERED with the nfProfile; conditionEvent NF_ADDED when the instance
 *       existed before but did not match the subscrCond (a profile change brought it in);</li>
 *   <li>covered before only: NF_DEREGISTERED; conditionEvent NF_REMOVED when the instance still exists;</li>
 *   <li>covered both: NF_PROFILE_CHANGED with the profileChanges this subscriber cares for (its
 *       notifCondition), none when there are none; or the whole nfProfile when so configured.</li>
 * </ul>
 * An event missing from the subscriber's reqNotifEvents is not sent (no reqNotifEvents: all events).
 * The nfProfile never carries the allowed* attributes the NotificationData schema excludes, nor do the
 * profileChanges.
 */
public final class NfStatusNotifications {

    /** The changes worth announcing, and the load announced from now on. */
    public record Announcement(List<Change> changes, Integer notifiedLoad) {}

    private static final Logger log = LoggerFactory.getLogger(NfStatusNotifications.class);

    private static final List<String> HIDDEN = List.of("allowedPlmns", "allowedSnpns", "allowedNfTypes",
            "allowedNfDomains", "allowedNssais");
    private static final Pattern HIDDEN_PATH = Pattern.compile(
            "^(/nfServices/[^/]+|/nfServiceList/[^/]+)?/(" + String.join("|", HIDDEN) + ")(/.*)?$");

    /** NFStatusNotify, with the 3gpp-Sbi-Callback value TS 29.510 gives it. */
    public static final CallbackDelivery.Kind KIND =
            new CallbackDelivery.Kind("NFStatusNotify", "Nnrf_NFManagement_NFStatusNotify");

    private final NfSubscriptionStore store;
    private final CallbackDelivery delivery;
    private final CallbackOutcomes outcomes;
    private final Executor executor;
    private final Clock clock;
    private final int loadThreshold;
    private final boolean profileChanges;
    private final Supplier<String> apiRoot;

    /**
     * @param loadThreshold  a new /load is announced only when it differs from the last announced one by
     *                       more than this (percentage points of the 0-100 load)
     * @param profileChanges NF_PROFILE_CHANGED carries profileChanges (true) or the whole nfProfile (false)
     * @param apiRoot        this NRF's apiRoot, for nfInstanceUri
     * @param executor       where an event's subscribers start to be looked up (the profile's keys are worked out
     *                       there): off the path of the answer, which a large profile would hold up
     */
    public NfStatusNotifications(NfSubscriptionStore store, CallbackDelivery delivery, CallbackOutcomes outcomes, Clock clock,
                                 int loadThreshold, boolean profileChanges, Supplier<String> apiRoot, Executor executor) {
        this.store = store;
        this.delivery = delivery;
        this.outcomes = outcomes;
        this.executor = executor;
        this.clock = clock;
        this.loadThreshold = loadThreshold;
        this.profileChanges = profileChanges;
        this.apiRoot = apiRoot;
    }

    /**
     * Of the changes between two stored versions, those subscribers hear of: no allowed* attribute, and a
     * /load (with its /loadTimeStamp) only when it moved by more than the threshold from the last announced
     * load. Runs inside the write, which stores the returned notifiedLoad with the profile.
     */
    public Announcement announce(List<Change> changes, Integer notifiedLoad, JsonNode after) {
        List<Change> kept = new ArrayList<>(changes.size());
        Integer announced = notifiedLoad;
        boolean loadNews = false;
        for (Change c : changes) {
            if (c.path().equals("/load")) {
                JsonNode load = after.get("load");
                Integer now = load != null && load.isIntegralNumber() ? load.asInt() : null;
                loadNews = now == null || notifiedLoad == null || Math.abs(now - notifiedLoad) > loadThreshold;
                announced = loadNews ? now : notifiedLoad;
            }
        }
        for (Change c : changes) {
            boolean load = c.path().equals("/load") || c.path().equals("/loadTimeStamp");
            if ((load && !loadNews) || HIDDEN_PATH.matcher(c.path()).matches()) {
                continue;
            }
            kept.add(c);
        }
        return new Announcement(kept, announced);
    }

    /** The load a newly stored profile announces in full (NF_REGISTERED). */
    public static Integer loadOf(JsonNode profile) {
        JsonNode load = profile.get("load");
        return load != null && load.isIntegralNumber() ? load.asInt() : null;
    }

    public void registered(JsonNode profile) {
        publish(null, profile, List.of());
    }

    public void deregistered(JsonNode profile) {
        publish(profile, null, List.of());
    }

    /** After a change of a stored profile; {@code changes} as {@link #announce} kept them. */
    public void changed(JsonNode before, JsonNode after, List<Change> changes) {
        publish(before, after, changes);
    }

    private void publish(JsonNode before, JsonNode after, List<Change> changes) {
        executor.execute(() -> lookUp(before, after, changes));
    }

    private void lookUp(JsonNode before, JsonNode after, List<Change> changes) {
        JsonNode profile = after != null ? after : before;
        String nfInstanceUri = apiRoot.get() + "/nnrf-nfm/v1/nf-instances/" + profile.path("nfInstanceId").asString();
        Versions v;
        try {
            // Stored profiles passed the schema: they bind (strictly, not validated again).
            v = new Versions(before == null ? null : StrictJson.MAPPER.treeToValue(before, NFProfile.class),
                    after == null ? null : StrictJson.MAPPER.treeToValue(after, NFProfile.class));
        } catch (RuntimeException e) {
            log.warn("NFStatusNotify for {} not sent: the profile is not an NFProfile: {}", nfInstanceUri, e.toString());
            return;
        }
        Set<String> keys = new LinkedHashSet<>(v.was());
        keys.addAll(v.is());
        store.watching(keys, clock.millis()).whenComplete((subscriptions, failure) -> {
            if (failure != null) {
                log.warn("NFStatusNotify for {} not sent: the subscriptions could not be read: {}", nfInstanceUri, failure.toString());
                return;
            }
            for (StoredSubscription s : subscriptions) {
                try {
                    notifyOne(s, v, before, after, changes, nfInstanceUri);
                } catch (RuntimeException e) {
                    log.warn("NFStatusNotify for subscription {} not sent", s.subscriptionId(), e);
                }
            }
        });
    }

    /** The two versions of the profile an event is about (null: none), and the keys each offers. */
    private record Versions(NFProfile before, NFProfile after, Set<String> was, Set<String> is) {
        Versions(NFProfile before, NFProfile after) {
            this(before, after, before == null ? Set.of() : SubscriptionConditions.offered(before),
                    after == null ? Set.of() : SubscriptionConditions.offered(after));
        }
    }

    private void notifyOne(StoredSubscription s, Versions v, JsonNode before, JsonNode after, List<Change> changes,
                           String nfInstanceUri) {
        JsonNode sub = Json.parse(s.subscription());
        Condition condition = SubscriptionConditions.of(sub.get("subscrCond"));
        boolean coveredBefore = v.before() != null && condition.covers(v.before(), v.was());
        boolean coveredAfter = v.after() != null && condition.covers(v.after(), v.is());
        ObjectNode data = Json.MAPPER.createObjectNode();
        String event;
        if (coveredBefore && coveredAfter) {
            List<Change> relevant = relevant(changes, sub.get("notifCondition"));
            if (relevant.isEmpty()) {
                return;
            }
            event = "NF_PROFILE_CHANGED";
            data.put("event", event).put("nfInstanceUri", nfInstanceUri);
            if (profileChanges) {
                ArrayNode items = data.putArray("profileChanges");
                relevant.forEach(c -> items.add(c.toJson()));
            } else {
                data.set("nfProfile", visible(after));
            }
        } else if (coveredAfter) {
            event = "NF_REGISTERED";
            data.put("event", event).put("nfInstanceUri", nfInstanceUri).set("nfProfile", visible(after));
            if (before != null) {
                data.put("conditionEvent", "NF_ADDED");
            }
        } else {
            event = "NF_DEREGISTERED";
            data.put("event", event).put("nfInstanceUri", nfInstanceUri);
            if (after != null) {
                data.put("conditionEvent", "NF_REMOVED");
            }
        }
        if (!wants(sub.get("reqNotifEvents"), event)) {
            return;
        }
        ObjectNode context = data.putObject("subscriptionContext").put("subscriptionId", s.subscriptionId());
        if (sub.has("subscrCond")) {
            context.set("subscrCond", sub.get("subscrCond"));
        }
        delivery.deliver(KIND, sub.get("nfStatusNotificationUri").asString(), Json.write(data))
                .thenAccept(outcome -> outcomes.count(event, outcome));
    }

    private static boolean wants(JsonNode reqNotifEvents, String event) {
        if (reqNotifEvents == null) {
            return true;
        }
        for (JsonNode e : reqNotifEvents) {
            if (e.asString().equals(event)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The changes a notifCondition lets through (TS 29.510 NotifCondition): with monitoredAttributes only
     * those at, above or below a monitored JSON pointer; with unmonitoredAttributes all but those at or
     * below an unmonitored one.
     */
    static List<Change> relevant(List<Change> changes, JsonNode notifCondition) {
        if (notifCondition == null) {
            return changes;
        }
        JsonNode monitored = notifCondition.get("monitoredAttributes");
        JsonNode unmonitored = notifCondition.get("unmonitoredAttributes");
        if (monitored == null && unmonitored == null) {
            return changes; // NotifCondition allows neither: no condition
        }
        List<Change> kept = new ArrayList<>();
        for (Change c : changes) {
            if (monitored != null) {
                for (JsonNode m : monitored) {
                    if (within(c.path(), m.asString()) || within(m.asString(), c.path())) {
                        kept.add(c);
                        break;
                    }
                }
            } else {
                boolean excluded = false;
                for (JsonNode u : unmonitored) {
                    excluded |= within(c.path(), u.asString());
                }
                if (!excluded) {
                    kept.add(c);
                }
            }
        }
        return kept;
    }

    /** True when {@code path} is {@code attribute} or below it. */
    private static boolean within(String path, String attribute) {
        return path.equals(attribute) || path.startsWith(attribute.endsWith("/") ? attribute : attribute + "/");
    }

    /** The profile as NotificationData may carry it: without the allowed* attributes, here and in its services. */
    private static JsonNode visible(JsonNode profile) {
        ObjectNode copy = (ObjectNode) profile.deepCopy();
        copy.remove(HIDDEN);
        for (JsonNode service : copy.path("nfServices")) {
            if (service instanceof ObjectNode o) {
                o.remove(HIDDEN);
            }
        }
        for (JsonNode service : copy.path("nfServiceList")) {
            if (service instanceof ObjectNode o) {
                o.remove(HIDDEN);
            }
        }
        return copy;
    }
}
