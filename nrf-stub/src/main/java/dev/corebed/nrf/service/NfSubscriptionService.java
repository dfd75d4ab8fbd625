package dev.corebed.nrf.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.core.json.JsonPatch.Op;
import dev.corebed.core.json.JsonPatch.Operation;
import dev.corebed.model.ts29510.NotifCondition;
import dev.corebed.model.ts29510.SubscriptionData;
import dev.corebed.nrf.service.SubscriptionConditions.Condition;
import dev.corebed.nrf.service.SubscriptionConditions.Watched;
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
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.node.ObjectNode;

/**
 * NF status subscriptions (TS 29.510 §5.2.2.5 NFStatusSubscribe, §5.2.2.7 NFStatusUnsubscribe): create,
 * extend (PATCH of validityTime) and remove, in the data tier so that every NRF instance notifies them.
 *
 * <p>The SubscriptionData has passed its schema; what is checked here is what the schema cannot say: a callback
 * URI the NRF can deliver to, a validityTime in the future, notifCondition attributes that are JSON pointers, no
 * readOnly attribute (subscriptionId, nrfSupportedFeatures: 400 OPTIONAL_IE_INCORRECT), and
 * the sizes of the data tier's columns (a condition key longer than {@value #CONDITION_KEY_COLUMN} characters is
 * a 400 naming its attribute; a SubscriptionData longer than {@value #SUBSCRIPTION_COLUMN} bytes, 413).
 */
public final class NfSubscriptionService {

    /** A created subscription: its id and the SubscriptionData as granted. */
    public record Created(String subscriptionId, byte[] subscription) {}

    /** SubscriptionData's readOnly attributes (TS29510_Nnrf_NFManagement.yaml): the NRF assigns them. */
    private static final List<String> READ_ONLY = List.of("subscriptionId", "nrfSupportedFeatures");

    /** nf_subscription_conditions.cond_key: VARCHAR(200). */
    static final int CONDITION_KEY_COLUMN = 200;
    /** nf_subscriptions.subscription: TEXT, in bytes. */
    static final int SUBSCRIPTION_COLUMN = 65_535;

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
    public CompletableFuture<Created> create(Checked<SubscriptionData> body) {
        SubscriptionData subscription = body.value();
        NfProfileRules.checkReadOnly(body.json(), READ_ONLY);
        checkCallback(subscription.nfStatusNotificationUri());
        checkPointers(subscription.notifCondition());
        Condition condition = SubscriptionConditions.of(body.json().get("subscrCond"));
        for (Watched w : condition.watched()) {
            if (w.key().codePointCount(0, w.key().length()) > CONDITION_KEY_COLUMN) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, w.attribute(),
                        "longer than the NRF stores (" + CONDITION_KEY_COLUMN + " characters with its kind)");
            }
        }
        ObjectNode data = body.json().deepCopy();
        long now = clock.millis();
        String requested = subscription.validityTime();
        long until = grant(requested == null ? null : validity(requested, now, "/validityTime"), now);
        // The subscriptionId pattern of TS 29.510 allows no '-' outside its PLMN prefix.
        String id = UUID.randomUUID().toString().replace("-", "");
        data.remove("requesterFeatures"); // writeOnly in SubscriptionData: never sent back
        data.put("subscriptionId", id);
        data.put("validityTime", format(until));
        byte[] bytes = Json.write(data);
        if (bytes.length > SUBSCRIPTION_COLUMN) {
            throw new SbiException(413, Cause.PAYLOAD_TOO_LARGE, "a SubscriptionData of " + bytes.length
                    + " bytes: the NRF stores at most " + SUBSCRIPTION_COLUMN);
        }
        List<String> watched = condition.keys();
        String instance = instanceCondition(condition);
        CompletableFuture<Void> target = instance == null ? CompletableFuture.completedFuture(null)
                : profiles.get(instance).thenAccept(p -> {
                    if (p.isEmpty()) {
                        // TS 29.510 Table 6.1.7.3-1: NF_NOT_FOUND, for an NfInstanceIdCond naming no registered NF.
                        throw new SbiException(404, NrfCause.NF_NOT_FOUND, "NF instance " + instance
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
    public CompletableFuture<byte[]> update(String subscriptionId, List<Operation> ops) {
        Instant requested = null;
        long now = clock.millis();
        for (Operation o : ops) {
            if ((o.op() != Op.ADD && o.op() != Op.REPLACE) || !o.path().equals(List.of("validityTime"))) {
                throw SbiException.modificationNotAllowed("only validityTime of a subscription can change",
                        List.of("/" + o.index() + "/path"), "not modifiable (failed operation index= " + o.index() + ")");
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

    /** The NfInstanceIdCond's instance (its key), or null for any other condition. */
    private static String instanceCondition(Condition condition) {
        List<Watched> watched = condition.watched();
        return watched.size() == 1 && watched.get(0).attribute().equals("/subscrCond/nfInstanceId")
                ? watched.get(0).key().substring("nfInstanceId:".length()) : null;
    }

    /** The NRF delivers notifications over HTTP: the callback is an absolute http or https URI with a host. */
    private static void checkCallback(String uri) {
        boolean ok;
        try {
            URI u = new URI(uri);
            ok = ("http".equalsIgnoreCase(u.getScheme()) || "https".equalsIgnoreCase(u.getScheme())) && u.getHost() != null;
        } catch (URISyntaxException e) {
            ok = false;
        }
        if (!ok) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/nfStatusNotificationUri",
                    "must be an absolute http or https URI");
        }
    }

    /** TS 29.510 NotifCondition: the attributes are JSON pointers into the NFProfile. */
    private static void checkPointers(NotifCondition condition) {
        if (condition == null) {
            return;
        }
        String name = condition.monitoredAttributes() != null ? "monitoredAttributes" : "unmonitoredAttributes";
        List<String> attributes = condition.monitoredAttributes() != null ? condition.monitoredAttributes()
                : condition.unmonitoredAttributes();
        for (int i = 0; attributes != null && i < attributes.size(); i++) {
            String a = attributes.get(i);
            if (a.isEmpty() || JsonPatch.pointer(a) == null) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/notifCondition/" + name + "/" + i,
                        "not a JSON pointer to an attribute of the NFProfile");
            }
        }
    }
}
