package dev.corebed.sbi.nrf;

import dev.corebed.sbi.Route;
import dev.corebed.sbi.SbiResponse;
import dev.corebed.sbi.admin.AdminRoutes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * {@code GET /admin/v1/nrf-agent} on the management port: the agent's state, its nfInstanceId, the
 * heartBeatTimer in use, when it registered and last heartbeated, its last error and the profile it
 * last sent. Attributes without a value are left out.
 */
public final class NrfAgentAdminRoutes implements AdminRoutes {

    private final NrfAgent agent;

    public NrfAgentAdminRoutes(NrfAgent agent) {
        this.agent = agent;
    }

    @Override
    public List<Route> routes() {
        return List.of(Route.get("/admin/v1/nrf-agent").service("admin").operation("getNrfAgent")
                .to(r -> CompletableFuture.completedFuture(SbiResponse.json(200, view(agent.status())))));
    }

    static Map<String, Object> view(NrfAgent.Status s) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("status", s.state().name());
        put(v, "nrfApiRoot", s.nrfApiRoot());
        put(v, "nfInstanceId", s.nfInstanceId());
        put(v, "nfType", s.nfType());
        put(v, "heartBeatTimer", s.heartBeatTimer());
        put(v, "registeredAt", s.registeredAt() == null ? null : s.registeredAt().toString());
        put(v, "lastHeartbeat", s.lastHeartbeat() == null ? null : s.lastHeartbeat().toString());
        put(v, "lastError", s.lastError());
        put(v, "lastErrorAt", s.lastErrorAt() == null ? null : s.lastErrorAt().toString());
        put(v, "profile", s.profile());
        return v;
    }

    private static void put(Map<String, Object> v, String name, Object value) {
        if (value != null) {
            v.put(name, value);
        }
    }
}
