package dev.corebed.shcache.sbi;

import dev.corebed.sbi.Cause;
import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiException;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminPages;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.shcache.service.ShCacheInventory;
import dev.corebed.shcache.service.ShItem;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * The cache on the management port: what it holds, a user's rows as stored (expired ones included), eviction,
 * clearing and the sweep on demand. Bad input is a ProblemDetails and changes nothing.
 *
 * <pre>
 * GET    /admin/v1/shcache/cache                → {ttl, items, liveItems, subscriptions}
 * DELETE /admin/v1/shcache/cache                → 204: every cached item and subscription record dropped
 * GET    /admin/v1/shcache/items?limit=&after=   → a page of cached items, expired ones included: {items: [...], next}
 * GET    /admin/v1/shcache/subscriptions?limit=&after= → a page of subscription records: {subscriptions: [...], next}
 * POST   /admin/v1/shcache/sweep                → the expiry sweep now: {items, subscriptions} removed
 * GET    /admin/v1/shcache/users/{userIdentity} → {items: [...], subscriptions: [...]}
 * DELETE /admin/v1/shcache/users/{userIdentity} → {items}: the user's cached items dropped
 * </pre>
 */
@Component
public class ShCacheAdminRoutes implements AdminRoutes {

    static final String ROOT = "/admin/v1/shcache";

    private final ShCacheInventory inventory;

    public ShCacheAdminRoutes(ShCacheInventory inventory) {
        this.inventory = inventory;
    }

    @Override
    public List<Route> routes() {
        return List.of(
                Route.get(ROOT + "/cache").service("admin").operation("getCache").to(this::totals),
                Route.delete(ROOT + "/cache").service("admin").operation("clearCache").to(this::clear),
                Route.get(ROOT + "/items").service("admin").operation("listItems").query("limit", "after").to(this::items),
                Route.get(ROOT + "/subscriptions").service("admin").operation("listCacheSubscriptions").query("limit", "after")
                        .to(this::subscriptions),
                Route.post(ROOT + "/sweep").service("admin").operation("sweepCache").to(this::sweep),
                Route.get(ROOT + "/users/{userIdentity}").service("admin").operation("getUser").to(this::user),
                Route.delete(ROOT + "/users/{userIdentity}").service("admin").operation("evictUser").to(this::evict));
    }

    private CompletionStage<SbiResponse> totals(SbiRequest r) {
        return inventory.totals().thenApply(t -> {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("ttl", t.ttl().toString());
            v.put("items", t.items());
            v.put("liveItems", t.liveItems());
            v.put("subscriptions", t.subscriptions());
            return SbiResponse.json(200, v);
        });
    }

    private CompletionStage<SbiResponse> clear(SbiRequest r) {
        return inventory.clear().thenApply(v -> SbiResponse.noContent());
    }

    private CompletionStage<SbiResponse> items(SbiRequest r) {
        int limit = AdminPages.limit(r);
        long now = inventory.now();
        return inventory.items(after(r), limit).thenApply(page -> page(page, "items", row -> item(row, now)));
    }

    private CompletionStage<SbiResponse> subscriptions(SbiRequest r) {
        int limit = AdminPages.limit(r);
        return inventory.subscriptions(after(r), limit).thenApply(page -> page(page, "subscriptions", ShCacheAdminRoutes::subscription));
    }

    private static <T> SbiResponse page(ShCacheInventory.Page<T> page, String name, Function<T, Map<String, Object>> view) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put(name, page.rows().stream().map(view).toList());
        if (page.next() != null) {
            v.put("next", cursor(page.next()));
        }
        return SbiResponse.json(200, v);
    }

    /**
     * A page's {@code next}: the last row's key, opaque to the user (base64url of its three parts; an identity holds no
     * line feed: UserIdentity refuses white space).
     */
    static String cursor(ShDataStore.Key key) {
        String text = key.userIdentity() + "\n" + key.dataReference() + "\n" + key.serviceIndication();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    private static ShDataStore.Key after(SbiRequest r) {
        String after = r.queryParam("after");
        if (after == null) {
            return null;
        }
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(after), StandardCharsets.UTF_8).split("\n", -1);
            if (parts.length == 3) {
                return new ShDataStore.Key(parts[0], Integer.parseInt(parts[1]), parts[2]);
            }
        } catch (IllegalArgumentException e) {
            // answered below
        }
        throw SbiException.invalidParam(Cause.OPTIONAL_QUERY_PARAM_INCORRECT, "after", "the next of a previous page");
    }

    private CompletionStage<SbiResponse> sweep(SbiRequest r) {
        return inventory.sweep().thenApply(s -> SbiResponse.json(200, Map.of("items", s.items(), "subscriptions", s.subscriptions())));
    }

    private CompletionStage<SbiResponse> user(SbiRequest r) {
        long now = inventory.now();
        return inventory.user(ShCacheHandler.user(r)).thenApply(rows -> SbiResponse.json(200, Map.of(
                "items", rows.items().stream().map(i -> item(i, now)).toList(),
                "subscriptions", rows.subscriptions().stream().map(ShCacheAdminRoutes::subscription).toList())));
    }

    private CompletionStage<SbiResponse> evict(SbiRequest r) {
        return inventory.evict(ShCacheHandler.user(r)).thenApply(n -> SbiResponse.json(200, Map.of("items", n)));
    }

    private static Map<String, Object> item(ShDataStore.Row row, long now) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("userIdentity", row.key().userIdentity());
        v.put("dataReference", name(row.key().dataReference()));
        if (!row.key().serviceIndication().isEmpty()) {
            v.put("serviceIndication", row.key().serviceIndication());
        }
        if (row.sequenceNumber() != null) {
            v.put("sequenceNumber", row.sequenceNumber());
        }
        v.put("filledAt", Instant.ofEpochMilli(row.filledAt()).toString());
        v.put("expiresAt", Instant.ofEpochMilli(row.expiresAt()).toString());
        v.put("expired", row.expired(now));
        v.put("userData", new String(row.userData(), StandardCharsets.UTF_8));
        return v;
    }

    private static Map<String, Object> subscription(ShSubscriptionStore.Row row) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("userIdentity", row.key().userIdentity());
        v.put("dataReference", name(row.key().dataReference()));
        if (!row.key().serviceIndication().isEmpty()) {
            v.put("serviceIndication", row.key().serviceIndication());
        }
        if (row.expiryTime() != null) {
            v.put("expiryTime", Instant.ofEpochMilli(row.expiryTime()).toString());
        }
        v.put("oneTimeNotification", row.oneTime());
        v.put("subscribedAt", Instant.ofEpochMilli(row.subscribedAt()).toString());
        v.put("notifications", row.notifications());
        if (row.notifiedAt() != null) {
            v.put("notifiedAt", Instant.ofEpochMilli(row.notifiedAt()).toString());
        }
        return v;
    }

    private static String name(int dataReference) {
        ShItem.Kind kind = ShItem.Kind.byDataReference(dataReference);
        return kind == null ? Integer.toString(dataReference) : kind.shName();
    }
}
