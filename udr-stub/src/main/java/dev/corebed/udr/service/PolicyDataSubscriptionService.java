package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Json;
import dev.corebed.sbi.SbiException;
import dev.corebed.udr.store.PolicyDataSubscriptionStore;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * PolicyDataSubscription resources (TS 29.519 §5.2.11-12: CreateIndividualPolicyDataSubscription,
 * ReplaceIndividualPolicyDataSubscription, DeleteIndividualPolicyDataSubscription). A subscription watches
 * the resources of its monitoredResourceUris and monResItems (URIs whose path holds /policy-data/, any
 * apiRoot and API version); the answer is the subscription as granted: supportedFeatures narrowed to what
 * this UDR supports, everything else as asked. An expired subscription (expiry in the past) receives nothing
 * and is removed by a periodic sweep.
 */
public final class PolicyDataSubscriptionService {

    /** What POST created: the id of the new resource and its representation. */
    public record Created(String subsId, JsonNode subscription) {}

    private final PolicyDataSubscriptionStore store;
    private final Clock clock;
    private final BigInteger supportedFeatures;

    /** @param supportedFeatures this UDR's Nudr_DataRepository features, hexadecimal ("" for none) */
    public PolicyDataSubscriptionService(PolicyDataSubscriptionStore store, Clock clock, String supportedFeatures) {
        this.store = store;
        this.clock = clock;
        this.supportedFeatures = supportedFeatures.isEmpty() ? BigInteger.ZERO : new BigInteger(supportedFeatures, 16);
    }

    public CompletableFuture<Created> create(JsonNode body) {
        Granted g = grant(body);
        String subsId = UUID.randomUUID().toString();
        return store.create(subsId, g.text(), g.expiry(), g.resources()).thenApply(v -> new Created(subsId, g.subscription()));
    }

    /** The subscription as granted; 404 SUBSCRIPTION_NOT_FOUND when there is none. */
    public CompletableFuture<JsonNode> replace(String subsId, JsonNode body) {
        Granted g = grant(body);
        return store.replace(subsId, g.text(), g.expiry(), g.resources()).thenApply(found -> {
            if (!found) {
                throw notFound(subsId);
            }
            return g.subscription();
        });
    }

    public CompletableFuture<Void> delete(String subsId) {
        return store.delete(subsId).thenAccept(found -> {
            if (!found) {
                throw notFound(subsId);
            }
        });
    }

    /** Removes every subscription (a reset). */
    public CompletableFuture<Void> removeAll() {
        return store.clear();
    }

    /** Removes expired subscriptions, a bounded number per call; returns how many. */
    public CompletableFuture<Integer> removeExpired() {
        return store.removeExpired(clock.millis(), 1000);
    }

    private static SbiException notFound(String subsId) {
        return new SbiException(404, Cause.SUBSCRIPTION_NOT_FOUND, "no policy data subscription " + subsId);
    }

    private record Granted(JsonNode subscription, String text, Long expiry, List<String> resources) {}

    /** Checks a PolicyDataSubscription and works out what it watches. */
    private Granted grant(JsonNode body) {
        Check.body(body, "PolicyDataSubscription")
                .string("notificationUri", true)
                .string("notifId", false)
                .dateTime("expiry", false)
                .hex("supportedFeatures")
                .strings("resetIds", 1);
        callbackUri(body.get("notificationUri").asString());
        Set<String> resources = new LinkedHashSet<>();
        JsonNode monitored = body.get("monitoredResourceUris");
        if (monitored == null || monitored.isNull()) {
            throw Check.missing("/monitoredResourceUris");
        }
        if (!monitored.isArray()) {
            throw Check.incorrect(true, "/monitoredResourceUris", "an array of URIs expected");
        }
        for (int i = 0; i < monitored.size(); i++) {
            resources.add(resourceKey(monitored.get(i), "/monitoredResourceUris/" + i, true));
        }
        resources.addAll(items(body.get("monResItems"), "/monResItems"));
        items(body.get("excludedResItems"), "/excludedResItems");
        if (resources.isEmpty()) {
            throw Check.incorrect(true, "/monitoredResourceUris", "nothing to monitor: no URI here nor in monResItems");
        }
        ObjectNode granted = (ObjectNode) body.deepCopy();
        Long expiry = null;
        if (body.has("expiry")) {
            expiry = OffsetDateTime.parse(body.get("expiry").asString()).toInstant().toEpochMilli();
            if (expiry <= clock.millis()) {
                throw Check.incorrect(false, "/expiry", "in the past");
            }
        }
        if (body.has("supportedFeatures")) {
            String asked = body.get("supportedFeatures").asString();
            BigInteger common = asked.isEmpty() ? BigInteger.ZERO : new BigInteger(asked, 16).and(supportedFeatures);
            granted.put("supportedFeatures", common.toString(16));
        }
        return new Granted(granted, new String(Json.write(granted), StandardCharsets.UTF_8), expiry, new ArrayList<>(resources));
    }

    /** monResItems / excludedResItems: ResourceItem {monResourceUri, items: [JSON pointer]}; their resource keys. */
    private static List<String> items(JsonNode list, String at) {
        List<String> keys = new ArrayList<>();
        if (list == null || list.isNull()) {
            return keys;
        }
        if (!list.isArray() || list.isEmpty()) {
            throw Check.incorrect(false, at, "an array of at least one ResourceItem expected");
        }
        for (int i = 0; i < list.size(); i++) {
            String item = at + "/" + i;
            JsonNode r = list.get(i);
            if (!r.isObject()) {
                throw Check.incorrect(false, item, "a ResourceItem expected");
            }
            JsonNode uri = r.get("monResourceUri");
            if (uri == null) {
                throw Check.missing(item + "/monResourceUri");
            }
            keys.add(resourceKey(uri, item + "/monResourceUri", true));
            JsonNode paths = r.get("items");
            if (paths == null) {
                throw Check.missing(item + "/items");
            }
            if (!paths.isArray() || paths.isEmpty()) {
                throw Check.incorrect(true, item + "/items", "an array of at least one ItemPath expected");
            }
            for (int k = 0; k < paths.size(); k++) {
                if (!paths.get(k).isString() || JsonPatch.pointer(paths.get(k).asString()) == null
                        || paths.get(k).asString().isEmpty()) {
                    throw Check.incorrect(true, item + "/items/" + k, "an ItemPath (a JSON pointer into the resource) expected");
                }
            }
        }
        return keys;
    }

    private static String resourceKey(JsonNode uri, String at, boolean mandatory) {
        if (!uri.isString()) {
            throw Check.incorrect(mandatory, at, "a URI expected");
        }
        String key = ResourcePaths.key(uri.asString());
        if (key == null || key.length() <= ResourcePaths.POLICY_DATA.length()) {
            throw Check.incorrect(mandatory, at, "not the URI of a policy data resource ({apiRoot}/nudr-dr/v2/policy-data/...)");
        }
        if (key.length() > ResourcePaths.MAX_KEY) {
            throw Check.incorrect(mandatory, at, "the resource path is longer than " + ResourcePaths.MAX_KEY + " characters");
        }
        return key;
    }

    private static void callbackUri(String uri) {
        try {
            URI u = new URI(uri);
            if (u.getHost() == null || !("http".equalsIgnoreCase(u.getScheme()) || "https".equalsIgnoreCase(u.getScheme()))) {
                throw Check.incorrect(true, "/notificationUri", "an absolute http or https URI expected");
            }
        } catch (URISyntaxException e) {
            throw Check.incorrect(true, "/notificationUri", "not a URI: " + e.getReason());
        }
    }
}
