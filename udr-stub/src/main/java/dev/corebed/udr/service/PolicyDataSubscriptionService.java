package dev.corebed.udr.service;

import dev.corebed.core.json.JsonPatch;
import dev.corebed.model.ts29519.PolicyDataSubscription;
import dev.corebed.model.ts29519.ResourceItem;
import dev.corebed.model.validation.Format;
import dev.corebed.model.validation.FormatValidator;
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

    /**
     * CreateIndividualPolicyDataSubscription.
     *
     * @param subscription the request bound to PolicyDataSubscription; {@code asReceived} its JSON, stored as granted
     */
    public CompletableFuture<Created> create(PolicyDataSubscription subscription, JsonNode asReceived) {
        Granted g = grant(subscription, asReceived);
        String subsId = UUID.randomUUID().toString();
        return store.create(subsId, g.text(), g.expiry(), g.resources()).thenApply(v -> new Created(subsId, g.subscription()));
    }

    /** The subscription as granted; 404 SUBSCRIPTION_NOT_FOUND when there is none. */
    public CompletableFuture<JsonNode> replace(String subsId, PolicyDataSubscription subscription, JsonNode asReceived) {
        Granted g = grant(subscription, asReceived);
        if (!isSubsId(subsId)) {
            return CompletableFuture.failedFuture(notFound(subsId));
        }
        return store.replace(subsId, g.text(), g.expiry(), g.resources()).thenApply(found -> {
            if (!found) {
                throw notFound(subsId);
            }
            return g.subscription();
        });
    }

    public CompletableFuture<Void> delete(String subsId) {
        if (!isSubsId(subsId)) {
            return CompletableFuture.failedFuture(notFound(subsId));
        }
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

    /**
     * The subsIds this UDR gives are UUIDs: any other id names no subscription, and is answered without a query
     * (it could be longer than the data tier's key).
     */
    private static boolean isSubsId(String subsId) {
        return FormatValidator.valid(Format.Kind.UUID, subsId);
    }

    /** Checks what the schema cannot say of a PolicyDataSubscription and works out what it watches. */
    private Granted grant(PolicyDataSubscription s, JsonNode body) {
        callbackUri(s.notificationUri());
        Set<String> resources = new LinkedHashSet<>();
        for (int i = 0; i < s.monitoredResourceUris().size(); i++) {
            resources.add(resourceKey(s.monitoredResourceUris().get(i), "/monitoredResourceUris/" + i, true));
        }
        resources.addAll(items(s.monResItems(), "/monResItems"));
        items(s.excludedResItems(), "/excludedResItems");
        if (resources.isEmpty()) {
            throw SbiException.invalidParam(Cause.MANDATORY_IE_INCORRECT, "/monitoredResourceUris",
                    "nothing to monitor: no URI here nor in monResItems");
        }
        ObjectNode granted = (ObjectNode) body.deepCopy();
        Long expiry = null;
        if (s.expiry() != null) {
            expiry = OffsetDateTime.parse(s.expiry()).toInstant().toEpochMilli();
            if (expiry <= clock.millis()) {
                throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, "/expiry", "in the past");
            }
        }
        if (s.supportedFeatures() != null) {
            String asked = s.supportedFeatures();
            BigInteger common = asked.isEmpty() ? BigInteger.ZERO : new BigInteger(asked, 16).and(supportedFeatures);
            granted.put("supportedFeatures", common.toString(16));
        }
        return new Granted(granted, new String(Json.write(granted), StandardCharsets.UTF_8), expiry, new ArrayList<>(resources));
    }

    /** monResItems / excludedResItems: the resource keys of their monResourceUris, each item a JSON pointer. */
    private static List<String> items(List<ResourceItem> list, String at) {
        List<String> keys = new ArrayList<>();
        if (list == null) {
            return keys;
        }
        for (int i = 0; i < list.size(); i++) {
            String item = at + "/" + i;
            ResourceItem r = list.get(i);
            keys.add(resourceKey(r.monResourceUri(), item + "/monResourceUri", false));
            for (int k = 0; k < r.items().size(); k++) {
                String pointer = r.items().get(k);
                if (pointer.isEmpty() || JsonPatch.pointer(pointer) == null) {
                    throw SbiException.invalidParam(Cause.OPTIONAL_IE_INCORRECT, item + "/items/" + k,
                            "an ItemPath (a JSON pointer into the resource) expected");
                }
            }
        }
        return keys;
    }

    private static String resourceKey(String uri, String at, boolean mandatory) {
        String key = ResourcePaths.key(uri);
        if (key == null || key.length() <= ResourcePaths.POLICY_DATA.length()) {
            throw incorrect(mandatory, at, "not the URI of a policy data resource ({apiRoot}/nudr-dr/v2/policy-data/...)");
        }
        if (key.length() > ResourcePaths.MAX_KEY) {
            throw incorrect(mandatory, at, "the resource path is longer than " + ResourcePaths.MAX_KEY + " characters");
        }
        return key;
    }

    private static void callbackUri(String uri) {
        try {
            URI u = new URI(uri);
            if (u.getHost() == null || !("http".equalsIgnoreCase(u.getScheme()) || "https".equalsIgnoreCase(u.getScheme()))) {
                throw incorrect(true, "/notificationUri", "an absolute http or https URI expected");
            }
        } catch (URISyntaxException e) {
            throw incorrect(true, "/notificationUri", "not a URI: " + e.getReason());
        }
    }

    private static SbiException incorrect(boolean mandatory, String at, String reason) {
        return SbiException.invalidParam(mandatory ? Cause.MANDATORY_IE_INCORRECT : Cause.OPTIONAL_IE_INCORRECT, at, reason);
    }
}
