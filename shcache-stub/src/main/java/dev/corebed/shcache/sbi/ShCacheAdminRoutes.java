package dev.corebed.shcache.sbi;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiRequest;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminRoutes;
import dev.corebed.shcache.service.ShCacheInventory;
import dev.corebed.shcache.service.ShItem;
import dev.corebed.shcache.store.ShDataStore;
import dev.corebed.shcache.store.ShSubscriptionStore;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.springframework.stereotype.Component;

/**
 * The cache on the management port: what it holds, a user's rows as stored (expired ones included), eviction,
 * clearing and the sweep on demand. Bad input is a ProblemDetails and changes nothing.
 *
 * <pre>
 * GET    /admin/v1/shcache/cache                → {ttl, items, liveItems, subscriptions}
 * DELETE /admin/v1/shcache/cache                → 200 {}: every cached item and subscription record dropped
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
        return inventory.clear().thenApply(v -> SbiResponse.json(200, Map.of()));
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
