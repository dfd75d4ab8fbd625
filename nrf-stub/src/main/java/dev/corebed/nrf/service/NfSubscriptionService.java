package dev.corebed.nrf.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.JsonPatch.Op;
import dev.corebed.core.json.JsonPatch.Operation;
import dev.corebed.nrf.store.NfProfileStore;
import dev.corebed.nrf.store.NfSubscriptionStore;
import dev.corebed.nrf.store.NfSubscriptionStore.StoredSubscription;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.ProblemDetails.InvalidParam;
import dev.corebed.sbi.SbiException;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * NF status subscriptions (TS 29.510 §5.2.2.5 NFStatusSubscribe, §5.2.2.7 NFStatusUnsubscribe): create,
 * extend (PATCH of validityTime) and remove, in the data tier so that every NRF instance notifies them.
 */
public final class NfSubscriptionService {

    /** A created subscription: its id and the SubscriptionData as granted. */
    public record Created(String subscriptionId, byte[] subscription) {}

    private final NfSubscriptionStore store;
    private final NfProfileStore profiles;
    private final Clock clock;
    private final int limit;
    private final long maxValidityMillis;
    private final int limitStatus;
    private final String limitCause;

    /**
     * @param limit       valid subscriptions held at most; one more is refused with limitStatus and limitCause
     * @param maxValidity the longest validity granted, and the one granted when none is asked for
     */
    public NfSubscriptionService(NfSubscriptionStore store, NfProfileStore profiles, Clock clock, int limit,
                                 Duration maxValidity, int limitStatus, String limitCause) {
        this.store = store;
        this.profiles = profiles;
        this.clock = clock;
        this.limit = limit;
        this.maxValidityMillis = maxValidity.toMillis();
        this.limitStatus = limitStatus;
        this.limitCause = limitCause;
    }

    /**
     * CreateSubscription: checks the SubscriptionData, assigns the subscriptionId and grants the validityTime
     * (the one asked for, at most the configured maximum; the maximum when none is asked for).
     */
    public CompletableFuture<Created> create(JsonNode body) {
        validate(body);
        ObjectNode data = (ObjectNode) body.deepCopy();
        List<String> watched = SubscriptionConditions.watched(data.get("subscrCond"));
        long now = clock.millis();
        JsonNode requested = data.get("validityTime");
        long until = grant(requested == null ? null : validity(requested.asString(), now, "/validityTime"), now);
        // The subscriptionId pattern of TS 29.510 allows no '-' outside its PLMN prefix.
        String id = UUID.randomUUID().toString().replace("-", "");
        data.remove("requesterFeatures"); // writeOnly in SubscriptionData: never sent back
        data.put("subscriptionId", id);
        data.put("validityTime", format(until));
        byte[] bytes = Json.write(data);
        JsonNode instanceCond = data.path("subscrCond").get("nfInstanceId");
        CompletableFuture<Void> target = instanceCond == null ? CompletableFuture.completedFuture(null)
                : profiles.get(instanceCond.asString()).thenAccept(p -> {
                    if (p.isEmpty()) {
                        // TS 29.510 Table 6.1.7.3-1: NF_NOT_FOUND, for an NfInstanceIdCond naming no registered NF.
                        throw new SbiException(404, NrfCause.NF_NOT_FOUND, "NF instance " + instanceCond.asString()
                                + " is not registered", List.of(new InvalidParam("/subscrCond/nfInstanceId", "not registered")));
                    }
                });
        return target.thenCompose(v -> store.create(new StoredSubscription(id, until, bytes), watched, limit, now))
                .thenApply(stored -> {
                    if (!stored) {
                        throw new SbiException(limitStatus, limitCause, "the NRF holds its limit of " + limit + " subscriptions");
                    }
                    return new Created(id, bytes);
                });
    }

    /**
     * UpdateSubscription: a JSON Patch that may only add or replace /validityTime. Completes with null when
     * the validity asked for is granted as it is (204), else with the SubscriptionData carrying the validity
     * the NRF granted instead (200), as TS 29.510 answers the update of a subscription.
     */
    public CompletableFuture<byte[]> update(String subscriptionId, JsonNode patch) {
        List<Operation> ops = JsonPatch.parse(patch);
        Instant requested = null;
        long now = clock.millis();
        for (Operation o : ops) {
            if ((o.op() != Op.ADD && o.op() != Op.REPLACE) || !o.path().equals(List.of("validityTime"))) {
                throw new SbiException(403, Cause.MODIFICATION_NOT_ALLOWED, "only validityTime of a subscription can change",
                        List.of(new InvalidParam("/" + o.index() + "/path", "not modifiable (failed operation index= " + o.index() + ")")));
            }
            requested = validity(o.value().isString() ? o.value().asString() : "", now, "/" + o.index() + "/value");
        }
        Instant asked = requested;
        long until = grant(asked, now);
        return store.update(subscriptionId, now, current -> {
            ObjectNode data = (ObjectNode) JsonPatch.apply(Json.parse(current.subscription()), ops);
            data.put("validityTime", format(until));
            return new StoredSubscription(current.subscriptionId(), until, Json.write(data));
        }).thenApply(updated -> {
            StoredSubscription s = updated.orElseThrow(() -> notFound(subscriptionId));
            return until == asked.toEpochMilli() ? null : s.subscription();
        });
    }

    /** RemoveSubscription. */
    public CompletableFuture<Void> remove(String subscriptionId) {
        return store.delete(subscriptionId, clock.millis()).thenAccept(removed -> {
            if (!removed) {
                throw notFound(subscriptionId);
            }
        });
    }

    /** Every valid subscription, as granted (SubscriptionData with its subscriptionId), in id order. */
    public CompletableFuture<List<byte[]>> list() {
        return store.all(clock.millis()).thenApply(all -> all.stream().map(StoredSubscription::subscription).toList());
    }

    /** Removes every subscription; they receive nothing from now on. */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** Removes the subscriptions whose validity has ended; they already receive nothing. */
    public CompletableFuture<Integer> removeExpired() {
        return store.removeExpired(clock.millis());
    }

    private long grant(Instant requested, long now) {
        long max = now + maxValidityMillis;
        return requested == null ? max : Math.min(requested.toEpochMilli(), max);
    }

    /** A DateTime of TS 29.571 (RFC 3339 with an offset), in the future. */
    private static Instant validity(String text, long now, String param) {
        Instant t;
        try {
            t = OffsetDateTime.parse(text, DateTimeFormatter.ISO_OFFSET_DATE_TIME).toInstant();
        } catch (DateTimeParseException e) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, param, "not a DateTime (RFC 3339)");
        }
        if (t.toEpochMilli() <= now) {
            throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, param, "must be in the future");
        }
        return t;
    }

    private static String format(long epochMillis) {
        return DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochMilli(epochMillis));
    }

    private static SbiException notFound(String subscriptionId) {
        return new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no subscription " + subscriptionId);
    }

    /** SubscriptionData against the yaml's schema; every problem of the optional attributes at once. */
    private static void validate(JsonNode body) {
        if (!body.isObject()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "SubscriptionData must be a JSON object");
        }
        List<InvalidParam> incorrect = new ArrayList<>();
        JsonNode uri = body.get("nfStatusNotificationUri");
        if (uri == null || uri.isNull()) {
            throw new SbiException(400, Cause.MANDATORY_IE_MISSING, "mandatory attribute missing: /nfStatusNotificationUri",
                    List.of(new InvalidParam("/nfStatusNotificationUri", "mandatory attribute missing")));
        }
        if (!uri.isString() || !isCallbackUri(uri.asString())) {
            throw new SbiException(400, Cause.MANDATORY_IE_INCORRECT, "attribute incorrect: /nfStatusNotificationUri",
                    List.of(new InvalidParam("/nfStatusNotificationUri", "must be an absolute http or https URI")));
        }
        JsonNode events = body.get("reqNotifEvents");
        if (events != null && (!events.isArray() || events.isEmpty() || !allStrings(events))) {
            incorrect.add(new InvalidParam("/reqNotifEvents", "must be a non-empty array of NotificationEventType"));
        }
        JsonNode cond = body.get("notifCondition");
        if (cond != null) {
            JsonNode monitored = cond.get("monitoredAttributes");
            JsonNode unmonitored = cond.get("unmonitoredAttributes");
            if (!cond.isObject() || (monitored != null) == (unmonitored != null)
                    || !pointers(monitored != null ? monitored : unmonitored)) {
                incorrect.add(new InvalidParam("/notifCondition",
                        "must hold either monitoredAttributes or unmonitoredAttributes, a non-empty array of JSON pointers"));
            }
        }
        JsonNode validity = body.get("validityTime");
        if (validity != null && !validity.isString()) {
            incorrect.add(new InvalidParam("/validityTime", "must be a DateTime"));
        }
        JsonNode requester = body.get("reqNfInstanceId");
        if (requester != null) {
            try {
                UUID.fromString(requester.asString());
            } catch (IllegalArgumentException e) {
                incorrect.add(new InvalidParam("/reqNfInstanceId", "not a UUID"));
            }
        }
        if (!incorrect.isEmpty()) {
            throw new SbiException(400, Cause.OPTIONAL_IE_INCORRECT, "attribute incorrect: "
                    + String.join(", ", incorrect.stream().map(InvalidParam::param).toList()), incorrect);
        }
    }

    private static boolean isCallbackUri(String text) {
        try {
            URI u = new URI(text);
            return ("http".equalsIgnoreCase(u.getScheme()) || "https".equalsIgnoreCase(u.getScheme())) && u.getHost() != null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static boolean allStrings(JsonNode array) {
        for (JsonNode item : array) {
            if (!item.isString()) {
                return false;
            }
        }
        return true;
    }

    private static boolean pointers(JsonNode array) {
        if (array == null || !array.isArray() || array.isEmpty()) {
            return false;
        }
        for (JsonNode item : array) {
            if (!item.isString() || JsonPatch.pointer(item.asString()) == null || item.asString().isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
