package dev.corebed.peersim.common;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The management routes over a simulator's {@link Received}: {@code GET /admin/v1/<sim>/received[?operation=&key=&limit=]}
 * and {@code DELETE /admin/v1/<sim>/received}.
 */
public final class ReceivedRoutes {

    private ReceivedRoutes() {}

    public static List<Route> of(String sim, Received received) {
        String path = "/admin/v1/" + sim + "/received";
        return List.of(
                Route.get(path).service("admin").operation("getReceived").query("operation", "key", "limit").to(r -> {
                    String limit = r.queryParam("limit");
                    int n;
                    try {
                        n = limit == null ? 100 : Math.max(0, Integer.parseInt(limit));
                    } catch (NumberFormatException e) {
                        throw dev.corebed.sbi.SbiException.invalidParam(dev.corebed.sbi.Cause.INVALID_QUERY_PARAM, "limit",
                                "a non-negative integer");
                    }
                    return CompletableFuture.completedFuture(SbiResponse.json(200,
                            received.view(r.queryParam("operation"), r.queryParam("key"), n)));
                }),
                Route.delete(path).service("admin").operation("clearReceived").to(r -> {
                    received.clear();
                    return CompletableFuture.completedFuture(SbiResponse.noContent());
                }));
    }
}
